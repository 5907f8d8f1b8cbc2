// API part of `npm run bench`: the real server on PGlite and on PostgreSQL (bench/data.ts), loaded
// with autocannon from 127.0.0.1 at 1, 10 and 50 connections: requests a second and p50/p95/p99
// latency of sign-in, profile, the bill list (a page of 50 of the large client's 100,000 bills,
// sorted and filtered), the payment list (of its 100,000 payments) and the slip list (a page of 50
// of the search account's 2,000 slips). The server and the load tool share the machine. The lists
// carry the issue's goals (p95 at 10 connections); those runs are repeated and their median kept.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';
import { BENCH_SEARCH_CLIENT } from '../server/seed/bench-search';
import { LARGE_CLIENT } from '../server/seed/large';
import { signIn } from './chromium';
import {
  LARGE_BILLS,
  PGLITE_DIR,
  PORTS,
  prepare,
  say,
  serve,
  startPostgres,
  stopPostgres,
  type Where,
} from './data';
import { type Goal, goal, goalCell, goalLines } from './goals';
import { median, round } from './stats';

interface Histogram {
  getValueAtPercentile(p: number): number;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const require = createRequire(import.meta.url);
// autocannon ships no types; the fields used here are typed above.
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon reports no p95: a latency histogram of our own, from autocannon's own histogram
// library (resolved from autocannon's folder, whatever npm's layout), is passed in and read.
const hdr = createRequire(require.resolve('autocannon'))('hdr-histogram-js') as {
  build(opts: Record<string, unknown>): Histogram;
};

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10, 50];
/** How often a run with a goal is repeated; the report keeps the median of each figure. */
const REPEATS = Math.max(1, Number(process.env.BENCH_API_REPEATS ?? 3));
/** The connection count the goals are set at (issue 14). */
const GOAL_CONNECTIONS = 10;
/** Issue 14's goal for the lists: p95 at 10 connections, by database. */
const LIST_GOAL = { postgres: 30, pglite: 80 } as const;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** whose session: the large client, the search account, or none */
  as: 'large' | 'search' | null;
  /** least rows the list must hold, so a missing seed fails instead of measuring an empty list */
  atLeast?: number;
  /** p95 goal in ms at GOAL_CONNECTIONS, by database */
  goalP95Ms?: Record<ApiFigure['database'], number>;
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
    name: 'invoice list: page 20 of 50, paid, by total desc (of 100,000)',
    method: 'GET',
    path: '/api/invoice?perPage=50&page=20&status=LUNAS&sort=total:desc',
    as: 'large',
    goalP95Ms: LIST_GOAL,
    atLeast: 50_000,
  },
  {
    name: 'transaksi list: page 5 of 50, paid, newest first (of 100,000)',
    method: 'GET',
    path: '/api/transaksi?perPage=50&page=5&status=TERBAYAR&sort=created_at:desc',
    as: 'large',
    goalP95Ms: LIST_GOAL,
    atLeast: 50_000,
  },
  {
    name: 'bupot list: page 3 of 50, by recipient (of 2,000)',
    method: 'GET',
    path: '/api/bupot?perPage=50&page=3&sort=recipientName&order=asc',
    as: 'search',
    goalP95Ms: LIST_GOAL,
    atLeast: 2_000,
  },
];

export interface ApiFigure {
  database: 'pglite' | 'postgres';
  endpoint: string;
  connections: number;
  requestsPerSecond: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  requests: number;
  /** non-2xx answers, errors and timeouts */
  failed: number;
  /** runs measured; each figure above is their median */
  repeats: number;
  /** every run's p95, when repeated */
  p95RunsMs?: (number | null)[];
  /** issue 14's goal on the median p95, where the run has one */
  goal?: Goal;
}

type Run = Omit<ApiFigure, 'database' | 'endpoint' | 'connections' | 'repeats' | 'goal'>;

async function measure(opts: Record<string, unknown>, connections: number): Promise<Run> {
  const latencies = hdr.build({
    bitBucketSize: 64,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 10_000,
    numberOfSignificantValueDigits: 5,
  });
  const result = await autocannon({
    ...opts,
    connections,
    duration: SECONDS,
    timeout: 30,
    histograms: { latencies },
  });
  const done = result.requests.total > 0;
  return {
    requestsPerSecond: done ? round(result.requests.average, 1) : null,
    p50Ms: done ? result.latency.p50 : null,
    p95Ms: done ? latencies.getValueAtPercentile(95) : null,
    p99Ms: done ? result.latency.p99 : null,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The median of each figure over the runs; a run that finished nothing counts as the slowest. */
function medianOf(runs: Run[]): Run {
  const mid = (pick: (r: Run) => number | null, worst: number) => {
    const m = median(runs.map((r) => pick(r) ?? worst));
    return Number.isFinite(m) ? m : null;
  };
  return {
    requestsPerSecond: mid((r) => r.requestsPerSecond, 0),
    p50Ms: mid((r) => r.p50Ms, Number.POSITIVE_INFINITY),
    p95Ms: mid((r) => r.p95Ms, Number.POSITIVE_INFINITY),
    p99Ms: mid((r) => r.p99Ms, Number.POSITIVE_INFINITY),
    requests: median(runs.map((r) => r.requests)),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
  };
}

async function load(database: ApiFigure['database'], base: string): Promise<ApiFigure[]> {
  const tokens = {
    large: (await signIn(base, LARGE_CLIENT.email, LARGE_CLIENT.password)).token,
    search: (await signIn(base, BENCH_SEARCH_CLIENT.email, BENCH_SEARCH_CLIENT.password)).token,
  };
  const figures: ApiFigure[] = [];
  for (const s of SCENARIOS) {
    const headers: Record<string, string> = { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY };
    if (s.as) headers.authorization = `Bearer ${tokens[s.as]}`;
    if (s.body) headers['content-type'] = 'application/json';
    const body = s.body ? JSON.stringify(s.body) : undefined;
    const check = await fetch(`${base}${s.path}`, { method: s.method, headers, body });
    const text = await check.text();
    if (!check.ok) throw new Error(`${s.name} answered ${check.status}: ${text.slice(0, 200)}`);
    const total = s.atLeast ? (JSON.parse(text) as { total?: number }).total : undefined;
    if (s.atLeast && !(Number(total) >= s.atLeast))
      throw new Error(`${s.name}: the list holds ${total} rows, not ${s.atLeast}: is the seed there?`);
    for (const connections of CONNECTIONS) {
      const limit = connections === GOAL_CONNECTIONS ? s.goalP95Ms?.[database] : undefined;
      const runs: Run[] = [];
      for (let k = 0; k < (limit === undefined ? 1 : REPEATS); k++)
        runs.push(await measure({ url: `${base}${s.path}`, method: s.method, headers, body }, connections));
      const figure: ApiFigure = {
        database,
        endpoint: s.name,
        connections,
        ...medianOf(runs),
        repeats: runs.length,
      };
      if (runs.length > 1) figure.p95RunsMs = runs.map((r) => r.p95Ms);
      if (limit !== undefined)
        figure.goal = goal(
          `${database}, ${s.name.split(':')[0]} at ${connections} connections`,
          'p95',
          limit,
          figure.p95Ms,
        );
      figures.push(figure);
      say(
        `api ${database} ${s.name.split(':')[0]} ×${connections}: ${figure.requestsPerSecond} req/s, p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms` +
          (figure.goal ? ` (${goalCell(figure.goal)}; runs ${figure.p95RunsMs ?? figure.p95Ms})` : ''),
      );
    }
  }
  return figures;
}

async function measureOn(database: ApiFigure['database'], where: Where, port: number) {
  const seedSeconds = await prepare(where);
  const server = await serve(where, port);
  try {
    return { seedSeconds, figures: await load(database, server.url) };
  } finally {
    await server.stop();
  }
}

const table = (figures: ApiFigure[]) => [
  '| endpoint | connections | req/s | p50 ms | p95 ms | p99 ms | requests | failed | goal |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...figures.map(
    (f) =>
      `| ${f.endpoint} | ${f.connections} | ${[f.requestsPerSecond, f.p50Ms, f.p95Ms, f.p99Ms].map((v) => v ?? '–').join(' | ')} | ${f.requests} | ${f.failed} | ${f.goal ? goalCell(f.goal) : '–'} |`,
  ),
];

/** Entry point for bench/run.ts. */
export async function run(meta: { commit: string; cores: number }) {
  const loadAverage = round(loadavg()[0], 2);
  const pglite = await measureOn('pglite', { dataDir: PGLITE_DIR }, PORTS.apiPglite);
  let postgres: { seedSeconds: number; figures: ApiFigure[] } | { skipped: string } | { error: string };
  const pg = startPostgres();
  if ('reason' in pg) postgres = { skipped: `PostgreSQL not available: ${pg.reason}` };
  else {
    try {
      postgres = await measureOn('postgres', { databaseUrl: pg.url }, PORTS.apiPostgres);
    } catch (err) {
      postgres = { error: (err as Error).message };
    } finally {
      stopPostgres();
    }
  }
  const md = [
    '## API under load (autocannon against 127.0.0.1)',
    '',
    `Commit ${meta.commit}, ${meta.cores} cores, load average ${loadAverage} at the start; the server and autocannon share the machine. ` +
      `${SECONDS} s a run. Data: ${LARGE_BILLS.toLocaleString('en')} bills and as many payments for one client, 2,000 E-Bupot slips for another. ` +
      '"failed": non-2xx answers, errors and timeouts; –: no request finished within the run. ' +
      'Requests still in flight when a run ends are not counted, so where "requests" is near the connection count, p95/p99 are a lower bound.',
    '',
    `### PGlite (embedded)${pglite.seedSeconds ? `, seeded in ${pglite.seedSeconds} s` : ''}`,
    '',
    ...table(pglite.figures),
    '',
    '### PostgreSQL',
    '',
  ];
  if ('figures' in postgres)
    md.splice(
      md.length - 2,
      1,
      `### PostgreSQL${postgres.seedSeconds ? `, seeded in ${postgres.seedSeconds} s` : ''}`,
    );
  if ('figures' in postgres) md.push(...table(postgres.figures));
  else if ('skipped' in postgres) md.push(`Not measured: ${postgres.skipped}`);
  else md.push(`Failed: ${postgres.error}`);
  const measured = [...pglite.figures, ...('figures' in postgres ? postgres.figures : [])];
  const goals = measured.flatMap((f) => (f.goal ? [f.goal] : []));
  md.push(
    ...goalLines(goals),
    '',
    `The lists' p95 at ${GOAL_CONNECTIONS} connections is the median of ${REPEATS} runs (\`BENCH_API_REPEATS\`).`,
  );
  if (!('figures' in postgres)) md.push('PostgreSQL was not measured, so its goals are not met.');
  return {
    json: {
      meta,
      loadAverage,
      seconds: SECONDS,
      repeats: REPEATS,
      connections: CONNECTIONS,
      goals,
      pglite,
      postgres,
    },
    markdown: md.join('\n'),
  };
}
