import { sql } from 'drizzle-orm';
import type { TableDataResponse, TaxpayerRow } from '../../../contract/table-data';
import type { TableDataQuery } from '../../../contract/table-data/schemas';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import { containsPattern } from '../billing/rows';

type DbRow = RawRow<typeof tables.demoTaxpayers>;

/** The validated sort as SQL: the column comes from a fixed list, never from the input; ties go by id. */
function orderBy(sort: string) {
  const [column, dir] = sort.split(':');
  const col =
    {
      id: sql`id`,
      nama: sql`lower(nama)`,
      npwp: sql`npwp`,
      kota: sql`kota`,
      jenis: sql`jenis`,
      status: sql`status`,
      terdaftar: sql`terdaftar`,
      omzet: sql`omzet`,
    }[column] ?? sql`id`;
  return dir === 'desc' ? sql`${col} DESC, id DESC` : sql`${col} ASC, id ASC`;
}

/** One page of the demo taxpayers matching q (name, NPWP or city), and how many match. */
export async function listTableData(
  db: DB,
  params: TableDataQuery,
): Promise<Omit<TableDataResponse, 'params'>> {
  const like = params.q ? containsPattern(params.q) : null;
  const where = sql`WHERE (${like}::text IS NULL OR nama ILIKE ${like} OR npwp LIKE ${like} OR kota ILIKE ${like})`;
  const rows = await queryRows<DbRow & { total: number }>(
    db,
    sql`SELECT id, nama, npwp, kota, jenis, status, terdaftar::text AS terdaftar, omzet,
               count(*) OVER ()::int AS total
        FROM demo_taxpayers ${where}
        ORDER BY ${orderBy(params.sort)}
        LIMIT ${params.perPage} OFFSET ${(params.page - 1) * params.perPage}`,
  );
  // a page past the end has no rows to carry the count
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM demo_taxpayers ${where}`)
    )[0].total;
  const data = rows.map(({ total: _, ...row }): TaxpayerRow => ({ ...row, omzet: Number(row.omzet) }));
  return { data, total };
}
