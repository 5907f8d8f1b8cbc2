import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type DB = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** Runs multi-statement SQL scripts on one connection (migrations need session-level locks). */
  withSession<T>(fn: (exec: (sql: string) => Promise<void>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite in `dataDir` by default; a real PostgreSQL server when `databaseUrl` is set. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Keep timestamps and dates as the driver's defaults (Date) but numerics as strings.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => {});
    // A connection lost while a client is checked out (e.g. mid-transaction) emits 'error' on
    // that client; without a listener Node would crash. The failing query answers 503 instead.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    return {
      db: drizzle(pool, { schema }) as unknown as DB,
      kind: 'postgres',
      withSession: async (fn) => {
        const conn = await pool.connect();
        try {
          return await fn(async (sql) => {
            await conn.query(sql);
          });
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  return {
    db: drizzle(client, { schema }) as unknown as DB,
    kind: 'pglite',
    withSession: (fn) =>
      fn(async (sql) => {
        await client.exec(sql);
      }),
    close: () => client.close(),
  };
}
