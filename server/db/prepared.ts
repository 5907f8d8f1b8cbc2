import { createHash } from 'node:crypto';
import { entityKind, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DB } from './client';

/**
 * A query built once per database (`build` ends in `.prepare(name)`): a hot query skips drizzle's
 * SQL building on each call and, on PostgreSQL, is prepared by name once per connection (no
 * planning per call either). Its values come as placeholders at execute().
 */
export function preparedPerDb<Q>(build: (db: DB) => Q): (db: DB) => Q {
  const byDb = new WeakMap<DB, Q>();
  return (db) => {
    const built = byDb.get(db);
    if (built) return built;
    const query = build(db);
    byDb.set(db, query);
    return query;
  };
}

const dialect = new PgDialect();
/** Statement names by SQL text: one name for each shape of a query, whatever its values. */
const names = new Map<string, string>();
const NAMES_KEPT = 2000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name) return name;
  name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  // a bound on the map only: a name is the same hash however often it is made again
  if (names.size >= NAMES_KEPT) names.clear();
  names.set(text, name);
  return name;
}

/**
 * Runs raw SQL (values as parameters) as a statement named after its text, and answers its rows.
 * For a hot query whose SQL is built per call (its filters and sort vary): on PostgreSQL each
 * shape is parsed and planned once per connection, then only bound and run; PGlite runs it as
 * usual.
 */
export async function queryRowsPrepared<T>(db: DB, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameOf(built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * Whether statements named by queryRowsPrepared are kept prepared (node-postgres: per connection);
 * PGlite runs every statement afresh, so there a split made for a reusable plan only costs a call.
 */
export const keepsPrepared = (db: DB): boolean =>
  (db._.session.constructor as unknown as Record<symbol, string>)[entityKind] !== 'PgliteSession';
