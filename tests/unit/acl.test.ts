import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from '@/lib/acl';

describe('defineAbilityFor', () => {
  it('admin manages everything but the client pages (client-only, issue 15)', () => {
    const ability = defineAbilityFor('admin');
    expect(ability.can('manage', 'admin')).toBe(true);
    expect(ability.can('delete', 'anything')).toBe(true);
    expect(ability.can('manage', 'client')).toBe(false);
    expect(ability.can('read', 'client')).toBe(false);
  });

  it('client manages only the client subject', () => {
    const ability = defineAbilityFor('client', 'admin');
    expect(ability.can('manage', 'client')).toBe(true);
    expect(ability.can('read', 'client')).toBe(true);
    expect(ability.can('read', 'admin')).toBe(false);
    expect(ability.can('manage', 'admin')).toBe(false);
    expect(ability.can('read', 'acl-page')).toBe(false);
  });

  it("any other role may read, create, update and delete the page's own subject only", () => {
    const ability = defineAbilityFor('auditor', 'invoice');
    for (const action of ['read', 'create', 'update', 'delete'] as const) {
      expect(ability.can(action, 'invoice')).toBe(true);
    }
    expect(ability.can('manage', 'invoice')).toBe(false);
    expect(ability.can('read', 'client')).toBe(false);
    expect(ability.can('read', 'admin')).toBe(false);
  });

  it('no role, or another role without a page subject, may do nothing', () => {
    expect(defineAbilityFor(undefined).can('read', 'client')).toBe(false);
    expect(defineAbilityFor(null, 'client').can('read', 'client')).toBe(false);
    expect(defineAbilityFor('auditor').can('read', 'client')).toBe(false);
  });
});
