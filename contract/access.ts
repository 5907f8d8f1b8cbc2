// API contract of roles, permissions and the admin audit log (paths in ./admin ADMIN_PATHS).
// Plain types; the request schemas are in ./access/schemas.

import type { AuditListQuery, PermissionListQuery } from './access/schemas';
import type { Action, StaffSubject } from './acl';

/** GET /admin/roles: every role with its users' count, the first few of them and its permissions. */
export interface RoleRow {
  id: number;
  name: string;
  description: string;
  built_in: boolean;
  user_count: number;
  /** up to five of the role's users, for the card's avatars */
  users: { id: number; nama: string }[];
  permission_ids: number[];
  created_at: string;
}
export interface RolesResponse {
  roles: RoleRow[];
}

export interface PermissionRow {
  id: number;
  name: string;
  action: Exclude<Action, 'manage'>;
  subject: StaffSubject;
  /** names of the roles holding it */
  roles: string[];
  created_at: string;
}
/** GET /admin/permissions: one page; `all` is every permission (the roles dialog's matrix). */
export interface PermissionListResponse {
  permissions: PermissionRow[];
  total: number;
  params: PermissionListQuery;
}

export interface AuditEntry {
  id: number;
  actor: { id: number; nama: string } | null;
  /** e.g. 'role.create', 'user.suspend' */
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: string;
}
/** GET /admin/audit: newest first. */
export interface AuditListResponse {
  entries: AuditEntry[];
  total: number;
  params: AuditListQuery;
}
