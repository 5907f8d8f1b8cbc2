// API part of `npm run bench`: the real server on PGlite and on PostgreSQL with the large seed
// (100,000 bills and 100,000 payments for one client, server/seed/large.ts), measured with
// autocannon at 1, 10 and 50 connections: requests a second and p50/p95/p99 latency of sign-in,
// profile, the bill list (a page of 50 of 100,000, sorted and filtered), the payment list and
// the slip list. PostgreSQL is the private test instance (scripts/pg-test.sh), database
// portal_bench, or BENCH_DATABASE_URL; it is skipped when neither is available. Both seeded
// databases are kept for the next run (bench/.cache/api-pglite and portal_bench; the seed skips
// a client that has its bills); BENCH_FRESH=1 seeds both again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { DEMO_ACCOUNTS } from '../server/seed/demo-accounts';
import { LARGE_CLIENT, seedLarge } from '../server/seed/large';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../src/contract/config';
import { startServer } from '../tests/api/start-server';

interface Histogram {
  getValueAtPercentile(p: number): number;
}
interface AutocannonResult {
  /** total: requests answered */
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;
// autocannon's own dependency: its latency histogram, built here so p95 can be read from it
const hdr = require('hdr-histogram-js') as { build(opts: Record<string, unknown>): Histogram };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10, 50];
const BILLS = 100_000;
const demoClient = DEMO_ACCOUNTS.find((a) => a.key === 'client')!;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** whose session: the large client, the demo client (E-Bupot demo slips) or none */
  as: 'large' | 'demo' | null;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/api/login',
    body: { email: LARGE_CLIENT.email, password: LARGE_CLIENT.password },
    as: null,
  },
  { name: 'profile', method: 'GET', path: '/api/profile', as: 'large' },
  {
    name: 'invoice list (50 of 100,000, filtered, sorted)',
    method: 'GET',
    path: '/api/invoice?perPage=50&page=20&status=LUNAS&sort=total:desc',
    as: 'large',
  },
  {
    name: 'transaksi list',
    method: 'GET',
    path: '/api/transaksi?perPage=50&page=5&status=TERBAYAR&sort=created_at:desc',
    as: 'large',
  },
  { name: 'bupot list', method: 'GET', path: '/api/bupot?perPage=50&sort=period&order=desc', as: 'demo' },
];

export interface ApiFigure {
  database: 'pglite' | 'postgres';
  endpoint: string;
  connections: number;
  /** null when no request finished within the run */
  requestsPerSecond: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  requests: number;
  failed: number;
}

/** Migrates and seeds (or keeps) the large client; answers the seconds the seed took. */
async function prepare(where: { databaseUrl?: string; dataDir?: string }): Promise<number> {
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir ?? '' });
  try {
    await migrate(database);
    const result = await seedLarge(database, {
      count: BILLS,
      quiet: true,
      force: Boolean(process.env.BENCH_FRESH),
    });
    return Math.round(result.seconds);
  } finally {
    await database.close();
  }
}

/** The real server without the periodic expiry sweep, which would compete with the load. */
const serve = (where: { databaseUrl?: string; dataDir?: string }) =>
  startServer({ ...where, env: { SWEEP_INTERVAL_SECONDS: '3600' } });

/** The private PostgreSQL's portal_bench database, or undefined when there is no PostgreSQL. */
function benchDatabaseUrl(): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  try {
    const url = execFileSync('bash', ['scripts/pg-test.sh', 'start'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop()!;
    return url.replace(/\/portal_test$/, '/portal_bench');
  } catch {
    return undefined;
  }
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { content: { access_token: string } }).content.access_token;
}

async function measure(database: ApiFigure['database'], base: string): Promise<ApiFigure[]> {
  const tokens = {
    large: await signIn(base, LARGE_CLIENT.email, LARGE_CLIENT.password),
    demo: await signIn(base, demoClient.email, demoClient.password),
  };
  const figures: ApiFigure[] = [];
  for (const s of SCENARIOS) {
    const headers: Record<string, string> = { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY };
    if (s.as) headers.authorization = `Bearer ${tokens[s.as]}`;
    if (s.body) headers['content-type'] = 'application/json';
    const check = await fetch(`${base}${s.path}`, {
      method: s.method,
      headers,
      body: s.body ? JSON.stringify(s.body) : undefined,
    });
    if (!check.ok)
      throw new Error(`${s.name} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
    if (s.path.startsWith('/api/invoice')) {
      const { total } = (await check.json()) as { total: number };
      if (total < 10_000) throw new Error(`the bill list holds ${total} rows: is the large seed there?`);
    }
    for (const connections of CONNECTIONS) {
      const latencies = hdr.build({
        bitBucketSize: 64,
        autoResize: true,
        lowestDiscernibleValue: 1,
        numberOfSignificantValueDigits: 3,
      });
      const result = await autocannon({
        url: `${base}${s.path}`,
        method: s.method,
        headers,
        body: s.body ? JSON.stringify(s.body) : undefined,
        connections,
        duration: SECONDS,
        timeout: 30,
        histograms: { latencies },
      });
      const done = result.requests.total > 0;
      figures.push({
        database,
        endpoint: s.name,
        connections,
        requestsPerSecond: done ? Math.round(result.requests.average * 10) / 10 : null,
        p50Ms: done ? result.latency.p50 : null,
        p95Ms: done ? latencies.getValueAtPercentile(95) : null,
        p99Ms: done ? result.latency.p99 : null,
        requests: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
      });
      console.log(
        `api ${database} ${s.name} ×${connections}: ${JSON.stringify(figures[figures.length - 1])}`,
      );
    }
  }
  return figures;
}

export async function run(meta: { commit: string; cores: number; cpu?: string }) {
  const figures: ApiFigure[] = [];
  const notes: string[] = [];
  const seeds: Record<string, number> = {};

  const load = loadavg()[0];
  const dataDir = resolve(import.meta.dirname, '.cache/api-pglite');
  if (process.env.BENCH_FRESH) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  seeds.pglite = await prepare({ dataDir });
  const pglite = await serve({ dataDir });
  try {
    figures.push(...(await measure('pglite', pglite.url)));
  } finally {
    await pglite.stop();
  }

  const pgUrl = benchDatabaseUrl();
  if (!pgUrl)
    notes.push('PostgreSQL: not available (no scripts/pg-test.sh server, no BENCH_DATABASE_URL); skipped.');
  else {
    seeds.postgres = await prepare({ databaseUrl: pgUrl });
    const server = await serve({ databaseUrl: pgUrl });
    try {
      figures.push(...(await measure('postgres', server.url)));
    } finally {
      await server.stop();
    }
  }

  const md = [
    '## API latency (autocannon against 127.0.0.1)',
    '',
    `Commit ${meta.commit}, ${meta.cores} cores${meta.cpu ? ` (${meta.cpu})` : ''}, load average ${load.toFixed(1)} at the start; ` +
      'the server and the load tool share the machine. ' +
      `${SECONDS} s a run; large seed: ${BILLS.toLocaleString('en')} bills and as many payments for one client ` +
      `(seed step ${Object.entries(seeds)
        .map(([db, s]) => `${s} s on ${db}`)
        .join(', ')}; 0 s when kept from a previous run); ` +
      "the slip list is the demo client's. – : no request finished within the run.",
    '',
    '| database | endpoint | connections | req/s | p50 ms | p95 ms | p99 ms | failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.database} | ${f.endpoint} | ${f.connections} | ${[f.requestsPerSecond, f.p50Ms, f.p95Ms, f.p99Ms].map((v) => v ?? '–').join(' | ')} | ${f.failed} |`,
    ),
    ...notes.map((n) => `\n${n}`),
  ];
  return {
    json: { meta, loadAverage: load, seconds: SECONDS, bills: BILLS, seedSeconds: seeds, figures, notes },
    markdown: md.join('\n'),
  };
}
