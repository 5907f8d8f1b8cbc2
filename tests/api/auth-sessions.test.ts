import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, createVerifiedUser, login, resetClock } from './helpers/accounts';
import { call } from './http';

const MINUTE = 60_000;

afterEach(async () => {
  await resetClock();
});

describe('token expiry', () => {
  it('ends a session idle for 31 minutes', async () => {
    const { token } = await createVerifiedUser();
    await advanceClock(31 * MINUTE);
    const reply = await call('/profile', { token });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
  });

  it('keeps a session used every 20 minutes alive (sliding), but not past 8 hours', async () => {
    const { token } = await createVerifiedUser();
    // 23 steps of 20 min = 7 h 40 min: still alive
    for (let step = 1; step <= 23; step++) {
      await advanceClock(20 * MINUTE);
      const reply = await call('/profile', { token });
      expect(reply.status, `after ${step * 20} minutes`).toBe(200);
    }
    await advanceClock(20 * MINUTE); // 8 h 00 min
    expect((await call('/profile', { token })).status).toBe(401);
  });

  it('a fresh sign-in after expiry works', async () => {
    const account = await createVerifiedUser();
    await advanceClock(31 * MINUTE);
    const token = await login(account.email, account.password);
    expect((await call('/profile', { token })).status).toBe(200);
  });
});

describe('GET /api/sessions and DELETE /api/sessions/:id', () => {
  it('lists the live sessions with device, address and the current one marked', async () => {
    const account = await createVerifiedUser();
    const phone = await call('/login', {
      body: { email: account.email, password: account.password },
      ip: '10.20.30.40',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      },
    });
    const phoneToken = phone.body.content.access_token;
    const reply = await call('/sessions', { token: account.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(2);
    const current = reply.body.data.filter((s: any) => s.current);
    expect(current).toHaveLength(1);
    const other = reply.body.data.find((s: any) => !s.current);
    expect(other).toMatchObject({ device: 'Chrome on Android', ip: '10.20.30.40' });
    expect(Object.keys(other).sort()).toEqual([
      'created_at',
      'current',
      'device',
      'id',
      'ip',
      'last_seen_at',
    ]);
    expect(JSON.stringify(reply.body)).not.toContain(phoneToken);

    // ending the phone's session signs it out, and it leaves the list
    expect((await call(`/sessions/${other.id}`, { method: 'DELETE', token: account.token })).status).toBe(
      200,
    );
    expect((await call('/profile', { token: phoneToken })).status).toBe(401);
    const after = await call('/sessions', { token: account.token });
    expect(after.body.data.map((s: any) => s.id)).toEqual([current[0].id]);
    // already ended: 404
    expect((await call(`/sessions/${other.id}`, { method: 'DELETE', token: account.token })).status).toBe(
      404,
    );
  });

  it('does not list expired or signed-out sessions', async () => {
    const account = await createVerifiedUser();
    const second = await login(account.email, account.password);
    await call('/logout', { token: second });
    const reply = await call('/sessions', { token: account.token });
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0].current).toBe(true);
  });

  it("answers 404 for someone else's session and leaves it alive", async () => {
    const a = await createVerifiedUser();
    const b = await createVerifiedUser();
    const bSessions = await call('/sessions', { token: b.token });
    const bId = bSessions.body.data[0].id;
    const reply = await call(`/sessions/${bId}`, { method: 'DELETE', token: a.token });
    expect(reply.status).toBe(404);
    expect((await call('/profile', { token: b.token })).status).toBe(200);
  });

  it('can end the current session (like logout)', async () => {
    const account = await createVerifiedUser();
    const list = await call('/sessions', { token: account.token });
    const id = list.body.data[0].id;
    expect((await call(`/sessions/${id}`, { method: 'DELETE', token: account.token })).status).toBe(200);
    expect((await call('/profile', { token: account.token })).status).toBe(401);
  });

  it('validates the id and needs a token', async () => {
    const account = await createVerifiedUser();
    expect((await call('/sessions/abc', { method: 'DELETE', token: account.token })).status).toBe(400);
    expect((await call('/sessions/99999999999', { method: 'DELETE', token: account.token })).status).toBe(
      400,
    );
    expect((await call('/sessions')).status).toBe(401);
    expect((await call('/sessions/1', { method: 'DELETE' })).status).toBe(401);
  });
});
