import { eq } from 'drizzle-orm';
import { isBuiltInRole, type PermissionRule } from '../../../contract/acl';
import type { DB } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';

/**
 * A staff role's permission rows, read on every request that needs them (no cache), so a
 * change to the role applies to its users' next request without signing them out.
 */
export async function permissionsOfRole(db: DB, role: string): Promise<PermissionRule[]> {
  if (isBuiltInRole(role)) return [];
  return db
    .select({ action: permissions.action, subject: permissions.subject })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(roles.name, role))
    .orderBy(permissions.subject, permissions.action);
}
