import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionListResponse, RolesResponse } from '../../contract/access';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { call } from './http';

// Staff roles stored in the database, their permission rows, and the server enforcing the same
// ability the portal shows (contract/acl.ts), from the staff member's next request.

const permissionId = async (admin: string, action: string, subject: string) => {
  const r = await call<PermissionListResponse>(`/admin/permissions?q=${subject}&perPage=100`, {
    token: admin,
  });
  const found = r.body.permissions.find((p) => p.action === action && p.subject === subject);
  if (!found) expect.fail(`no permission ${action} ${subject}`);
  return found.id;
};

const uniqueRole = (base: string) => `${base}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('roles and permissions', () => {
  let admin: string;
  let client: string;
  let staff: TestAccount;
  let roleId: number;
  let roleName: string;

  beforeAll(async () => {
    admin = await loginDemo('admin');
    client = await loginDemo('client');
    staff = await createVerifiedUser({ nama: 'Sari Staf Keuangan' });
    roleName = uniqueRole('auditor');
    const readUsers = await permissionId(admin, 'read', 'users');
    const created = await call('/admin/roles', {
      token: admin,
      body: { name: roleName, description: 'Reads accounts', permission_ids: [readUsers] },
    });
    expect(created.status).toBe(201);
    roleId = created.body.id;
    const assigned = await call(`/admin/users/${staff.user.id}/role`, {
      token: admin,
      method: 'PUT',
      body: { role: roleName },
    });
    expect(assigned.status).toBe(200);
  });

  it('lists the built-in roles first and the new role with its user and permission', async () => {
    const r = await call<RolesResponse>('/admin/roles', { token: admin });
    expect(r.status).toBe(200);
    expect(
      r.body.roles
        .slice(0, 2)
        .map((x) => x.name)
        .sort(),
    ).toEqual(['admin', 'client']);
    const mine = r.body.roles.find((x) => x.id === roleId);
    expect(mine).toMatchObject({ name: roleName, built_in: false, user_count: 1 });
    expect(mine?.users).toEqual([{ id: staff.user.id, nama: 'Sari Staf Keuangan' }]);
    expect(mine?.permission_ids).toHaveLength(1);
  });

  it("gives the staff member exactly the role's permissions, on the API as in the profile", async () => {
    const profile = await call('/profile', { token: staff.token });
    expect(profile.body.role).toBe(roleName);
    expect(profile.body.permissions).toEqual([{ action: 'read', subject: 'users' }]);
    expect((await call('/users', { token: staff.token })).status).toBe(200);
    // no 'update users': assigning a role is refused by the server, not only hidden
    const refused = await call(`/admin/users/${staff.user.id + 0}/role`, {
      token: staff.token,
      method: 'PUT',
      body: { role: 'client' },
    });
    expect(refused.status).toBe(403);
    expect((await call('/admin/roles', { token: staff.token })).status).toBe(403);
    expect((await call('/admin/summary', { token: staff.token })).status).toBe(403);
    // a staff member is not a client: the client's own views stay closed
    expect((await call('/dashboard', { token: staff.token })).status).toBe(403);
  });

  it("applies a change of the role's permissions on the next request, without signing out", async () => {
    const readUsers = await permissionId(admin, 'read', 'users');
    const readRoles = await permissionId(admin, 'read', 'roles');
    const changed = await call(`/admin/roles/${roleId}`, {
      token: admin,
      method: 'PUT',
      body: { name: roleName, description: 'Reads roles', permission_ids: [readRoles] },
    });
    expect(changed.status).toBe(200);
    expect((await call('/admin/roles', { token: staff.token })).status).toBe(200);
    expect((await call('/users', { token: staff.token })).status).toBe(403);
    await call(`/admin/roles/${roleId}`, {
      token: admin,
      method: 'PUT',
      body: { name: roleName, description: 'Reads accounts', permission_ids: [readUsers] },
    });
  });

  it('keeps the original fallback for a role without permission rows: CRUD on the subject asked for', async () => {
    const name = uniqueRole('support');
    const created = await call('/admin/roles', { token: admin, body: { name, permission_ids: [] } });
    const other = await createVerifiedUser({ nama: 'Budi Dukungan' });
    await call(`/admin/users/${other.user.id}/role`, { token: admin, method: 'PUT', body: { role: name } });
    expect((await call('/users', { token: other.token })).status).toBe(200);
    expect((await call('/admin/roles', { token: other.token })).status).toBe(200);
    // ...but never the admin's own area parts nobody names, nor the admin role
    const raise = await call(`/admin/users/${staff.user.id}/role`, {
      token: other.token,
      method: 'PUT',
      body: { role: 'admin' },
    });
    expect(raise.status).toBe(403);
    await call(`/admin/users/${other.user.id}/role`, {
      token: admin,
      method: 'PUT',
      body: { role: 'client' },
    });
    expect((await call(`/admin/roles/${created.body.id}`, { token: admin, method: 'DELETE' })).status).toBe(
      200,
    );
  });

  it('refuses what would break the rules with a clear 4xx', async () => {
    const builtIn = (await call<RolesResponse>('/admin/roles', { token: admin })).body.roles.find(
      (r) => r.name === 'admin',
    );
    const cases: [string, Parameters<typeof call>[1], number, string][] = [
      ['/admin/roles', { body: { name: 'admin' } }, 400, 'built-in'],
      ['/admin/roles', { body: { name: roleName } }, 409, 'exists'],
      ['/admin/roles', { body: { name: '9lives' } }, 400, 'letter'],
      [
        '/admin/roles',
        { body: { name: uniqueRole('x'), permission_ids: [999999] } },
        400,
        'No such permission',
      ],
      [`/admin/roles/${builtIn?.id}`, { method: 'DELETE' }, 400, 'built-in'],
      [`/admin/roles/${roleId}`, { method: 'DELETE' }, 409, 'still has 1 user'],
      ['/admin/roles/999999', { method: 'DELETE' }, 404, 'No such role'],
      ['/admin/permissions', { body: { name: 'Baca', action: 'fly', subject: 'users' } }, 400, 'action'],
      [
        '/admin/permissions',
        { body: { name: 'Read users', action: 'read', subject: 'users' } },
        409,
        'exists',
      ],
      [`/admin/users/${staff.user.id}/role`, { method: 'PUT', body: { role: 'nope' } }, 400, 'No such role'],
    ];
    for (const [path, init, status, words] of cases) {
      const r = await call(path, { token: admin, ...init });
      expect(r.status, `${path} ${JSON.stringify(init)}`).toBe(status);
      expect(r.body.error).toContain(words);
    }
    const me = (await call('/profile', { token: admin })).body.id;
    const own = await call(`/admin/users/${me}/role`, {
      token: admin,
      method: 'PUT',
      body: { role: 'client' },
    });
    expect(own.status).toBe(400);
  });

  it('manages permissions (paged, with the roles holding each) and removes a deleted one from its roles', async () => {
    const page = await call<PermissionListResponse>('/admin/permissions?perPage=10&page=1', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.permissions).toHaveLength(10);
    expect(page.body.total).toBeGreaterThanOrEqual(40);
    const created = await call('/admin/permissions', {
      token: admin,
      body: { name: uniqueRole('Export audit'), action: 'create', subject: 'audit' },
    });
    expect(created.status).toBe(201);
    const holder = uniqueRole('exporter');
    const role = await call('/admin/roles', {
      token: admin,
      body: { name: holder, permission_ids: [created.body.id] },
    });
    const listed = await call<PermissionListResponse>(`/admin/permissions?q=${created.body.name}`, {
      token: admin,
    });
    expect(listed.body.permissions[0].roles).toEqual([holder]);
    const gone = await call(`/admin/permissions/${created.body.id}`, { token: admin, method: 'DELETE' });
    expect(gone.status).toBe(200);
    const after = (await call<RolesResponse>('/admin/roles', { token: admin })).body.roles.find(
      (r) => r.id === role.body.id,
    );
    expect(after?.permission_ids).toEqual([]);
  });

  it('audits every change with who, what, before and after', async () => {
    const r = await call(`/admin/audit?target_type=role&target_id=${roleId}`, { token: admin });
    expect(r.status).toBe(200);
    const actions = r.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toContain('role.create');
    expect(actions).toContain('role.update');
    const update = r.body.entries.find((e: { action: string }) => e.action === 'role.update');
    expect(update.actor.nama).toBeTruthy();
    expect(update.before).toHaveProperty('permission_ids');
    expect(update.after).toHaveProperty('description');
    const assign = await call(`/admin/audit?target_type=user&target_id=${staff.user.id}`, { token: admin });
    expect(assign.body.entries[0]).toMatchObject({ action: 'user.role', after: { role: roleName } });
  });

  it('is closed to clients', async () => {
    for (const path of ['/admin/roles', '/admin/permissions', '/admin/audit'])
      expect((await call(path, { token: client })).status, path).toBe(403);
  });
});
