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
