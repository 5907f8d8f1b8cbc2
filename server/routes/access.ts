import { Hono } from 'hono';
import type {
  AuditListResponse,
  PermissionListResponse,
  RoleRow,
  RolesResponse,
} from '../../contract/access';
import {
  auditListQuerySchema,
  permissionBodySchema,
  permissionListQuerySchema,
  roleBodySchema,
  userRoleBodySchema,
} from '../../contract/access/schemas';
import { ADMIN_PATHS } from '../../contract/admin';
import { idParamSchema } from '../../contract/common/schemas';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { validate } from '../lib/validate';
import { listAudit } from '../services/access/audit-list';
import {
  createPermission,
  deletePermission,
  listPermissions,
  updatePermission,
} from '../services/access/permissions';
import { assignRole, createRole, deleteRole, listRoles, updateRole } from '../services/access/roles';
import { routeOf } from './route-of';

// Roles, permissions and the audit log. Mounted inside the admin area (./admin.ts), whose guard
// checks the caller's ability on 'roles' / 'audit' by method before any handler here runs.
export const accessRoutes = new Hono<AppEnv>();

const role = routeOf(ADMIN_PATHS.role);
const permission = routeOf(ADMIN_PATHS.permission);
const userRole = routeOf(ADMIN_PATHS.userRole);

accessRoutes.get(ADMIN_PATHS.roles, async (c) =>
  c.json<RolesResponse>({ roles: await listRoles(c.get('db')) }),
);

accessRoutes.post(ADMIN_PATHS.roles, validate('json', roleBodySchema), async (c) => {
  const created = await createRole(c.get('db'), c.req.valid('json'));
  await audit(c, { action: 'role.create', targetType: 'role', targetId: created.id, after: created });
  const saved = (await listRoles(c.get('db'))).find((r) => r.id === created.id) as RoleRow;
  return c.json(saved, 201);
});

accessRoutes.put(role, validate('param', idParamSchema), validate('json', roleBodySchema), async (c) => {
  const { id } = c.req.valid('param');
  const { before, after } = await updateRole(c.get('db'), id, c.req.valid('json'));
  await audit(c, { action: 'role.update', targetType: 'role', targetId: id, before, after });
  return c.json((await listRoles(c.get('db'))).find((r) => r.id === id) as RoleRow);
});

accessRoutes.delete(role, validate('param', idParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  const before = await deleteRole(c.get('db'), id);
  await audit(c, { action: 'role.delete', targetType: 'role', targetId: id, before });
  return c.json({ message: `Role "${before.name}" deleted` });
});

accessRoutes.get(ADMIN_PATHS.permissions, validate('query', permissionListQuerySchema), async (c) => {
  const params = c.req.valid('query');
  return c.json<PermissionListResponse>({ ...(await listPermissions(c.get('db'), params)), params });
});

accessRoutes.post(ADMIN_PATHS.permissions, validate('json', permissionBodySchema), async (c) => {
  const created = await createPermission(c.get('db'), c.req.valid('json'));
  await audit(c, {
    action: 'permission.create',
    targetType: 'permission',
    targetId: created.id,
    after: created,
  });
  return c.json(created, 201);
});

accessRoutes.put(
  permission,
  validate('param', idParamSchema),
  validate('json', permissionBodySchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const { before, after } = await updatePermission(c.get('db'), id, c.req.valid('json'));
    await audit(c, { action: 'permission.update', targetType: 'permission', targetId: id, before, after });
    return c.json(after);
  },
);

accessRoutes.delete(permission, validate('param', idParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  const before = await deletePermission(c.get('db'), id);
  await audit(c, { action: 'permission.delete', targetType: 'permission', targetId: id, before });
  return c.json({ message: `Permission "${before.name}" deleted` });
});

accessRoutes.get(ADMIN_PATHS.audit, validate('query', auditListQuerySchema), async (c) => {
  const params = c.req.valid('query');
  return c.json<AuditListResponse>({ ...(await listAudit(c.get('db'), params)), params });
});

accessRoutes.put(
  userRole,
  validate('param', idParamSchema),
  validate('json', userRoleBodySchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const { role: newRole } = c.req.valid('json');
    const change = await assignRole(c.get('db'), c.get('user'), id, newRole);
    await audit(c, { action: 'user.role', targetType: 'user', targetId: id, ...change });
    return c.json({ message: `Role changed to ${newRole}`, role: newRole });
  },
);
