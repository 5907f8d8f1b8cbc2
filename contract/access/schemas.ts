// zod schemas of the roles, permissions and audit endpoints (server validation; the portal's forms).

import { ACTIONS, BUILT_IN_ROLES, STAFF_SUBJECTS } from '../acl';
import { positiveInt } from '../common/schemas';
import { z } from '../zod';

const page = z.coerce.number().int('page must be a whole number').min(1).max(100_000).default(1);
const perPage = z.coerce
  .number()
  .int()
  .refine((n) => [10, 25, 50, 100].includes(n), 'perPage must be 10, 25, 50 or 100')
  .default(10);

export const roleBodySchema = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, 'name needs at least 2 characters')
    .max(40, 'name is at most 40 characters')
    .regex(/^[a-z][a-z0-9 _-]*$/, 'name starts with a letter and holds letters, digits, spaces, - or _')
    .refine((n) => !(BUILT_IN_ROLES as readonly string[]).includes(n), 'admin and client are built-in roles'),
  description: z.string().trim().max(200, 'description is at most 200 characters').default(''),
  permission_ids: z
    .array(positiveInt('permission id'))
    .max(500, 'at most 500 permissions')
    .refine((ids) => new Set(ids).size === ids.length, 'a permission is listed twice')
    .default([]),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

export const userRoleBodySchema = z.object({
  role: z.string().trim().toLowerCase().min(1, 'role is required').max(40, 'role is at most 40 characters'),
});

export const permissionBodySchema = z.object({
  name: z.string().trim().min(2, 'name needs at least 2 characters').max(80, 'name is at most 80 characters'),
  action: z.enum(ACTIONS, { error: `action must be one of ${ACTIONS.join(', ')}` }),
  subject: z.enum(STAFF_SUBJECTS, { error: `subject must be one of ${STAFF_SUBJECTS.join(', ')}` }),
});
export type PermissionBody = z.infer<typeof permissionBodySchema>;

export const permissionListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  sort: z
    .string()
    .regex(
      /^(name|subject|created_at):(asc|desc)$/,
      'sort must be name|subject|created_at followed by :asc or :desc',
    )
    .default('subject:asc'),
  page,
  perPage,
});
export type PermissionListQuery = z.infer<typeof permissionListQuerySchema>;

export const auditListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(40).optional(),
  actor_id: positiveInt('actor_id').optional(),
  page,
  perPage,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
