// API contract of roles, permissions and the admin audit log (paths in ./admin ADMIN_PATHS).
// Plain types; the request schemas are in ./access/schemas, the answers' in ./access/responses
// (named here by type-only imports).

import type { z } from 'zod';
import type {
  auditEntrySchema,
  auditListResponseSchema,
  permissionListResponseSchema,
  permissionRowSchema,
  roleRowSchema,
  rolesResponseSchema,
} from './access/responses';

/** GET /admin/roles: every role with its users' count, the first few of them and its permissions. */
export type RoleRow = z.infer<typeof roleRowSchema>;
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

export type PermissionRow = z.infer<typeof permissionRowSchema>;
/** GET /admin/permissions: one page; `all` is every permission (the roles dialog's matrix). */
export type PermissionListResponse = z.infer<typeof permissionListResponseSchema>;

export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** GET /admin/audit: newest first. */
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
