import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../api/reset-postgres';
import { type RunningServer, startServer } from '../api/start-server';
import { createClient } from './lib/http';
import { brokenInvariants, ledgerBalances } from './lib/invariants';
import { sqlOn, testDatabaseUrl } from './lib/postgres';
import { makeTenants } from './lib/setup';
import { lostWrites, runMix, summarize, type Tenant } from './lib/workload';

// Load: 100 connections for 30 s of the portal's mix on PostgreSQL; no 5xx, no timeouts, and
// afterwards the money and numbering rules hold in the database.

const pgUrl = testDatabaseUrl();
const CONNECTIONS = 100;
const DURATION_MS = 30_000;

describe.skipIf(!pgUrl)('load on PostgreSQL', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let server: RunningServer;
  let db: ReturnType<typeof sqlOn>;
  let api: ReturnType<typeof createClient>;
  let tenants: Tenant[];

  beforeAll(async () => {
    temp = await createTempDatabase(pgUrl!);
    server = await startServer({ databaseUrl: temp.url });
    api = createClient(server.url, { maxSockets: CONNECTIONS + 10 });
    db = sqlOn(temp.url);
    tenants = await makeTenants(api, 4, 60);
  });

  afterAll(async () => {
    api?.close();
    await db?.end();
    await server?.stop();
    await temp?.drop();
  });

  it(`answers ${CONNECTIONS} connections for ${DURATION_MS / 1000} s without a 5xx or a timeout; every rule holds after`, async () => {
    const run = await runMix(api, tenants, {
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
      timeoutMs: 10_000,
    });
    const summary = summarize(run.outcomes, run.elapsedMs);
    console.log(`load: ${JSON.stringify(summary)}`);

    const failures = run.outcomes.filter((o) => o.status === 0 || o.status >= 500);
    expect(
      failures.length,
      `5xx or no answer:\n${run.unexpected.join('\n')}\n${server.output().slice(-3000)}`,
    ).toBe(0);
    expect(run.unexpected, 'answers outside each action’s allowed statuses').toEqual([]);
    expect(summary.requests).toBeGreaterThan(1000);
    // the mix really wrote: payments, wallet and slips
    expect(run.acknowledged.vas.size).toBeGreaterThan(0);
    expect(run.acknowledged.paid.size).toBeGreaterThan(0);
    expect(run.acknowledged.issued.size).toBeGreaterThan(0);

    expect(await brokenInvariants(db.query)).toEqual([]);
    expect(await lostWrites(db.query, run.acknowledged)).toEqual([]);

    // what each client's wallet answers is the sum of its ledger
    const balances = await ledgerBalances(db.query);
    for (const t of tenants) {
      const reply = await api.request({ path: '/dompet', token: t.account.token });
      expect(reply.status).toBe(200);
      expect(reply.body.balance).toBe(balances.get(t.account.id) ?? 0);
    }
    // issued numbers are distinct within each client
    const numbers = await db.query<{ user_id: number; number: string }>(
      `SELECT user_id, number FROM bupot WHERE id = ANY($1::int[])`,
      [[...run.acknowledged.issued.keys()]],
    );
    const keys = numbers.map((n) => `${n.user_id}/${n.number}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
