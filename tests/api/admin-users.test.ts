import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse, PermissionListResponse } from '../../contract/access';
import type { UserListResponse } from '../../contract/admin';
import type { UserCard, UserSessions } from '../../contract/admin/users';
import type { DevMailboxResponse } from '../../contract/auth';
import { createVerifiedUser, login, loginDemo, type TestAccount } from './helpers/accounts';
import { call, uniqueEmail } from './http';

// The admin's user management (issue 16): the original's list, add and delete calls, and the
// profile card, edit, suspension, forced reset and sessions under /admin/users/:id. Every change
// is audited; a staff role with only 'read users' reads but is refused every write.

const PASSWORD = 'Rendang-Padang-Sore-42';

const mailbox = async (email: string) =>
  (await call<DevMailboxResponse>(`/dev/mailbox?email=${encodeURIComponent(email)}`)).body.messages;

const auditOf = async (admin: string, id: number) =>
  (
    await call<AuditListResponse>(`/admin/audit?target_type=user&target_id=${id}&perPage=100`, {
      token: admin,
    })
  ).body.entries;

const findUser = async (admin: string, email: string) => {
  const r = await call<UserListResponse>(`/users?q=${encodeURIComponent(email)}`, { token: admin });
  expect(r.status).toBe(200);
  const row = r.body.users.find((u) => u.email === email);
  if (!row) expect.fail(`${email} not in the list`);
  return row;
};

const invite = (admin: string, data: Record<string, unknown>) =>
  call('/apps/users/add-user', {
    token: admin,
    body: { data },
    headers: { origin: 'https://portal.example' },
  });

describe('admin users', () => {
  let admin: string;
  let adminId: number;
  let client: TestAccount;

  beforeAll(async () => {
    admin = await loginDemo('admin');
    adminId = (await call('/profile', { token: admin })).body.id;
    client = await createVerifiedUser({ nama: 'Budi Klien Uji' });
  });

  it('lists accounts with status and last sign-in, filtered by status and any role', async () => {
    const row = await findUser(admin, client.email);
    expect(row).toMatchObject({ status: 'active', role: 'client', suspended_at: null });
    expect(row.last_sign_in_at).not.toBeNull();
    const pending = await call<UserListResponse>('/users?status=pending&perPage=100', { token: admin });
    expect(pending.status).toBe(200);
    expect(pending.body.users.every((u) => u.status === 'pending' && u.email_verified_at === null)).toBe(
      true,
    );
    expect(pending.body.params.status).toBe('pending');
    const all = await call<UserListResponse>('/users', { token: admin });
    const { active, pending: p, suspended, client: c, admin: a, staff } = all.body.allData;
    expect(active + p + suspended).toBe(c + a + staff);
    const bad = await call('/users?status=gone', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/status/);
    const sorted = await call<UserListResponse>('/users?sort=last_sign_in_at:desc', { token: admin });
    expect(sorted.status).toBe(200);
  });

  it('invites a person: the mail carries a 7-day code and a link that set the password and confirm the address', async () => {
    const email = uniqueEmail('invitee');
    const created = await invite(admin, {
      nama: 'Dewi Undangan',
      email,
      role: 'client',
      phone: '0812 3456 7890',
      npwp: '01.234.567.8-901.000',
      locale: 'en',
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email, status: 'pending', npwp: '0012345678901000' });
    const [mail] = await mailbox(email);
    expect(mail.subject).toBe('You are invited to Portal Pajak');
    expect(mail.text).toContain(`https://portal.example/reset-password?email=${encodeURIComponent(email)}`);
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('valid for 7 days');
    // no usable password before the invitation is used
    expect((await call('/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    const set = await call('/resetpassword', { body: { email, otp: mail.otp, password: PASSWORD } });
    expect(set.status).toBe(200);
    const token = await login(email, PASSWORD);
    expect((await call('/profile', { token })).body.email_verified_at).not.toBeNull();
    expect((await findUser(admin, email)).status).toBe('active');
    const trail = await auditOf(admin, created.body.user.id);
    expect(trail.find((e) => e.action === 'user.create')).toMatchObject({ actor: { id: adminId } });
  });

  it('refuses an invitation with bad fields (400 by field), an unknown role and a taken address (409)', async () => {
    const bad = await invite(admin, { nama: '', email: 'not-an-email', role: 'client' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['data.nama', 'data.email']));
    const noRole = await invite(admin, { nama: 'X', email: uniqueEmail(), role: 'astronaut' });
    expect(noRole.status).toBe(400);
    expect(noRole.body.fields['data.role']).toMatch(/No such role/);
    const taken = await invite(admin, { nama: 'X', email: client.email.toUpperCase(), role: 'client' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_taken' });
    expect(taken.body.error).toMatch(/exists already/);
    expect((await call('/apps/users/add-user', { token: admin, body: { nama: 'flat' } })).status).toBe(400);
  });

  it('shows the profile card and saves an edit with its values before and after', async () => {
    const card = await call<UserCard>(`/admin/users/${client.user.id}`, { token: admin });
    expect(card.status).toBe(200);
    expect(card.body.counts).toEqual({ bills: 0, unpaid_total: 0, payments: 0, slips: 0 });
    expect(card.body.wallet_balance).toBe(0);
    const saved = await call(`/admin/users/${client.user.id}`, {
      token: admin,
      method: 'PUT',
      body: { nama: 'Budi Santoso', phone: '', npwp: null, company_name: 'PT Uji Coba' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ nama: 'Budi Santoso', phone: null, company_name: 'PT Uji Coba' });
    const entry = (await auditOf(admin, client.user.id)).find((e) => e.action === 'user.update');
    expect(entry?.before).toMatchObject({ nama: 'Budi Klien Uji', phone: client.phone });
    expect(entry?.after).toMatchObject({ nama: 'Budi Santoso', phone: null });
    const invalid = await call(`/admin/users/${client.user.id}`, {
      token: admin,
      method: 'PUT',
      body: { nama: 'A', npwp: '123' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.npwp).toBeTruthy();
    expect((await call('/admin/users/999999999', { token: admin })).status).toBe(404);
  });

  it('suspends: the open session is refused with account_suspended, sign-in says why, the data stays; reactivation lets them back', async () => {
    const person = await createVerifiedUser();
    const before = await call('/profile', { token: person.token });
    expect(before.status).toBe(200);
    const suspended = await call(`/admin/users/${person.user.id}/suspend`, { token: admin, method: 'POST' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ status: 'suspended' });
    const refused = await call('/profile', { token: person.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'account_suspended' });
    expect(refused.body.error).toMatch(/suspended/);
    const signIn = await call('/login', { body: { email: person.email, password: person.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ code: 'account_suspended' });
    // a wrong password still answers like any wrong password: suspension is not told to strangers
    expect((await call('/login', { body: { email: person.email, password: 'wrong-one-1' } })).status).toBe(
      401,
    );
    const sessions = await call<UserSessions>(`/admin/users/${person.user.id}/sessions`, { token: admin });
    expect(sessions.body.data).toEqual([]);
    expect(sessions.body.sign_ins.length).toBeGreaterThanOrEqual(1);
    const again = await call(`/admin/users/${person.user.id}/suspend`, { token: admin, method: 'POST' });
    expect(again.status).toBe(409);
    expect((await findUser(admin, person.email)).status).toBe('suspended');
    const back = await call(`/admin/users/${person.user.id}/reactivate`, { token: admin, method: 'POST' });
    expect(back.status).toBe(200);
    expect(
      (await call(`/admin/users/${person.user.id}/reactivate`, { token: admin, method: 'POST' })).status,
    ).toBe(409);
    expect((await call('/profile', { token: await login(person.email, person.password) })).status).toBe(200);
    const actions = (await auditOf(admin, person.user.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.suspend', 'user.reactivate']));
    const entry = (await auditOf(admin, person.user.id)).find((e) => e.action === 'user.suspend');
    expect(entry?.before).toMatchObject({ status: 'active' });
    expect(entry?.after).toMatchObject({ status: 'suspended' });
  });

  it('never lets the admin suspend, delete or force-reset their own account', async () => {
    for (const [path, method, body] of [
      [`/admin/users/${adminId}/suspend`, 'POST', undefined],
      [`/admin/users/${adminId}/reset-password`, 'POST', undefined],
      ['/apps/users/delete', 'DELETE', { id: adminId }],
    ] as const) {
      const r = await call(path, { token: admin, method, body });
      expect(r.status, path).toBe(400);
      expect(r.body.code).toBe('own_account');
    }
    expect((await call('/profile', { token: admin })).status).toBe(200);
  });

  it('forces a password reset: sessions end and a reset code is mailed', async () => {
    const person = await createVerifiedUser();
    const r = await call(`/admin/users/${person.user.id}/reset-password`, { token: admin, method: 'POST' });
    expect(r.status).toBe(200);
    expect((await call('/profile', { token: person.token })).status).toBe(401);
    const [mail] = await mailbox(person.email);
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(
      (await call('/resetpassword', { body: { email: person.email, otp: mail.otp, password: PASSWORD } }))
        .status,
    ).toBe(200);
    await login(person.email, PASSWORD);
    expect((await auditOf(admin, person.user.id)).map((e) => e.action)).toContain('user.reset_password');
  });

  it('lists live sessions and revokes one', async () => {
    const person = await createVerifiedUser();
    const second = await login(person.email, person.password);
    const list = await call<UserSessions>(`/admin/users/${person.user.id}/sessions`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const [newest] = list.body.data;
    const revoked = await call(`/admin/users/${person.user.id}/sessions/${newest.id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect((await call('/profile', { token: second })).status).toBe(401);
    expect((await call('/profile', { token: person.token })).status).toBe(200);
    const gone = await call(`/admin/users/${person.user.id}/sessions/${newest.id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(gone.status).toBe(404);
    expect((await auditOf(admin, person.user.id)).map((e) => e.action)).toContain('user.session_revoke');
  });

  it('deletes an account without records; refuses one with bills, payments or slips (409, data kept)', async () => {
    const demo = await findUser(admin, 'client@portalpajak.test');
    const held = await call('/apps/users/delete', { token: admin, method: 'DELETE', body: { id: demo.id } });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('user_has_records');
    expect(held.body.error).toMatch(/\d+ bills?/);
    expect((await call(`/admin/users/${demo.id}`, { token: admin })).status).toBe(200);
    const person = await createVerifiedUser();
    const removed = await call('/apps/users/delete', {
      token: admin,
      method: 'DELETE',
      body: { id: person.user.id },
    });
    expect(removed.status).toBe(200);
    expect((await call(`/admin/users/${person.user.id}`, { token: admin })).status).toBe(404);
    expect((await call('/profile', { token: person.token })).status).toBe(401);
    const entry = (await auditOf(admin, person.user.id)).find((e) => e.action === 'user.delete');
    expect(entry?.before).toMatchObject({ email: person.email });
    expect(
      (await call('/apps/users/delete', { token: admin, method: 'DELETE', body: { id: 'x' } })).status,
    ).toBe(400);
    expect(
      (await call('/apps/users/delete', { token: admin, method: 'DELETE', body: { id: person.user.id } }))
        .status,
    ).toBe(404);
  });

  it('pages the slips of an account', async () => {
    const demo = await findUser(admin, 'client@portalpajak.test');
    const r = await call(`/admin/users/${demo.id}/slips?perPage=10`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeLessThanOrEqual(10);
    expect(r.body.total).toBeGreaterThanOrEqual(r.body.data.length);
    expect((await call(`/admin/users/${demo.id}/slips?perPage=7`, { token: admin })).status).toBe(400);
  });

  describe("a staff role with only 'read users'", () => {
    let staff: TestAccount;
    let target: TestAccount;
    let role: string;
    let roleId: number;
    let readUsersId: number;

    beforeAll(async () => {
      const perms = await call<PermissionListResponse>('/admin/permissions?q=users&perPage=100', {
        token: admin,
      });
      const readUsers = perms.body.permissions.find((p) => p.action === 'read' && p.subject === 'users');
      role = `reader-${Date.now().toString(36)}`;
      readUsersId = readUsers?.id as number;
      const created = await call('/admin/roles', {
        token: admin,
        body: { name: role, description: 'Reads accounts', permission_ids: [readUsers?.id] },
      });
      expect(created.status).toBe(201);
      roleId = created.body.id;
      staff = await createVerifiedUser({ nama: 'Rina Pembaca' });
      target = await createVerifiedUser();
      const assigned = await call(`/admin/users/${staff.user.id}/role`, {
        token: admin,
        method: 'PUT',
        body: { role },
      });
      expect(assigned.status).toBe(200);
      // the role filter takes any role's name
      const byRole = await call<UserListResponse>(`/users?role=${role}`, { token: admin });
      expect(byRole.body.users.map((u) => u.id)).toEqual([staff.user.id]);
    });

    it('reads the list, the card and the sessions', async () => {
      expect((await call('/users', { token: staff.token })).status).toBe(200);
      expect((await call(`/admin/users/${target.user.id}`, { token: staff.token })).status).toBe(200);
      expect((await call(`/admin/users/${target.user.id}/sessions`, { token: staff.token })).status).toBe(
        200,
      );
    });

    it('gets 403 from every write, and nothing changes', async () => {
      const id = target.user.id;
      const writes = [
        ['/apps/users/add-user', 'POST', { data: { nama: 'X', email: uniqueEmail(), role: 'client' } }],
        ['/apps/users/delete', 'DELETE', { id }],
        [`/admin/users/${id}`, 'PUT', { nama: 'Changed' }],
        [`/admin/users/${id}/suspend`, 'POST', undefined],
        [`/admin/users/${id}/reactivate`, 'POST', undefined],
        [`/admin/users/${id}/reset-password`, 'POST', undefined],
        [`/admin/users/${id}/sessions/1`, 'DELETE', undefined],
      ] as const;
      for (const [path, method, body] of writes) {
        const r = await call(path, { token: staff.token, method, body });
        expect(r.status, `${method} ${path}`).toBe(403);
      }
      expect((await call('/profile', { token: target.token })).status).toBe(200);
      expect((await findUser(admin, target.email)).status).toBe('active');
    });

    it("reads a client's bills with 'read invoices', payments and wallet with 'read payments'", async () => {
      const demo = await findUser(admin, 'client@portalpajak.test');
      const billing = (what: string, token = staff.token, query = '') =>
        call(`/admin/users/${demo.id}/${what}${query}`, { token });
      for (const what of ['bills', 'payments', 'wallet'])
        expect((await billing(what)).status, what).toBe(403);
      const perms = await call<PermissionListResponse>('/admin/permissions?perPage=100&q=read', {
        token: admin,
      });
      const readOf = (subject: string) =>
        perms.body.permissions.find((p) => p.action === 'read' && p.subject === subject)?.id as number;
      const grant = async (subjects: string[]) => {
        const r = await call(`/admin/roles/${roleId}`, {
          token: admin,
          method: 'PUT',
          body: { name: role, permission_ids: [readUsersId, ...subjects.map(readOf)] },
        });
        expect(r.status).toBe(200);
      };
      await grant(['invoices']);
      const bills = await billing('bills', staff.token, '?perPage=10');
      expect(bills.status).toBe(200);
      // the same rows the client reads on its own list
      const own = await call('/invoice?perPage=10', { token: await loginDemo('client') });
      expect(bills.body.invoices.map((i: { id: number }) => i.id)).toEqual(
        own.body.invoices.map((i: { id: number }) => i.id),
      );
      expect(bills.body.total).toBe(own.body.total);
      expect((await billing('payments')).status).toBe(403);
      await grant(['invoices', 'payments']);
      const payments = await billing('payments');
      expect(payments.status).toBe(200);
      expect(payments.body.transaksis.length).toBeGreaterThan(0);
      const wallet = await billing('wallet');
      expect(wallet.status).toBe(200);
      expect(typeof wallet.body.balance).toBe('number');
      expect((await billing('bills', staff.token, '?status=NOPE')).status).toBe(400);
      expect((await call(`/admin/users/999999/wallet`, { token: staff.token })).status).toBe(404);
      expect((await billing('wallet', client.token)).status).toBe(403);
      await grant([]);
    });

    it('is refused the list entirely without a session, and a client is refused too', async () => {
      expect((await call('/apps/users/add-user', { body: { data: {} } })).status).toBe(401);
      expect((await call(`/admin/users/${target.user.id}`, { token: client.token })).status).toBe(403);
    });
  });
});
