import { createHash } from 'node:crypto';
import { entityKind, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DB } from './client';
import { queryRows } from './rows';

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
  name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  // a bound on the map only: a name is the same hash however often it is made again
  if (names.size >= NAMES_KEPT) names.clear();
  names.set(text, name);
  return name;
}

/**
 * Runs raw SQL (values as parameters) as a statement named after its text, and answers its rows.
 * For a hot query whose SQL is built per call (its filters and sort vary): each shape is parsed
 * and planned once (then a generic plan, when PostgreSQL finds it no dearer), afterwards only
 * bound and run. On PostgreSQL by the protocol, once per connection; on PGlite, one session, by
 * SQL PREPARE and EXECUTE with the values as literals (numbers and arrays of numbers only; other
 * values run the statement as usual).
 */
export async function queryRowsPrepared<T>(db: DB, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = nameOf(built.sql);
  if (keepsPrepared(db)) {
    const prepared = db._.session.prepareQuery(built, undefined, name, false);
    return ((await prepared.execute()) as { rows: T[] }).rows;
  }
  const literals = built.params.map(numericLiteral);
  if (literals.some((l) => l === null)) return queryRows<T>(db, query);
  const done = preparedOnPglite.get(db) ?? new Set<string>();
  preparedOnPglite.set(db, done);
  if (!done.has(name)) {
    await db.execute(sql.raw(`PREPARE ${name} AS ${built.sql}`));
    done.add(name);
  }
  const args = literals.length ? `(${literals.join(', ')})` : '';
  return queryRows<T>(db, sql.raw(`EXECUTE ${name}${args}`));
}

/** Statements already PREPAREd in each PGlite database (its one session keeps them). */
const preparedOnPglite = new WeakMap<DB, Set<string>>();

/** A value as an SQL literal when it is a finite number or an array of them; else null. */
function numericLiteral(value: unknown): string | null {
  const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (isNumber(value)) return String(value);
  if (Array.isArray(value) && value.every(isNumber)) return `'{${value.join(',')}}'`;
  return null;
}

/**
 * Whether the driver keeps statements prepared by name (node-postgres, per connection); PGlite
 * runs each protocol statement afresh.
 */
export const keepsPrepared = (db: DB): boolean =>
  (db._.session.constructor as unknown as Record<symbol, string>)[entityKind] !== 'PgliteSession';
