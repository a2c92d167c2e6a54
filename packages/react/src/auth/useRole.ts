import { hasRole, type Role } from '@trove/core/auth';
import { useCurrentUser } from './useCurrentUser';

/** Whether the signed-in member has a role (core's `hasRole`); `false` when signed out or loading. */
export function useRole(role: Role): boolean {
  return hasRole(useCurrentUser().data, role);
}
