import { PERMISSIONS } from '@trove/core/auth';
import type { Executor } from '../../db/database';
import { groups } from '../../db/schema';
import { ADMIN_GROUP, PERMISSION_GROUPS } from './permissionGroups';

/** Adds the permission groups missing by name; a group edited since keeps its permissions. */
export async function seedPermissionGroups(tx: Executor): Promise<void> {
  await tx
    .insert(groups)
    .values([
      ...PERMISSION_GROUPS.map(({ name, type, permissions }) => ({
        name,
        type,
        permissions: [...permissions],
      })),
      { name: ADMIN_GROUP, type: 'I' as const, permissions: [...PERMISSIONS] },
    ])
    .onConflictDoNothing({ target: groups.name });
}
