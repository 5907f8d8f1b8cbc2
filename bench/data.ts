// The bench's databases and servers. One seeded PGlite directory (bench/.cache/pglite) and, when
// Debian's PostgreSQL binaries are installed, the portal_bench database of a private PostgreSQL on
// port 54339 (scripts/pg-test.sh). Both hold the demo data, the large client (100,000 bills and
// 100,000 payments, server/seed/large.ts) and the search account (2,000 E-Bupot drafts,
// server/seed/bench-search.ts); they are kept for the next run, BENCH_FRESH=1 seeds them again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedBenchSearch } from '../server/seed/bench-search';
import { seedLarge } from '../server/seed/large';
import { type RunningServer, startServer } from '../tests/api/start-server';

export const root = resolve(import.meta.dirname, '..');
/** `BENCH_PGLITE_DIR` gives a run its own copy: PGlite is single-process, so two benches must not share one. */
export const PGLITE_DIR = resolve(root, process.env.BENCH_PGLITE_DIR ?? 'bench/.cache/pglite');
export const LARGE_BILLS = 100_000;
/** Fixed ports (3400–3499 is the bench's range), so runs never collide with other servers. */
export const PORTS = {
  apiPglite: 3401,
  apiPostgres: 3402,
  // BENCH_APP_PORT: a second bench part beside a running one (e.g. Lighthouse alone on a prebuilt BENCH_DIST)
  app: Number(process.env.BENCH_APP_PORT ?? 3403),
  gridPage: 3404,
} as const;
const PG_PORT = process.env.PG_TEST_PORT ?? '54339';

export type Where =
  | { dataDir: string; databaseUrl?: undefined }
  | { databaseUrl: string; dataDir?: undefined };

export const say = (msg: string) => process.stdout.write(`[bench] ${msg}\n`);

/** Seconds this run spent seeding, by database kind (inside the part that first needed it). */
export const seedingSeconds: Record<string, number> = {};

/** Databases already prepared by this run: the next part need not open them again. */
const prepared = new Set<string>();

/** Migrates and seeds what is missing; answers the seconds seeding took, 0 when all was there. */
export async function prepare(where: Where): Promise<number> {
  const key = where.databaseUrl ?? where.dataDir;
  if (prepared.has(key)) return 0;
  prepared.add(key);
  const force = process.env.BENCH_FRESH === '1';
  if (where.dataDir) {
    if (force) rmSync(where.dataDir, { recursive: true, force: true });
    mkdirSync(where.dataDir, { recursive: true });
  }
  const started = Date.now();
  let seeded = false;
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir ?? '' });
  try {
    await migrate(database);
    const large = await seedLarge(database, { count: LARGE_BILLS, quiet: true, force });
    seeded = large.seeded;
    if (large.seeded) say(`${database.kind}: seeded ${LARGE_BILLS} bills and payments in ${large.seconds} s`);
    const slips = await seedBenchSearch(database);
    seeded ||= slips > 0;
    if (slips) say(`${database.kind}: made ${slips} E-Bupot drafts for the search account`);
    // Planner statistics for the slip list's indexes (PGlite has no autovacuum to gather them).
    if (slips) await database.db.execute(sql`ANALYZE bupot`);
  } finally {
    await database.close();
  }
  if (!seeded) return 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  seedingSeconds[where.databaseUrl ? 'postgres' : 'pglite'] = seconds;
  return seconds;
}

/** The real server (node --import tsx server/index.ts) on a fixed port, without the expiry sweep. */
export function serve(where: Where, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({
    ...where,
    env: { PORT: String(port), SWEEP_INTERVAL_SECONDS: '3600', SEED: '0', ...env },
  });
}

let startedPostgres = false;

/** The private PostgreSQL's portal_bench URL, or the reason there is none. */
export function startPostgres(): { url: string } | { reason: string } {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  const env = { ...process.env, PG_TEST_PORT: PG_PORT };
  const script = resolve(root, 'scripts/pg-test.sh');
  try {
    startedPostgres = !isPostgresUp(env);
    const url = execFileSync('bash', [script, 'start'], { encoding: 'utf8', env, stdio: 'pipe' });
    return {
      url: url
        .trim()
        .split('\n')
        .pop()!
        .replace(/\/portal_test$/, '/portal_bench'),
    };
  } catch (err) {
    startedPostgres = false;
    const stderr = String((err as { stderr?: unknown }).stderr ?? '').trim();
    return { reason: stderr || (err as Error).message };
  }
}

function isPostgresUp(env: NodeJS.ProcessEnv): boolean {
  try {
    execFileSync('psql', ['-h', '127.0.0.1', '-p', PG_PORT, '-U', 'postgres', '-tAc', 'SELECT 1'], {
      env,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** Stops the private PostgreSQL when this run started it (its data stays for the next run). */
export function stopPostgres() {
  if (!startedPostgres) return;
  execFileSync('bash', [resolve(root, 'scripts/pg-test.sh'), 'stop'], {
    env: { ...process.env, PG_TEST_PORT: PG_PORT },
    stdio: 'ignore',
  });
  startedPostgres = false;
}
