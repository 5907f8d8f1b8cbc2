import type { Column, SQL, Table } from 'drizzle-orm';
import type { DB } from './client';

/** Runs raw SQL and answers its rows (node-postgres and PGlite both answer { rows }). */
export async function queryRows<T>(db: DB, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type ColumnOf<T extends Table> = T['_']['columns'][keyof T['_']['columns']];

/**
 * A column's value as a raw query answers it, which differs by driver: node-postgres answers
 * int8 as text, PGlite as numbers; timestamps and jsonb may arrive as text. Raw SELECTs cast
 * dates `::text` (node-postgres would parse them into Dates), so a date column stays a string.
 */
type RawValue<C extends Column> =
  | (C['_']['columnType'] extends 'PgBigInt53'
      ? number | string
      : C['_']['columnType'] extends 'PgTimestamp'
        ? Date | string
        : C['_']['columnType'] extends 'PgJsonb'
          ? C['_']['data'] | string
          : C['_']['columnType'] extends 'PgCustomColumn'
            ? C['_']['data'] | Uint8Array
            : C['_']['data'])
  | (C['_']['notNull'] extends true ? never : null);

/**
 * One row of `table` as raw SQL answers it, keyed by the SQL column names. The row types of raw
 * queries (window functions, CTEs, keyset paging) pick from this, so they come from the one
 * declaration of each table in ./schema, which tests/api/db-schema.test.ts checks against the
 * migrated database.
 */
export type RawRow<T extends Table> = {
  // A column whose name is only `string` (a helper that lost the literal) has no key, so a query
  // picking it fails to compile instead of getting every such column's type.
  [C in ColumnOf<T> as string extends C['_']['name'] ? never : C['_']['name']]: RawValue<C>;
};
