import { Ability, type RawRuleOf } from '@casl/ability';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
/** 'all' matches every subject; pages use 'client', 'admin', or their own subject. */
export type Subject = string;
/** CASL's Ability without conditions: the portal's rules are by role and subject only. */
export type AppAbility = Ability<[Action, Subject]>;

export interface Acl {
  action: Action;
  subject: Subject;
}

/** What a page needs when its route says nothing: client pages. */
export const DEFAULT_ACL: Acl = { action: 'manage', subject: 'client' };

const abilityOf = (rules: RawRuleOf<AppAbility>[]): AppAbility => new Ability<[Action, Subject]>(rules);

/**
 * The original's rules, with client pages client-only: admin manages all but the 'client'
 * subject (a client's pages show "your" bills and slips; the admin has its own workspace);
 * client manages only the 'client' subject; any other role may read, create, update and delete
 * the subject of the page being opened.
 */
export function defineAbilityFor(role: string | null | undefined, subject?: Subject): AppAbility {
  if (role === 'admin')
    return abilityOf([
      { action: 'manage', subject: 'all' },
      { action: 'manage', subject: 'client', inverted: true },
    ]);
  if (role === 'client') return abilityOf([{ action: 'manage', subject: 'client' }]);
  if (role && subject) return abilityOf([{ action: ['read', 'create', 'update', 'delete'], subject }]);
  return abilityOf([]);
}
