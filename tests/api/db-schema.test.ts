import { getTableName, is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import * as schema from '../../server/db/schema';
import { openMigratedDatabase } from './helpers/migrated-database';

// The SQL migrations are the source of each table's shape; server/db/schema declares the same
// tables for TypeScript (typed queries, and RawRow for raw SQL). This test migrates a fresh
// database (PGlite, or PostgreSQL when the suite runs there) and fails on any disagreement.

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

/** What information_schema calls each Drizzle SQL type. */
const UDT: Record<string, string> = {
  serial: 'int4',
  integer: 'int4',
  bigint: 'int8',
  'bigint[]': '_int8',
  text: 'text',
  boolean: 'bool',
  date: 'date',
  'timestamp with time zone': 'timestamptz',
  jsonb: 'jsonb',
  bytea: 'bytea',
};

const ON_DELETE: Record<string, string> = { a: 'no action', c: 'cascade', n: 'set null', r: 'restrict' };

/** A Drizzle default as PostgreSQL prints it in information_schema.columns.column_default. */
function expectedDefault(column: ReturnType<typeof getTableConfig>['columns'][number]): string | null {
  if (column.getSQLType() === 'serial') return 'nextval';
  if (!column.hasDefault) return null;
  const value = column.default;
  if (is(value, SQL)) return 'now()';
  if (typeof value === 'string') return `'${value}'::text`;
  if (typeof value === 'object') return `'${JSON.stringify(value)}'::jsonb`;
  return String(value);
}

const byName = (x: { name: string }, y: { name: string }) => (x.name < y.name ? -1 : 1);

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openMigratedDatabase());
});

afterAll(async () => {
  await close?.();
});

describe('server/db/schema against the migrated database', () => {
  it('declares exactly the tables the migrations create', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
    );
    expect(tables.map((t) => getTableName(t)).sort()).toEqual(rows.map((r) => r.table_name).sort());
  });

  it.each(tables.map((t) => [getTableName(t), t] as const))(
    '%s: columns, types, nullability, defaults',
    async (name, table) => {
      const rows = await queryRows<{
        column_name: string;
        udt_name: string;
        is_nullable: 'YES' | 'NO';
        column_default: string | null;
      }>(
        database.db,
        sql`SELECT column_name, udt_name, is_nullable, column_default FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${name}`,
      );
      const live = rows
        .map((r) => ({
          name: r.column_name,
          type: r.udt_name,
          notNull: r.is_nullable === 'NO',
          default: r.column_default?.startsWith('nextval(') ? 'nextval' : r.column_default,
        }))
        .sort(byName);
      // Order aside: a column added by a later migration comes last in the table, not in the declaration.
      const declared = getTableConfig(table)
        .columns.map((c) => ({
          name: c.name,
          type: UDT[c.getSQLType()] ?? c.getSQLType(),
          notNull: c.notNull,
          default: expectedDefault(c),
        }))
        .sort(byName);
      expect(declared).toEqual(live);
    },
  );

  it.each(tables.map((t) => [getTableName(t), t] as const))(
    '%s: primary key, foreign keys, unique columns',
    async (name, table) => {
      const config = getTableConfig(table);
      const rows = await queryRows<{
        contype: string;
        cols: string[];
        ftable: string | null;
        fcols: string[] | null;
        del: string;
      }>(
        database.db,
        sql`SELECT c.contype::text AS contype,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) k JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k) AS cols,
            c.confrelid::regclass::text AS ftable,
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) k JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k) AS fcols,
            c.confdeltype::text AS del
          FROM pg_constraint c WHERE c.conrelid = ${name}::regclass AND c.contype IN ('p', 'f', 'u')`,
      );
      const live = rows
        .map((r) =>
          r.contype === 'f'
            ? `fk ${r.cols.join(',')} -> ${r.ftable}(${r.fcols?.join(',')}) on delete ${ON_DELETE[r.del]}`
            : `${r.contype === 'p' ? 'pk' : 'unique'} ${r.cols.join(',')}`,
        )
        .sort();
      const declared = [
        ...config.columns.filter((c) => c.primary).map((c) => `pk ${c.name}`),
        ...config.primaryKeys.map((pk) => `pk ${pk.columns.map((c) => c.name).join(',')}`),
        ...config.columns.filter((c) => c.isUnique).map((c) => `unique ${c.name}`),
        ...config.foreignKeys.map((fk) => {
          const ref = fk.reference();
          const cols = ref.columns.map((c) => c.name).join(',');
          const fcols = ref.foreignColumns.map((c) => c.name).join(',');
          return `fk ${cols} -> ${getTableName(ref.foreignTable)}(${fcols}) on delete ${fk.onDelete ?? 'no action'}`;
        }),
      ].sort();
      expect(declared).toEqual(live);
    },
  );

  it.each(tables.map((t) => [getTableName(t), t] as const))(
    '%s: indexes (name, unique, partial)',
    async (name, table) => {
      const rows = await queryRows<{ name: string; unique: boolean; partial: boolean }>(
        database.db,
        sql`SELECT ic.relname::text AS name, ix.indisunique AS unique, ix.indpred IS NOT NULL AS partial
          FROM pg_index ix JOIN pg_class ic ON ic.oid = ix.indexrelid
          WHERE ix.indrelid = ${name}::regclass
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)`,
      );
      const live = rows.map((r) => `${r.name} unique=${r.unique} partial=${r.partial}`).sort();
      const declared = getTableConfig(table)
        .indexes.map(
          (i) => `${i.config.name} unique=${i.config.unique} partial=${i.config.where !== undefined}`,
        )
        .sort();
      expect(declared).toEqual(live);
    },
  );

  it.each(tables.map((t) => [getTableName(t), t] as const))(
    '%s: enum columns match their CHECK lists',
    async (name, table) => {
      const rows = await queryRows<{ def: string }>(
        database.db,
        sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = ${name}::regclass AND contype = 'c'`,
      );
      // CHECK ((role = ANY (ARRAY['client'::text, 'admin'::text]))) → role: client, admin
      const live: Record<string, string[]> = {};
      for (const { def } of rows) {
        const m = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(def);
        if (m) live[m[1]] = [...m[2].matchAll(/'([^']*)'::text/g)].map((v) => v[1]);
      }
      const declared: Record<string, string[]> = {};
      for (const c of getTableConfig(table).columns)
        if (c.enumValues?.length) declared[c.name] = [...c.enumValues];
      expect(declared).toEqual(live);
    },
  );
});
