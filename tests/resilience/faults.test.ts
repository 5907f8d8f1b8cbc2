import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../api/reset-postgres';
import { type RunningServer, startServer } from '../api/start-server';
import { inBatches, login, randomIp } from './lib/accounts';
import { createClient, explain, type Req } from './lib/http';
import { brokenInvariants } from './lib/invariants';
import { pgTestScript, privatePostgres, type Query, sqlOn } from './lib/postgres';
import { makeTenants } from './lib/setup';
import { emptyAcknowledged, lostWrites, runMix, summarize } from './lib/workload';

// Faults: the database stopped under load, the server killed during writes, a graceful stop.

const script = pgTestScript();
/** our own PostgreSQL instance: stopping it disturbs no other suite */
const FAULT_PG_PORT = 54341;
const OUTAGE_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's errors (logged 5xx, an uncaught exception) and whether it is still running. */
const serverErrors = (server: RunningServer) =>
  [
    server.proc.exitCode === null ? 'server running' : `server exited with code ${server.proc.exitCode}`,
    ...server
      .output()
      .split('\n')
      .filter((l) => l && !/"level":"info"/.test(l))
      .slice(-12),
  ].join('\n');

/** How many of each kind: "500 internal" → 6. */
const tally = (items: string[]) => {
  const out: Record<string, number> = {};
  for (const i of items) out[i] = (out[i] ?? 0) + 1;
  return out;
};

describe.skipIf(!script)('PostgreSQL stopped for 5 s under load', () => {
  const pg = privatePostgres(script ?? '', FAULT_PG_PORT);
  let server: RunningServer | undefined;
  let temp: Awaited<ReturnType<typeof createTempDatabase>> | undefined;

  afterAll(async () => {
    await server?.stop();
    await pg.start().catch(() => {});
    await temp?.drop().catch(() => {});
    await pg.stop();
  });

  it('fails fast with 503 during the outage, recovers by itself, loses no acknowledged write', async () => {
    temp = await createTempDatabase(await pg.start());
    server = await startServer({ databaseUrl: temp.url });
    const api = createClient(server.url, { maxSockets: 40 });
    const tenants = await makeTenants(api, 2, 30);

    const t0 = performance.now();
    const ack = emptyAcknowledged();
    const stop = { now: false };
    const mix = runMix(api, tenants, {
      connections: 20,
      durationMs: 60_000,
      stop,
      timeoutMs: 10_000,
      backoffMs: 100,
      startedAt: t0,
      ack,
      tolerate: (o) => o.status === 503 && o.code === 'db_unavailable',
    });
    await sleep(4_000);
    const downAt = performance.now() - t0;
    await pg.pause();
    const stoppedAt = performance.now() - t0;
    await sleep(OUTAGE_MS - (stoppedAt - downAt));
    const restartAt = performance.now() - t0;
    await pg.start();
    const upAt = performance.now() - t0;
    await sleep(6_000);
    stop.now = true;
    const run = await mix;
    api.close();
    const summary = summarize(run.outcomes, run.elapsedMs);
    console.log(`outage: down ${Math.round(downAt)}–${Math.round(upAt)} ms; ${JSON.stringify(summary)}`);

    // nothing but 503 db_unavailable as a failure, and only around the outage
    const failed = run.outcomes.filter((o) => o.status === 0 || o.status >= 500);
    const not503 = failed.filter((o) => o.status !== 503 || o.code !== 'db_unavailable' || !o.message);
    expect(
      tally(not503.map((o) => `${o.status} ${o.code ?? o.error} ${o.message ?? ''}`)),
      `failures other than 503 db_unavailable; ${serverErrors(server)}`,
    ).toEqual({});
    expect(run.unexpected, 'answers outside each action’s allowed statuses').toEqual([]);
    const outside = failed.filter((o) => o.at + o.ms < downAt || o.at > upAt + 3_000);
    expect(outside.map((o) => `${o.action} at ${Math.round(o.at)} ms`)).toEqual([]);

    // requests sent while the database was down were answered 503 quickly
    const during = run.outcomes.filter((o) => o.at > stoppedAt + 200 && o.at + o.ms < restartAt);
    expect(during.length).toBeGreaterThan(10);
    const slow = during.filter((o) => o.ms > 3_000);
    expect(slow.map((o) => `${o.action} ${Math.round(o.ms)} ms`)).toEqual([]);
    expect(during.filter((o) => o.status !== 503)).toEqual([]);

    // back by itself: what was sent 3 s after the restart succeeded
    const after = run.outcomes.filter((o) => o.at > upAt + 3_000);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status === 0 || o.status >= 500)).toEqual([]);
    const firstOk = run.outcomes.find((o) => o.at > upAt && o.status >= 200 && o.status < 300);
    console.log(
      `outage: first success ${firstOk ? Math.round(firstOk.at - upAt) : '–'} ms after the restart`,
    );

    const db = sqlOn(temp.url);
    try {
      expect(await lostWrites(db.query, ack)).toEqual([]);
      expect(await brokenInvariants(db.query)).toEqual([]);
    } finally {
      await db.end();
    }
    expect(server.proc.exitCode).toBeNull();
  });
});

describe('server killed and stopped on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-resilience-'));
  let server: RunningServer | undefined;
  const ack = emptyAcknowledged();

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGKILL during writes: the data opens after a restart and nothing acknowledged is lost', async () => {
    server = await startServer({ dataDir });
    let api = createClient(server.url, { maxSockets: 16 });
    const tenants = await makeTenants(api, 1, 20);
    const t0 = performance.now();
    const mix = runMix(api, tenants, {
      connections: 8,
      durationMs: 4_000,
      timeoutMs: 5_000,
      backoffMs: 100,
      startedAt: t0,
      ack,
      tolerate: (o) => o.status === 0,
    });
    await sleep(2_000);
    const killedAt = performance.now() - t0;
    server.proc.kill('SIGKILL');
    const run = await mix;
    api.close();
    const before = run.outcomes.filter((o) => o.at + o.ms < killedAt);
    expect(before.filter((o) => o.status === 0 || o.status >= 500)).toEqual([]);
    expect(ack.vas.size + ack.slips.size + ack.topups.size).toBeGreaterThan(0);

    server = await startServer({ dataDir });
    api = createClient(server.url, { maxSockets: 48 });
    const tenant = tenants[0];
    const token = await login(api, tenant.account.email, tenant.account.password);
    tenant.account.token = token;
    const list = await api.request({ path: '/invoice?perPage=50', token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(20);
    api.close();
  });

  it('SIGTERM lets in-flight requests finish, then exits 0; the data holds after', async () => {
    if (!server || server.proc.exitCode !== null) throw new Error('the restarted server is not running');
    const tenant = { bills: [] as number[], token: '' };
    const api = createClient(server.url, { maxSockets: 48, timeoutMs: 20_000 });
    tenant.token = await login(api, 'client@portalpajak.test', 'klien-demo-2026');
    const open = await api.request({ path: '/invoice?perPage=50&status=BELUM_DIBAYAR', token: tenant.token });
    tenant.bills = open.body.invoices.map((i: { id: number }) => i.id);
    // open the connections first, so every request below is on a socket the server accepted
    await Promise.all(Array.from({ length: 48 }, () => api.request({ path: '/dev/health', apiKey: null })));

    const requests: Req[] = [
      // 8, under the 10 sign-ins an account may have in flight at once (each takes a slot first)
      ...Array.from({ length: 8 }, () => ({
        path: '/login',
        body: { email: 'client2@portalpajak.test', password: 'klien-dua-2026' },
        ip: randomIp(),
      })),
      ...Array.from({ length: 24 }, (_, i) => ({
        path: `/invoice?perPage=100&sort=${i % 2 ? 'total:desc' : 'nomor:asc'}`,
        token: tenant.token,
      })),
      ...tenant.bills.slice(0, 12).map((id) => ({
        method: 'POST',
        path: '/createbriva',
        token: tenant.token,
        body: { invoice_id: id },
      })),
    ];
    const exited = new Promise<number | null>((resolve) =>
      server!.proc.once('exit', (code) => resolve(code)),
    );
    const inFlight = inBatches(requests, requests.length, (req) => api.request(req));
    await sleep(100);
    const signalledAt = performance.now();
    server.proc.kill('SIGTERM');
    const replies = await inFlight;
    const lastAnswerAt = performance.now();
    const code = await exited;
    const now = performance.now();
    console.log(
      `drain: ${requests.length} in flight, answered ${Math.round(lastAnswerAt - signalledAt)} ms after SIGTERM, ` +
        `exit ${code} ${Math.round(now - lastAnswerAt)} ms after the last answer`,
    );
    api.close();
    const bad = replies
      .map((r, i) => ({ r, req: requests[i] }))
      .filter(({ r }) => r.status < 200 || r.status >= 300);
    expect(bad.map(({ r, req }) => explain(req, r))).toEqual([]);
    expect(code).toBe(0);
    for (const [i, r] of replies.entries())
      if (requests[i].path === '/createbriva' && r.status === 201)
        ack.vas.set(r.body.transaksi.id, r.body.transaksi.invoice_id);

    const pglite = await PGlite.create(dataDir);
    try {
      const query: Query = async (text, params) => (await pglite.query(text, params)).rows as never[];
      expect(await lostWrites(query, ack)).toEqual([]);
      expect(await brokenInvariants(query)).toEqual([]);
    } finally {
      await pglite.close();
    }
  });
});
