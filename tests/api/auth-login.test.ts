import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { advanceClock, createVerifiedUser, login, registerUser, resetClock } from './helpers/accounts';
import { call, uniqueEmail, uniqueIp } from './http';

afterEach(async () => {
  await resetClock();
});

describe('POST /api/login', () => {
  it('answers { content: { access_token } } with an opaque 256-bit token', async () => {
    const account = await createVerifiedUser();
    const reply = await call('/login', {
      body: { email: ` ${account.email.toUpperCase()}`, password: account.password },
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['content']);
    const token: string = reply.body.content.access_token;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).not.toContain(account.email);
    // each sign-in is its own token
    expect(token).not.toBe(account.token);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.key, a.email, a.password, a.role]))(
    'signs the demo account %s in',
    async (_key, email, password, role) => {
      const token = await login(email, password);
      const profile = await call('/profile', { token });
      expect(profile.body.role).toBe(role);
      expect(profile.body.email_verified_at).toBeTruthy();
    },
  );

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const account = await createVerifiedUser();
    const ip = uniqueIp();
    const wrong = await call('/login', { body: { email: account.email, password: 'not-the-password' }, ip });
    const unknown = await call('/login', {
      body: { email: uniqueEmail('ghost'), password: 'not-the-password' },
      ip,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('refuses an unconfirmed account with 403 email_unverified, only with the right password', async () => {
    const { email, password } = await registerUser();
    const right = await call('/login', { body: { email, password } });
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('email_unverified');
    expect(right.body.error).toMatch(/confirm/i);
    const wrong = await call('/login', { body: { email, password: 'wrong-password' }, ip: uniqueIp() });
    expect(wrong.status).toBe(401);
  });

  it.each([
    ['no body fields', {}],
    ['a bad email', { email: 'x@', password: 'whatever-123' }],
    ['an empty password', { email: 'a@b.test', password: '' }],
    ['a numeric password', { email: 'a@b.test', password: 12345678 }],
  ])('answers 400 for %s', async (_label, body) => {
    const reply = await call('/login', { body });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
  });

  it('answers malformed JSON with 400', async () => {
    const reply = await call('/login', { raw: '{"email":' });
    expect(reply.status).toBe(400);
  });

  it('blocks an account after 10 failures in 15 minutes (429 + Retry-After), even with the right password', async () => {
    const account = await createVerifiedUser();
    for (let i = 0; i < 10; i++) {
      const reply = await call('/login', {
        body: { email: account.email, password: `wrong-${i}-pass` },
        ip: uniqueIp(),
      });
      expect(reply.status).toBe(401);
    }
    const blocked = await call('/login', {
      body: { email: account.email, password: account.password },
      ip: uniqueIp(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.retryAfter).toBeGreaterThan(0);
    expect(blocked.body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.retryAfter));
    // the existing session is untouched
    expect((await call('/profile', { token: account.token })).status).toBe(200);

    await advanceClock(blocked.body.retryAfter * 1000 + 1000);
    const later = await call('/login', {
      body: { email: account.email, password: account.password },
      ip: uniqueIp(),
    });
    expect(later.status).toBe(200);
  });

  it('does not block at 9 failures; a success clears the count', async () => {
    const account = await createVerifiedUser();
    for (let i = 0; i < 9; i++) {
      await call('/login', { body: { email: account.email, password: 'wrong-password' }, ip: uniqueIp() });
    }
    expect(
      (await call('/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(200);
    for (let i = 0; i < 9; i++) {
      await call('/login', { body: { email: account.email, password: 'wrong-password' }, ip: uniqueIp() });
    }
    expect(
      (await call('/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(200);
  });

  it('blocks an address after 50 failures, for any account, but not other addresses', async () => {
    const account = await createVerifiedUser();
    const ip = uniqueIp();
    for (let i = 0; i < 50; i++) {
      const reply = await call('/login', {
        body: { email: uniqueEmail('spray'), password: 'guess-123456' },
        ip,
      });
      expect(reply.status).toBe(401);
    }
    const blocked = await call('/login', { body: { email: account.email, password: account.password }, ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await call('/login', { body: { email: account.email, password: account.password }, ip: uniqueIp() }))
        .status,
    ).toBe(200);
  });
});

describe('GET /api/profile', () => {
  it('answers the user object, without secrets', async () => {
    const account = await createVerifiedUser({ nama: 'Agus Salim', phone: '+62 811 2222 333' });
    const reply = await call('/profile', { token: account.token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(
      [
        'id',
        'nama',
        'email',
        'role',
        'phone',
        'npwp',
        'company_name',
        'address',
        'city',
        'postal_code',
        'email_verified_at',
        'created_at',
      ].sort(),
    );
    expect(reply.body).toMatchObject({
      nama: 'Agus Salim',
      email: account.email,
      role: 'client',
      phone: '+628112222333',
      npwp: null,
    });
    expect(Number.isNaN(Date.parse(reply.body.created_at))).toBe(false);
    expect(JSON.stringify(reply.body)).not.toMatch(/argon|hash|password/i);
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { authorization: 'Bearer aGVsbG8td29ybGQtdGhpcy1pcy1ub3QtYS10b2tlbg' }],
    ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const reply = await call('/profile', { headers });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBeTruthy();
  });
});

describe('GET /api/logout', () => {
  it('revokes the token server-side; other sessions keep working', async () => {
    const account = await createVerifiedUser();
    const other = await login(account.email, account.password);
    const reply = await call('/logout', { token: account.token });
    expect(reply.status).toBe(200);
    expect((await call('/profile', { token: account.token })).status).toBe(401);
    expect((await call('/logout', { token: account.token })).status).toBe(401);
    expect((await call('/profile', { token: other })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await call('/logout')).status).toBe(401);
  });
});
