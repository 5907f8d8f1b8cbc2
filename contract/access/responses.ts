// zod schemas of the roles, permissions and audit answers; ../access names their types
// (import type + z.infer).

import { ACTIONS, STAFF_SUBJECTS } from '../acl';
import { instant } from '../common/responses';
import { z } from '../zod';
import { auditListQuerySchema, permissionListQuerySchema } from './schemas';

const id = z.number().int();

/** GET /admin/roles: every role with its users' count, the first few of them and its permissions. */
export const roleRowSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  built_in: z.boolean(),
  user_count: z.number().int(),
  /** up to five of the role's users, for the card's avatars */
  users: z.array(z.object({ id, nama: z.string() })),
  permission_ids: z.array(id),
  created_at: instant,
});
export const rolesResponseSchema = z.object({ roles: z.array(roleRowSchema) });

/** POST /admin/permissions, PUT /admin/permissions/{id}: the permission as saved. */
export const permissionSavedSchema = z.object({
  id,
  name: z.string(),
  action: z.enum(ACTIONS),
  subject: z.enum(STAFF_SUBJECTS),
});
export const permissionRowSchema = permissionSavedSchema.extend({
  /** names of the roles holding it */
  roles: z.array(z.string()),
  created_at: instant,
});
/** GET /admin/permissions: one page. */
export const permissionListResponseSchema = z.object({
  permissions: z.array(permissionRowSchema),
  total: z.number().int(),
  params: permissionListQuerySchema,
});

export const auditEntrySchema = z.object({
  id,
  actor: z.object({ id, nama: z.string() }).nullable(),
  /** e.g. 'role.create', 'user.suspend' */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  at: instant,
});
/** GET /admin/audit: newest first. */
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  params: auditListQuerySchema,
});

/** PUT /admin/users/{id}/role */
export const roleChangedSchema = z.object({ message: z.string(), role: z.string() });
