import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, loginDemo } from './helpers/accounts';
import { call, uniqueEmail, uniqueIp } from './http';

// Issue 20, maintenance mode: the admin switches it on with a message and an expected end; while
// on, a client's writes (and a visitor's registration) are answered 503 with that message, reads
// still answer, and the admin keeps working; switched off, everything works again without a restart.

let admin: string;
let client: string;
// The writes go through an account of their own: marking the demo client's notifications read
// would change what other files of the suite, on the same server, find.
let writer: string;

const switchTo = (body: object, token = admin) => call('/maintenance', { method: 'PUT', body, token });

beforeAll(async () => {
  admin = await loginDemo('admin');
  client = await loginDemo('client');
  writer = (await createVerifiedUser()).token;
});

afterAll(async () => {
  await switchTo({ active: false });
});

describe('maintenance mode', () => {
  it('is off by default, and its status needs no session', async () => {
    const status = await call('/maintenance');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ active: false });
  });

  it('is switched by the admin only, with a message to show', async () => {
    expect((await switchTo({ active: true, message: 'Pemeliharaan' }, client)).status).toBe(403);
    expect((await call('/maintenance', { method: 'PUT', body: { active: false } })).status).toBe(401);
    const noMessage = await switchTo({ active: true });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.fields?.message).toBeTruthy();
    const badEnd = await switchTo({ active: true, message: 'x', ends_at: 'tomorrow' });
    expect(badEnd.status).toBe(400);
    expect((await switchTo({ active: false, surprise: 1 })).status).toBe(400);
    expect((await call('/maintenance')).body.active).toBe(false);
  });

  it("answers a client's writes 503 with the message while on; reads, sign-in and the admin go on", async () => {
    const endsAt = new Date(Date.now() + 2 * 3600_000).toISOString();
    const on = await switchTo({ active: true, message: 'Sistem sedang dipelihara', ends_at: endsAt });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ active: true, message: 'Sistem sedang dipelihara' });
    expect(Date.parse(on.body.ends_at)).toBe(Date.parse(endsAt));

    const write = await call('/notifications/read-all', { method: 'POST', token: writer });
    expect(write.status).toBe(503);
    expect(write.body).toMatchObject({ error: 'Sistem sedang dipelihara', code: 'maintenance' });
    expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(3600);

    const register = await call('/user', {
      body: {
        nama: 'Saat Pemeliharaan',
        email: uniqueEmail('maint'),
        password: 'Kopi-Susu-Gula-9',
        phone: '081311112222',
      },
      ip: uniqueIp(),
    });
    expect(register.status).toBe(503);

    expect((await call('/notifications', { token: client })).status).toBe(200);
    expect((await loginDemo('client')).length).toBeGreaterThan(10);
    expect((await call('/notifications/read-all', { method: 'POST', token: admin })).status).toBe(200);
    expect((await call('/maintenance', { token: client })).body).toMatchObject({ active: true });
  });

  it('switched off, lets the client write again at once', async () => {
    const off = await switchTo({ active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, message: null, ends_at: null });
    expect((await call('/notifications/read-all', { method: 'POST', token: writer })).status).toBe(200);
  });

  it('records each switch in the audit log', async () => {
    const log = await call('/admin/audit?target_type=maintenance', { token: admin });
    expect(log.status).toBe(200);
    const actions = JSON.stringify(log.body);
    expect(actions).toContain('maintenance.on');
    expect(actions).toContain('maintenance.off');
  });
});
