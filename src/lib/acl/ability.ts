// The ability builder is the contract's, shared with the server (contract/acl.ts).
export {
  type Acl,
  type Action,
  type AppAbility,
  DEFAULT_ACL,
  defineAbilityFor,
  type PermissionRule,
  type Subject,
} from '@contract/acl';
