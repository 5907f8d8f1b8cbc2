import { homePath } from '@contract/routes/admin';
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

  it("a staff role's permission rows replace the fallback: exactly those, never the client's pages", () => {
    const rules = [
      { action: 'read', subject: 'users' },
      { action: 'update', subject: 'invoices' },
      { action: 'manage', subject: 'client' },
    ] as const;
    const ability = defineAbilityFor('finance', 'users', [...rules]);
    expect(ability.can('read', 'users')).toBe(true);
    expect(ability.can('update', 'users')).toBe(false);
    expect(ability.can('update', 'invoices')).toBe(true);
    expect(ability.can('read', 'invoices')).toBe(false);
    expect(ability.can('read', 'client')).toBe(false);
    expect(ability.can('manage', 'admin')).toBe(false);
  });

  it('permission rows do not widen the built-in roles', () => {
    const rows = [{ action: 'read', subject: 'users' } as const];
    expect(defineAbilityFor('client', 'users', rows).can('read', 'users')).toBe(false);
    expect(defineAbilityFor('admin', 'client', rows).can('read', 'client')).toBe(false);
  });
});

describe('homePath', () => {
  const can = (role: string, permissions?: { action: 'read'; subject: string }[]) => (a: string, s: string) =>
    defineAbilityFor(role, s, permissions).can(a as 'read', s);

  it('sends client, admin and a staff role each to their home', () => {
    expect(homePath('client')).toBe('/client/dashboards');
    expect(homePath(undefined)).toBe('/client/dashboards');
    expect(homePath('admin', can('admin'))).toBe('/admin/home');
    // a staff role lands on the first admin page its ability allows, never on the admin's own home
    const staffHome = homePath('auditor', can('auditor', [{ action: 'read', subject: 'dashboards' }]));
    expect(staffHome).not.toBe('/client/dashboards');
    expect(staffHome).not.toBe('/admin/home');
  });
});
