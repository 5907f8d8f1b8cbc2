import { createMongoAbility, type MongoAbility } from '@casl/ability';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
/** 'all' matches every subject; pages use 'client', 'admin', or their own subject. */
export type Subject = string;
export type AppAbility = MongoAbility<[Action, Subject]>;

export interface Acl {
  action: Action;
  subject: Subject;
}

/** What a page needs when its route says nothing: client pages. */
export const DEFAULT_ACL: Acl = { action: 'manage', subject: 'client' };

/**
 * The original's rules: admin manages all; client manages only the 'client' subject; any other
 * role may read, create, update and delete the subject of the page being opened.
 */
export function defineAbilityFor(role: string | null | undefined, subject?: Subject): AppAbility {
  if (role === 'admin') return createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
  if (role === 'client') return createMongoAbility<AppAbility>([{ action: 'manage', subject: 'client' }]);
  if (role && subject) {
    return createMongoAbility<AppAbility>([{ action: ['read', 'create', 'update', 'delete'], subject }]);
  }
  return createMongoAbility<AppAbility>([]);
}
