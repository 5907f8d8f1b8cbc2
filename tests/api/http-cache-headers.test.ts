import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DB } from '../../server/db/client';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { call, type Reply } from './http';

// Issue 12, item 3: no API answer may be kept by a browser or a shared cache (they carry tokens
// and account data), and each says which request headers it depends on. The portal's own files
// keep their caching: hashed assets for a year, index.html revalidated.

function expectPrivate(reply: Reply, what: string) {
  expect(reply.headers.get('cache-control'), what).toMatch(/(^|[\s,])no-store($|[\s,])/);
  expect(reply.headers.get('cache-control'), what).not.toMatch(/public|max-age=[1-9]/);
  const vary = (reply.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
  expect(vary, what).toEqual(expect.arrayContaining(['authorization', DEFAULT_API_KEY_HEADER]));
}

let client: string;
let admin: string;
let fresh: TestAccount;

beforeAll(async () => {
  [client, admin, fresh] = await Promise.all([loginDemo('client'), loginDemo('admin'), createVerifiedUser()]);
});

describe('API answers are never stored', () => {
  it('POST /api/login, whose body carries the bearer token', async () => {
    const reply = await call('/login', { body: { email: fresh.email, password: fresh.password } });
    expect(reply.status).toBe(200);
    expect(reply.body.content.access_token).toEqual(expect.any(String));
    expectPrivate(reply, 'POST /api/login');
  });

  const clientReads = [
    '/profile',
    '/sessions',
    '/notifications',
    '/app-bar/search?q=tagihan',
    '/dashboard',
    '/penjual',
    '/invoice',
    '/invoice/export.csv',
    '/transaksi',
    '/transaksi/export.csv',
    '/dompet',
    '/listbank',
    '/informasibank',
    '/kodeobjekpajak',
    '/bupot',
    '/bupot/signers',
    '/bupot/deadlines?masa=1&tahun=2026',
    '/bupot/export.csv',
    '/penandatangan',
    '/efin',
    '/sertifikat',
  ];
  it.each(clientReads)("a client's GET /api%s", async (path) => {
    const reply = await call(path, { token: client });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expectPrivate(reply, path);
  });

  it("a client's bill detail", async () => {
    const list = await call<{ invoices: { id: number }[] }>('/invoice', { token: client });
    const id = list.body.invoices[0]?.id;
    expect(id).toBeGreaterThan(0);
    const reply = await call(`/invoice/${id}`, { token: client });
    expect(reply.status).toBe(200);
    expectPrivate(reply, '/invoice/:id');
  });

  it.each(['/users', '/admin/summary', `/penandatangan?user_id=1`])("an admin's GET /api%s", async (path) => {
    const reply = await call(path, { token: admin });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expectPrivate(reply, path);
  });

  it('writes and sign-out', async () => {
    const readAll = await call('/notifications/read-all', { method: 'POST', token: fresh.token });
    expect(readAll.status, JSON.stringify(readAll.body)).toBeLessThan(300);
    expectPrivate(readAll, 'POST /notifications/read-all');
    const logout = await call('/logout', { token: fresh.token });
    expect(logout.status).toBe(200);
    expectPrivate(logout, 'GET /logout');
  });

  it.each([
    ['no session', '/profile', {}],
    ['no API key', '/profile', { apiKey: null }],
    ['an unknown endpoint', '/no-such-thing', { token: 'x' }],
  ] as const)('error answers too: %s', async (_what, path, opts) => {
    const reply = await call(path, opts);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expectPrivate(reply, path);
  });
});

describe("the portal's own files keep their caching", () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal Pajak</title>');
    writeFileSync(join(dir, 'assets', 'index-B4x9Qk2a.js'), 'console.log(1)');
    // static paths never reach the database
    app = createApp({ db: {} as DB, config: loadConfig({ STATIC_DIR: dir, LOG_REQUESTS: '0' }) });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hashed assets are cached for a year, immutable, with no Vary on the token', async () => {
    const res = await app.request('/assets/index-B4x9Qk2a.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary') ?? '').not.toMatch(/authorization/i);
  });

  it('index.html, for / and for any page route, is revalidated (no-cache), not no-store', async () => {
    for (const path of ['/', '/client/invoice/list']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Portal Pajak');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it("a missing asset (an older build's chunk) is a 404, not the page cached for a year in its place", async () => {
    const res = await app.request('/assets/index-gone000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age/);
  });
});
