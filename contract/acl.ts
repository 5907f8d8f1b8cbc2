// Who may do what: the one ability builder the portal (menus, guards, buttons) and the server
// (every admin endpoint) both use, so a hidden button is also a refused request.
import { Ability, type RawRuleOf } from '@casl/ability';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = 'manage' | (typeof ACTIONS)[number];
/** 'all' matches every subject; pages use 'client', 'admin', or a staff subject below. */
export type Subject = string;
/** CASL's Ability without conditions: the portal's rules are by role and subject only. */
export type AppAbility = Ability<[Action, Subject]>;

/** What the admin's staff roles are given permissions on (the roles dialog's matrix rows). */
export const STAFF_SUBJECTS = [
  'users',
  'roles',
  'invoices',
  'payments',
  'slips',
  'messages',
  'calendar',
  'settings',
  'dashboards',
  'audit',
  /** the Email app (issue 17): staff messages to and from clients */
  'email',
  /** the Chat app (issue 17): the clients' support chat */
  'chat',
  /** the /acl page (issue 20, the template's 'acl-page' subject) */
  'acl-page',
  /** the /acl page's analytics card (the template's 'analytics' subject) */
  'analytics',
  /** the content pages (issue 20): pricing plans, FAQ, knowledge base */
  'content',
] as const;
export type StaffSubject = (typeof STAFF_SUBJECTS)[number];

/** The two roles of the original; they cannot be renamed, deleted or given permission rows. */
export const BUILT_IN_ROLES = ['admin', 'client'] as const;
export const isBuiltInRole = (role: string): role is (typeof BUILT_IN_ROLES)[number] =>
  (BUILT_IN_ROLES as readonly string[]).includes(role);

export interface Acl {
  action: Action;
  subject: Subject;
}
/** One permission row of a staff role. */
export type PermissionRule = Acl;

/** What a page needs when its route says nothing: client pages. */
export const DEFAULT_ACL: Acl = { action: 'manage', subject: 'client' };

const abilityOf = (rules: RawRuleOf<AppAbility>[]): AppAbility => new Ability<[Action, Subject]>(rules);

/**
 * The original's rules, with client pages client-only: admin manages all but the 'client'
 * subject (a client's pages show "your" bills and slips; the admin has its own workspace);
 * client manages only the 'client' subject. A staff role has its permission rows; one without
 * any keeps the original's fallback: read, create, update and delete on the subject of the page
 * (or, on the server, the endpoint) being opened.
 */
export function defineAbilityFor(
  role: string | null | undefined,
  subject?: Subject,
  permissions?: readonly PermissionRule[] | null,
): AppAbility {
  if (role === 'admin')
    return abilityOf([
      { action: 'manage', subject: 'all' },
      { action: 'manage', subject: 'client', inverted: true },
    ]);
  if (role === 'client') return abilityOf([{ action: 'manage', subject: 'client' }]);
  if (!role) return abilityOf([]);
  if (permissions?.length)
    return abilityOf(
      permissions
        .filter((p) => p.subject !== 'client' && p.subject !== 'all')
        .map(({ action, subject }) => ({ action, subject })),
    );
  if (subject && subject !== 'client') return abilityOf([{ action: [...ACTIONS], subject }]);
  return abilityOf([]);
}
