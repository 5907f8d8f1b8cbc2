import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { configureLogger } from '../../server/lib/logger';
import { call } from './http';
import { productionEnv, type RunningServer, startServer } from './start-server';

// Issue 13, Operations: /api/health (the process answers) and /api/ready (the database answers
// and has every migration) for load balancers, without the API key, in production too; and a
// request id on every answer and on every log line written while serving it.

const MIGRATIONS = readdirSync(join(import.meta.dirname, '../../server/db/migrations')).filter((f) =>
  /^\d{4}_[\w-]+\.sql$/.test(f),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('probes on the test server', () => {
  it('answer without the API key: alive, and ready with every migration applied', async () => {
    const health = await call('/health', { apiKey: null });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    expect(health.headers.get('cache-control')).toContain('no-store');
    const ready = await call('/ready', { apiKey: null });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', migrations: { known: MIGRATIONS.length, pending: 0 } });
  });

  it('leave the API key required everywhere else', async () => {
    expect((await call('/profile', { apiKey: null })).status).toBe(401);
    expect((await call('/healthz', { apiKey: null })).status).toBe(401);
  });

  it('echo a plain X-Request-Id and replace an unsafe one with a new id', async () => {
    const kept = await call('/health', { apiKey: null, headers: { 'x-request-id': 'lb-7f3a.2:x_9' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.2:x_9');
    for (const bad of ['x'.repeat(65), 'a b', '"},{"level":"fatal']) {
      const reply = await call('/health', { apiKey: null, headers: { 'x-request-id': bad } });
      expect(reply.headers.get('x-request-id')).toMatch(UUID);
    }
    const [one, two] = await Promise.all([call('/profile', { apiKey: null }), call('/nowhere')]);
    expect(one.headers.get('x-request-id')).toMatch(UUID);
    expect(two.status).toBe(404);
    expect(two.headers.get('x-request-id')).toMatch(UUID);
    expect(one.headers.get('x-request-id')).not.toBe(two.headers.get('x-request-id'));
  });
});

describe('readiness against a database that is not ready', () => {
  const lines: Record<string, unknown>[] = [];
  let dir: string;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const ready = (requestId?: string) =>
    app.request('/api/ready', { headers: requestId ? { 'x-request-id': requestId } : {} });

  beforeAll(async () => {
    await configureLogger({ destination: { write: (line: string) => lines.push(JSON.parse(line)) } });
    dir = mkdtempSync(join(tmpdir(), 'portal-ready-'));
    database = await openDatabase({ dataDir: dir });
    app = createApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '1' }) });
  });
  afterAll(async () => {
    await configureLogger({});
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 before migrating, 200 after, 503 again when one is missing; each warning carries the request id', async () => {
    const fresh = await ready('probe-fresh');
    expect(fresh.status).toBe(503);
    expect(await fresh.json()).toMatchObject({
      status: 'not_ready',
      code: 'migrations_pending',
      migrations: { known: MIGRATIONS.length, pending: MIGRATIONS.length },
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        requestId: 'probe-fresh',
        msg: 'not ready: migrations pending',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', requestId: 'probe-fresh', path: '/api/ready', status: 503 }),
    );

    await migrate(database);
    expect((await ready()).status).toBe(200);

    const last = MIGRATIONS.at(-1);
    await database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last}`);
    const behind = await ready('probe-behind');
    expect(behind.status).toBe(503);
    const body = await behind.json();
    expect(body.migrations).toEqual({ known: MIGRATIONS.length, pending: 1 });
    expect(body.error).toBe(`1 of ${MIGRATIONS.length} database migrations are not applied`);
    expect(lines).toContainEqual(expect.objectContaining({ requestId: 'probe-behind', pending: [last] }));
  });

  it('answers 503 db_unavailable, promptly, when PostgreSQL does not answer', async () => {
    const down = await openDatabase({ databaseUrl: 'postgres://portal@127.0.0.1:9/portal', dataDir: dir });
    try {
      const downApp = createApp({ db: down.db, config: loadConfig({ NODE_ENV: 'test' }) });
      const started = Date.now();
      const reply = await downApp.request('/api/ready');
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({
        status: 'not_ready',
        error: 'The database does not answer',
        code: 'db_unavailable',
      });
      expect(Date.now() - started).toBeLessThan(2_500);
      expect((await downApp.request('/api/health')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('in production', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: productionEnv('a-production-api-key-for-the-probe-test') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the probes answer without the key, the rest still needs it, and each request logs one JSON line with its id', async () => {
    for (const path of ['/api/health', '/api/ready'])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    const refused = await fetch(`${server.url}/api/profile`, { headers: { 'x-request-id': 'prod-profile' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBe('prod-profile');
    expect((await fetch(`${server.url}/api/sessions`)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        requestId: 'prod-profile',
        method: 'GET',
        path: '/api/profile',
        status: 401,
      }),
    );
    expect(lines.find((l) => l.path === '/api/sessions')?.requestId).toMatch(UUID);
    // a load balancer asks every few seconds: answered probes are logged at debug, below LOG_LEVEL=info
    expect(lines.filter((l) => l.path === '/api/health' || l.path === '/api/ready')).toEqual([]);
    // every line of ours is structured (no pretty output in production); Hono's serveStatic warns
    // in plain text about the missing portal build this test runs without
    expect(
      server
        .output()
        .split('\n')
        .filter((l) => l && !l.startsWith('serveStatic:'))
        .every((l) => l.startsWith('{"level":')),
    ).toBe(true);
  });
});
