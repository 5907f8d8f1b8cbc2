import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { createVerifiedUser } from './helpers/accounts';
import { apiUrl, call, uniqueEmail } from './http';
import { productionEnv, type RunningServer, startServer } from './start-server';

describe('API key', () => {
  it.each([
    ['missing', null, 'api_key_missing'],
    ['wrong', 'not-the-key', 'api_key_invalid'],
    ['a prefix of the key', DEFAULT_API_KEY.slice(0, -1), 'api_key_invalid'],
  ])('answers 401 when the key is %s', async (_label, apiKey, code) => {
    const account = await createVerifiedUser();
    const reply = await call('/profile', { apiKey, token: account.token });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(code);
    expect(reply.body.error).toBeTruthy();
    const login = await call('/login', {
      apiKey,
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(401);
  });
});

describe('security headers', () => {
  it('are on answers of every kind', async () => {
    const account = await createVerifiedUser();
    const replies = [
      await call('/profile', { token: account.token }),
      await call('/profile'),
      await call('/login', { body: {} }),
      await call('/login', { apiKey: null, body: {} }),
    ];
    for (const reply of replies) {
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBeTruthy();
    }
  });
});

describe('development routes', () => {
  it('answer without the API key in test mode', async () => {
    const reply = await call(`/dev/mailbox?email=${encodeURIComponent(uniqueEmail())}`, { apiKey: null });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ messages: [] });
  });

  it('validate the clock body', async () => {
    expect((await call('/dev/clock', { body: { advanceMs: 'soon' } })).status).toBe(400);
    expect((await call('/dev/clock', { body: {} })).status).toBe(400);
    const reset = await call('/dev/clock', { body: { reset: true } });
    expect(reset.status).toBe(200);
    expect(Math.abs(Date.parse(reset.body.now) - Date.now())).toBeLessThan(5000);
  });
});

describe('a production server', () => {
  let server: RunningServer;
  // the settings production cannot start without (tests/unit/config.test.ts); the mail server
  // address is closed, so each code mail fails and is retried in the log
  const PRODUCTION_API_KEY = 'a-production-api-key-of-this-test';
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${path}`, {
      ...init,
      headers: {
        [DEFAULT_API_KEY_HEADER]: PRODUCTION_API_KEY,
        'content-type': 'application/json',
        ...init.headers,
      },
    });

  beforeAll(async () => {
    server = await startServer({ env: productionEnv(PRODUCTION_API_KEY) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has no development mailbox or clock', async () => {
    expect(server.url).not.toBe(apiUrl());
    for (const path of ['/dev/mailbox?email=a%40b.test', '/dev/health']) {
      expect((await api(path)).status).toBe(404);
    }
    const clock = await api('/dev/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 60_000 }) });
    expect(clock.status).toBe(404);
  });

  it('never writes passwords or codes to its log', async () => {
    const email = uniqueEmail('prod');
    const password = 'Rendang-Padang-4455';
    const register = await api('/user', {
      method: 'POST',
      body: JSON.stringify({ nama: 'Prod User', email, password, phone: '081234567890' }),
    });
    expect(register.status).toBe(200);
    const login = await api('/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    expect(login.status).toBe(403);
    // the request log has the lines, not the secrets
    await new Promise((r) => setTimeout(r, 100));
    const log = server.output();
    expect(log).toContain('"path":"/api/login"');
    expect(log).not.toContain(password);
    expect(log).not.toMatch(/Your code|Kode Anda/);
    // the send log names the mail and a redacted address, never the address or the code
    await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/"msg":"mail not sent yet/);
    expect(server.output()).toContain(`"to":"${email[0]}***@`);
    expect(server.output()).not.toContain(`"to":"${email}"`);
  });
});
