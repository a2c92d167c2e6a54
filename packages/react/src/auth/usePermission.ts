import { hasPermission, type Permission } from '@trove/core/auth';
import { useCurrentUser } from './useCurrentUser';

/** Whether the signed-in member has a permission (core's `hasPermission`); `false` when signed out or loading. */
export function usePermission(codename: Permission): boolean {
  return hasPermission(useCurrentUser().data, codename);
}
