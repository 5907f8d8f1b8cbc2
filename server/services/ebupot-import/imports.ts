// An import's life: upload (rows stored as texts, answered checked), cells fixed one row at a
// time, then the commit that creates every valid row as a draft in one transaction, or none.
import { and, eq, lt, sql } from 'drizzle-orm';
import type {
  ImportColumnKey,
  ImportCommitAnswer,
  ImportCounts,
  ImportPreview,
  ImportRow,
} from '../../../contract/ebupot-import';
import type { DB } from '../../db/client';
import { bupot, bupotAudit, bupotImports, type StoredImportRow } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { assertMasaOpen } from '../ebupot/masa-lock';
import { assertClient } from '../ebupot/slip-access';
import { type CheckedRow, checkRow, checkRows, importContext, publicRow } from './check';
import { readImportFile } from './parse';

/** Open imports are kept this long for the client to come back to. */
const KEEP_OPEN_MS = 24 * 60 * 60_000;
/** Rows a single INSERT carries: bupot has about 30 columns, PostgreSQL allows 65,535 parameters. */
const INSERT_BATCH = 1000;

const counts = (rows: ImportRow[]): ImportCounts => {
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  return { total: rows.length, valid: rows.length - invalid, invalid };
};

type ImportRecord = typeof bupotImports.$inferSelect;

function preview(record: ImportRecord, rows: CheckedRow[]): ImportPreview {
  const shown = rows.map(publicRow);
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    counts: record.status === 'committed' ? { total: record.rowCount, valid: 0, invalid: 0 } : counts(shown),
    created: record.createdCount,
    rows: shown,
  };
}

/** The client's own import (another's is a 404, as if it did not exist). */
async function ownImport(
  db: DB | Parameters<Parameters<DB['transaction']>[0]>[0],
  actor: AuthUser,
  id: number,
  lock = false,
) {
  const query = db
    .select()
    .from(bupotImports)
    .where(and(eq(bupotImports.id, id), eq(bupotImports.userId, actor.id)));
  const [record] = lock ? await query.for('update') : await query;
  if (!record) throw notFound('No such import', 'not_found');
  return record;
}

const committed = () =>
  conflict('This import was already committed: its drafts are in the slip list', 'import_committed');

export async function createImport(
  db: DB,
  actor: AuthUser,
  file: { name: string; bytes: Uint8Array },
): Promise<ImportPreview> {
  assertClient(actor);
  const rows = await readImportFile(file.bytes, file.name);
  const ctx = await importContext(db, actor.id);
  const checked = checkRows(rows, ctx);
  const now = clock.now();
  await db
    .delete(bupotImports)
    .where(
      and(
        eq(bupotImports.userId, actor.id),
        eq(bupotImports.status, 'open'),
        lt(bupotImports.createdAt, new Date(now.getTime() - KEEP_OPEN_MS)),
      ),
    );
  const [record] = await db
    .insert(bupotImports)
    .values({
      userId: actor.id,
      fileName: file.name.slice(0, 200),
      rowCount: rows.length,
      rows,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return preview(record, checked);
}

export async function getImport(db: DB, actor: AuthUser, id: number): Promise<ImportPreview> {
  const record = await ownImport(db, actor, id);
  if (record.status === 'committed') return preview(record, []);
  return preview(record, checkRows(record.rows, await importContext(db, actor.id)));
}

/** Replaces cells of one row (by its line in the sheet) and answers the row checked again. */
export async function patchRow(
  db: DB,
  actor: AuthUser,
  id: number,
  line: number,
  values: Partial<Record<ImportColumnKey, string>>,
): Promise<ImportRow> {
  assertClient(actor);
  const stored = await db.transaction(async (tx) => {
    const record = await ownImport(tx, actor, id, true);
    if (record.status !== 'open') throw committed();
    const index = record.rows.findIndex((r) => r.line === line);
    if (index < 0) throw notFound('No such row in this import', 'not_found');
    const row: StoredImportRow = { line, values: { ...record.rows[index].values, ...values } };
    await tx
      .update(bupotImports)
      .set({
        rows: sql`jsonb_set(${bupotImports.rows}, ${`{${index}}`}::text[], ${JSON.stringify(row)}::jsonb)`,
        updatedAt: clock.now(),
      })
      .where(eq(bupotImports.id, id));
    return row;
  });
  return publicRow(checkRow(stored, await importContext(db, actor.id)));
}

/**
 * Creates every valid row as a draft, in one transaction: a failure anywhere leaves nothing.
 * `expected` (the valid rows the client saw) guards against rows that turned invalid since, say
 * a masa reported in between: then nothing is created and the client sees the rows again (409).
 */
export async function commitImport(
  db: DB,
  actor: AuthUser,
  id: number,
  expected: number | undefined,
): Promise<ImportCommitAnswer> {
  assertClient(actor);
  return db.transaction(async (tx) => {
    const record = await ownImport(tx, actor, id, true);
    if (record.status !== 'open') throw committed();
    const rows = checkRows(record.rows, await importContext(tx, actor.id));
    const valid = rows.filter((r) => r.slip !== null);
    if (expected !== undefined && valid.length !== expected)
      throw conflict(
        `${expected} rows were valid when shown, ${valid.length} are now: check the rows again`,
        'import_rows_changed',
      );
    if (!valid.length)
      throw new HttpError(
        422,
        'No row is valid: fix the rows marked, then create the drafts',
        'import_no_valid_rows',
      );
    // the masas must be open (share lock: a concurrent "mark reported" waits for this import)
    const periods = new Map<string, { masa: number; tahun: number; count: number }>();
    for (const r of valid) {
      const { masa, tahun } = r.slip!;
      const key = `${tahun}-${masa}`;
      const p = periods.get(key) ?? { masa, tahun, count: 0 };
      p.count++;
      periods.set(key, p);
    }
    for (const p of periods.values()) await assertMasaOpen(tx, actor.id, p);
    const now = clock.now();
    for (let i = 0; i < valid.length; i += INSERT_BATCH) {
      const batch = valid.slice(i, i + INSERT_BATCH);
      const ids = await tx
        .insert(bupot)
        .values(
          batch.map((r) => ({
            ...r.slip!,
            userId: actor.id,
            status: 'draft' as const,
            createdBy: actor.id,
            updatedBy: actor.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: bupot.id });
      await tx.insert(bupotAudit).values(
        ids.map((row, j) => ({
          bupotId: row.id,
          ownerId: actor.id,
          actorId: actor.id,
          action: 'create' as const,
          changes: {},
          note: `import ${id}, line ${batch[j].line}`,
          at: now,
        })),
      );
    }
    await tx
      .update(bupotImports)
      .set({ status: 'committed', createdCount: valid.length, rows: [], committedAt: now, updatedAt: now })
      .where(eq(bupotImports.id, id));
    return {
      id,
      created: valid.length,
      skipped: rows.length - valid.length,
      periods: [...periods.values()].sort((a, b) => a.tahun - b.tahun || a.masa - b.masa),
    };
  });
}
