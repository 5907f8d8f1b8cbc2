import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BUPOT_STATUSES,
  BUPOT_TABS,
  type Bupot,
  type BupotDetail,
  type BupotList,
  type BupotStatus,
} from '../../../contract/ebupot';
import type { bupotListQuerySchema } from '../../../contract/ebupot/schemas';
import { normalizeDigits } from '../../../contract/tax-id';
import type { DB } from '../../db/client';
import { queryRowsPrepared } from '../../db/prepared';
import { bupot } from '../../db/schema';
import type { AuthUser } from '../../env';
import { notFound } from '../../lib/errors';
import { auditTrail } from './slip-audit';
import { type Joined, joined, joinedOfRow, slipsByIdsSql, toApi } from './slip-mapping';

type ListQuery = z.output<typeof bupotListQuerySchema>;

// Reading slips: one with its audit trail and versions, a filtered page, the export, search.

export async function getSlip(db: DB, actor: AuthUser, id: number): Promise<BupotDetail> {
  const [row] = await joined(db).where(eq(bupot.id, id));
  if (!row || (row.slip.userId !== actor.id && actor.role !== 'admin'))
    throw notFound('No such slip', 'not_found');
  const slip = toApi(row as Joined);
  const audit = await auditTrail(db, id);
  const versions = slip.number
    ? await db
        .select({ id: bupot.id, revision: bupot.revision, status: bupot.status, number: bupot.number })
        .from(bupot)
        .where(
          and(
            eq(bupot.userId, row.slip.userId),
            eq(bupot.number, slip.number),
            eq(bupot.numberYear, row.slip.numberYear!),
          ),
        )
        .orderBy(asc(bupot.revision))
    : [{ id: slip.id, revision: slip.revision, status: slip.status, number: null }];
  return {
    ...slip,
    audit,
    versions,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Conditions of the list filters; `withStatus` false leaves status/tab out (for the summary). */
function conditions(actor: AuthUser, q: ListQuery, withStatus: boolean): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (actor.role !== 'admin') where.push(eq(bupot.userId, actor.id));
  if (q.masa) where.push(eq(bupot.masa, q.masa));
  if (q.tahun) where.push(eq(bupot.tahun, q.tahun));
  if (q.pasal) where.push(eq(bupot.pasal, q.pasal));
  if (withStatus && q.status) where.push(eq(bupot.status, q.status));
  if (withStatus && q.tab) where.push(inArray(bupot.status, [...BUPOT_TABS[q.tab]]));
  if (q.recipient) {
    const digits = normalizeDigits(q.recipient);
    where.push(
      or(
        sql`${bupot.recipientName} ILIKE ${`%${escapeLike(q.recipient)}%`}`,
        sql`${bupot.recipientId} ILIKE ${`%${escapeLike(digits || q.recipient)}%`}`,
      ),
    );
  }
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    const digits = `%${escapeLike(normalizeDigits(q.q) || q.q)}%`;
    where.push(
      or(
        sql`${bupot.number} ILIKE ${digits}`,
        sql`${bupot.recipientId} ILIKE ${digits}`,
        sql`${bupot.recipientName} ILIKE ${like}`,
        sql`${bupot.docNumber} ILIKE ${like}`,
        sql`${bupot.kodeObjek} ILIKE ${like}`,
      ),
    );
  }
  const list = where.filter(Boolean) as SQL[];
  return list.length ? and(...list) : undefined;
}

/** Each sort, ties by id in the same direction: an index (user_id, …, id) serves both ways. */
function ordering(q: ListQuery): SQL[] {
  const dir = (column: SQL | typeof bupot.id | typeof bupot.dpp) =>
    q.order === 'asc' ? asc(column) : desc(column);
  const keys: (SQL | typeof bupot.dpp)[] = {
    number: [sql`${bupot.number}`, sql`${bupot.revision}`],
    recipientName: [sql`lower(${bupot.recipientName})`],
    kodeObjek: [sql`${bupot.kodeObjek}`],
    dpp: [bupot.dpp],
    pph: [sql`${bupot.pph}`],
    status: [sql`${bupot.status}`],
    createdAt: [sql`${bupot.createdAt}`],
    period: [sql`${bupot.tahun}`, sql`${bupot.masa}`],
  }[q.sort ?? 'period'];
  return [...keys.map(dir), dir(bupot.id)];
}

/** The ids of a page of slips, in the list's order (an index walk of the bare table). */
const pageIdsQuery = (db: DB, actor: AuthUser, q: ListQuery, perPage: number, page: number) =>
  db
    .select({ id: bupot.id })
    .from(bupot)
    .where(conditions(actor, q, true))
    .orderBy(...ordering(q))
    .limit(perPage)
    .offset((page - 1) * perPage);

/**
 * The page's slips joined, in the order of `ids`: plain SQL mapped by joinedOfRow, fetched by id
 * (one query with the ids as a subquery read the whole table on PGlite, 2-3× slower); one text for
 * every page, so prepared by name on PostgreSQL.
 */
async function slipsById(db: DB, ids: number[]): Promise<Joined[]> {
  if (!ids.length) return [];
  const rows = await queryRowsPrepared<Record<string, unknown>>(
    db,
    slipsByIdsSql(sql`${sql.param(ids)}::int[]`),
  );
  return rows.map(joinedOfRow);
}

export async function listSlips(db: DB, actor: AuthUser, q: ListQuery): Promise<BupotList> {
  const perPage = q.perPage ?? 10;
  const page = q.page ?? 1;
  // One pass over the filtered slips for the tab counts, the issued totals and the total, with
  // the page's ids beside it (ARRAY keeps their order), then the page's rows: two round trips.
  // The page's slips are among those summed (same filters and a status), so no group, no page.
  const groups = await db
    .select({
      status: bupot.status,
      count: sql<number>`count(*)::int`,
      dpp: sql<string>`sum(${bupot.dpp})::text`,
      pph: sql<string>`sum(${bupot.pph})::text`,
      pphPayable: sql<string>`sum(${bupot.pphPayable})::text`,
      pageIds: sql<number[]>`ARRAY(${pageIdsQuery(db, actor, q, perPage, page)})`,
    })
    .from(bupot)
    .where(conditions(actor, q, false))
    .groupBy(bupot.status);
  const rows = await slipsById(db, groups[0]?.pageIds ?? []);
  const byStatus: Record<BupotStatus, number> = { draft: 0, issued: 0, replaced: 0, cancelled: 0 };
  for (const r of groups) byStatus[r.status] = Number(r.count);
  const issued = groups.find((r) => r.status === 'issued');
  const shown = BUPOT_STATUSES.filter(
    (s) =>
      (!q.status || q.status === s) && (!q.tab || (BUPOT_TABS[q.tab] as readonly BupotStatus[]).includes(s)),
  );
  return {
    transaksis: rows.map(toApi),
    allData: {
      totals: {
        count: byStatus.issued,
        dpp: issued?.dpp ?? '0',
        pph: issued?.pph ?? '0',
        pphPayable: issued?.pphPayable ?? '0',
      },
      byStatus,
    },
    total: shown.reduce((sum, s) => sum + byStatus[s], 0),
  };
}

/** Every slip matching the filters (no paging), newest period first, for the CSV export. At most 50 000. */
export async function slipsForExport(db: DB, actor: AuthUser, q: ListQuery): Promise<Bupot[]> {
  const rows = await joined(db)
    .where(conditions(actor, q, true))
    .orderBy(...ordering(q))
    .limit(50_000);
  return rows.map((r) => toApi(r as Joined));
}

/** Slips by number or recipient for Ctrl+/ search. */
export async function searchSlips(db: DB, actor: AuthUser, text: string, limit: number) {
  const where = conditions(actor, { q: text }, false);
  return db
    .select({
      id: bupot.id,
      number: bupot.number,
      revision: bupot.revision,
      recipientName: bupot.recipientName,
      status: bupot.status,
      masa: bupot.masa,
      tahun: bupot.tahun,
    })
    .from(bupot)
    .where(where)
    .orderBy(desc(bupot.updatedAt), desc(bupot.id))
    .limit(limit);
}
