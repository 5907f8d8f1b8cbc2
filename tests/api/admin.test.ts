import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, loginDemo } from './helpers/accounts';
import { call } from './http';

describe('admin endpoints', () => {
  let admin: string;
  let client: string;

  beforeAll(async () => {
    admin = await loginDemo('admin');
    client = await loginDemo('client');
  });

  it('lists every account with role counts, paged', async () => {
    const fresh = await createVerifiedUser({ nama: 'Zainal Admin Test' });
    const r = await call('/users?perPage=10&page=1', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.users.length).toBeLessThanOrEqual(10);
    expect(r.body.total).toBeGreaterThanOrEqual(3);
    expect(r.body.params).toMatchObject({ page: 1, perPage: 10 });
    expect(r.body.allData.admin).toBeGreaterThanOrEqual(1);
    expect(r.body.allData.client).toBeGreaterThanOrEqual(2);
    expect(r.body.users[0]).not.toHaveProperty('password_hash');

    const found = await call(`/users?q=${encodeURIComponent(fresh.email)}`, { token: admin });
    expect(found.body.total).toBe(1);
    expect(found.body.users[0]).toMatchObject({ email: fresh.email, role: 'client' });
  });

  it('filters by role and escapes LIKE wildcards in the search', async () => {
    const admins = await call('/users?role=admin', { token: admin });
    expect(admins.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const wildcard = await call('/users?q=%25', { token: admin });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.total).toBe(0);
  });

  it('rejects bad queries with a clear 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'perPage=7',
      `role=${'x'.repeat(41)}`,
      `q=${'x'.repeat(101)}`,
    ]) {
      const r = await call(`/users?${query}`, { token: admin });
      expect(r.status, query).toBe(400);
      expect(r.body.error, query).toEqual(expect.any(String));
    }
  });

  it('answers figures over every client', async () => {
    const r = await call('/admin/summary', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.clients).toBeGreaterThanOrEqual(2);
    for (const key of ['unpaid_invoices', 'pending_payments', 'paid_this_month'] as const) {
      expect(r.body[key].count).toEqual(expect.any(Number));
      expect(r.body[key].total).toEqual(expect.any(Number));
    }
    expect(r.body.issued_slips).toEqual(expect.any(Number));
  });

  it('is closed to clients (403) and to callers without a token (401)', async () => {
    expect((await call('/users', { token: client })).status).toBe(403);
    expect((await call('/admin/summary', { token: client })).status).toBe(403);
    expect((await call('/users')).status).toBe(401);
    expect((await call('/admin/summary')).status).toBe(401);
  });
});

describe('admin users sorting', () => {
  it('sorts by a whitelisted column and rejects anything else', async () => {
    const admin = await loginDemo('admin');
    const asc = await call('/users?sort=email:asc&perPage=100', { token: admin });
    const emails = asc.body.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const bad = await call(`/users?sort=${encodeURIComponent('id;DROP TABLE users:asc')}`, { token: admin });
    expect(bad.status).toBe(400);
  });
});
