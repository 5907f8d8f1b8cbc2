// Billing API benchmark: 100,000 bills and 100,000 payments for one client (server/seed/large.ts),
// then list latency p50/p95/p99 for pages of 50 (sorted, filtered, searched, deep) and throughput
// under 50 concurrent connections (autocannon), on PGlite and, when scripts/pg-test.sh can start
// a private PostgreSQL, on PostgreSQL too. The seeded databases are kept in bench/.cache and reused.
// `node --import tsx bench/api-billing.ts [pglite|postgres]` prints JSON; run() feeds bench/run.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { LARGE_CLIENT, seedLarge } from '../server/seed/large';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../src/contract/config';
import { startServer } from '../tests/api/start-server';

const root = resolve(import.meta.dirname, '..');
const COUNT = 100_000;
const SAMPLES = 100;
const WARMUP = 5;
const CONNECTIONS = 50;
const SECONDS = 10;

type Kind = 'pglite' | 'postgres';

// autocannon ships no types; the few fields used here.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<{ requests: Histogram; latency: Histogram; non2xx: number; errors: number }>;

/** Pages of 50 the portal asks for; filters are chosen to match a sizeable share of the rows. */
function scenarios(): { name: string; path: string }[] {
  const year = new Date().getUTCFullYear();
  return [
    { name: 'bills, page 1, newest first', path: '/invoice?perPage=50' },
    { name: 'bills, status LUNAS, total desc', path: '/invoice?perPage=50&status=LUNAS&sort=total:desc' },
    {
      name: 'bills, issue dates in one year, due asc, page 20',
      path: `/invoice?perPage=50&date_from=${year - 1}-01-01&date_to=${year - 1}-12-31&sort=jatuh_tempo:asc&page=20`,
    },
    {
      name: 'bills, search "INV/" + status sort, page 3',
      path: '/invoice?perPage=50&q=INV%2F&sort=status:asc&page=3',
    },
    { name: 'bills, deep page 1,000 by number', path: '/invoice?perPage=50&page=1000&sort=nomor:asc' },
    {
      name: 'payments, BRI + TERBAYAR, amount desc',
      path: '/transaksi?perPage=50&bank=BRI&status=TERBAYAR&sort=amount:desc',
    },
    { name: 'dashboard', path: '/dashboard' },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 10) / 10;

async function postgresUrl(): Promise<string | undefined> {
  let base: string;
  try {
    base = execFileSync('bash', [resolve(root, 'scripts/pg-test.sh'), 'start'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
  const admin = new pg.Client({ connectionString: base.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'portal_bench_billing'");
    if (!found.rowCount) await admin.query('CREATE DATABASE portal_bench_billing');
  } finally {
    await admin.end();
  }
  return base.replace(/\/[^/]+$/, '/portal_bench_billing');
}

async function prepare(
  kind: Kind,
): Promise<{ databaseUrl?: string; dataDir?: string; seedSeconds: number } | undefined> {
  const databaseUrl = kind === 'postgres' ? await postgresUrl() : undefined;
  if (kind === 'postgres' && !databaseUrl) return undefined;
  const dataDir = kind === 'pglite' ? resolve(root, 'bench/.cache/billing-pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' });
  try {
    await migrate(database);
    const result = await seedLarge(database, { count: COUNT, quiet: true });
    return { databaseUrl, dataDir, seedSeconds: round(result.seconds) };
  } finally {
    await database.close();
  }
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY },
    body: JSON.stringify({ email: LARGE_CLIENT.email, password: LARGE_CLIENT.password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return ((await res.json()) as { content: { access_token: string } }).content.access_token;
}

export async function measure(kind: Kind) {
  const prepared = await prepare(kind);
  if (!prepared) return { kind, skipped: 'PostgreSQL not available (scripts/pg-test.sh start failed)' };
  const server = await startServer({
    databaseUrl: prepared.databaseUrl,
    dataDir: prepared.dataDir,
    env: { SWEEP_INTERVAL_SECONDS: '3600', SEED: '0' },
  });
  try {
    const token = await login(server.url);
    const headers = { authorization: `Bearer ${token}`, [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY };
    const latency = [];
    for (const s of scenarios()) {
      const times: number[] = [];
      let rows = 0;
      for (let k = 0; k < WARMUP + SAMPLES; k++) {
        const t = performance.now();
        const res = await fetch(`${server.url}/api${s.path}`, { headers });
        const body = (await res.json()) as { total?: number };
        if (!res.ok) throw new Error(`${s.path} answered ${res.status}`);
        if (k >= WARMUP) times.push(performance.now() - t);
        rows = body.total ?? 0;
      }
      times.sort((x, y) => x - y);
      latency.push({
        scenario: s.name,
        path: s.path,
        matching: rows,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
      });
    }
    const target = scenarios()[1];
    const load = await autocannon({
      url: `${server.url}/api${target.path}`,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    return {
      kind,
      rows: COUNT,
      seedSeconds: prepared.seedSeconds,
      latency,
      throughput: {
        scenario: target.name,
        connections: CONNECTIONS,
        seconds: SECONDS,
        requestsPerSecond: round(load.requests.average),
        latencyP50: load.latency.p50,
        latencyP99: load.latency.p99,
        non2xx: load.non2xx,
        errors: load.errors,
      },
    };
  } finally {
    await server.stop();
  }
}

/** Entry point for bench/run.ts. */
export async function run() {
  const results = [await measure('pglite'), await measure('postgres')];
  const md = ['## Billing API, 100,000 bills and 100,000 payments for one client', ''];
  for (const r of results) {
    if ('skipped' in r) {
      md.push(`### ${r.kind}`, '', `Skipped: ${r.skipped}`, '');
      continue;
    }
    md.push(
      `### ${r.kind}`,
      '',
      `Seed: ${r.seedSeconds ? `${r.seedSeconds} s` : 'reused from bench/.cache'}. Sequential requests, ${SAMPLES} samples each, ms:`,
      '',
      '| request (page of 50) | matching rows | p50 | p95 | p99 |',
      '|---|---:|---:|---:|---:|',
      ...r.latency.map((l) => `| ${l.scenario} | ${l.matching} | ${l.p50} | ${l.p95} | ${l.p99} |`),
      '',
      `Throughput, ${r.throughput.connections} connections for ${r.throughput.seconds} s on "${r.throughput.scenario}": ` +
        `${r.throughput.requestsPerSecond} req/s, latency p50 ${r.throughput.latencyP50} ms, p99 ${r.throughput.latencyP99} ms, ` +
        `non-2xx ${r.throughput.non2xx}, errors ${r.throughput.errors}.`,
      '',
    );
  }
  return { json: results, markdown: md.join('\n') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2] as Kind | undefined;
  (only ? measure(only) : run()).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
