import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Runs SQL and answers the rows: one signature for node-postgres and PGlite. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** The PostgreSQL server the suite may use (TEST_DATABASE_URL), or undefined. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;
/** scripts/pg-test.sh when the suite may start its own PostgreSQL instance. */
export const pgTestScript = () => process.env.PG_TEST_SCRIPT || undefined;

/** A pool on `url` with a Query function; `end()` closes it. */
export function sqlOn(url: string): { query: Query; end: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return {
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    end: () => pool.end(),
  };
}

/**
 * A PostgreSQL instance of our own (scripts/pg-test.sh with its own port and directory), so a
 * fault test can stop it without touching the server other suites use.
 */
export function privatePostgres(script: string, port: number) {
  const env = { ...process.env, PG_TEST_PORT: String(port), PG_TEST_DIR: `/tmp/portal-pajak-pg-${port}` };
  const pgctl = async (action: 'start' | 'stop' | 'pause') => {
    const { stdout } = await run('bash', [script, action], { env, timeout: 60_000 });
    return stdout.trim().split('\n').pop() ?? '';
  };
  return {
    /** starts (or restarts on the same data) and answers the URL of its portal_test database */
    start: () => pgctl('start'),
    /** immediate stop, like a crash: no checkpoint, connections cut */
    pause: () => pgctl('pause').then(() => undefined),
    stop: () => pgctl('stop').then(() => undefined),
  };
}
