import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BUPOT_TABS,
  type Bupot,
  type BupotAuditEntry,
  type BupotDetail,
  type BupotList,
  type BupotSignerOption,
  type BupotSignerSnapshot,
  type BupotStatus,
} from '../../../contract/ebupot';
import { computeBupot, FACILITY_MANUAL_RATE, percentToBp } from '../../../contract/ebupot/compute';
import {
  BUPOT_MESSAGES,
  type BupotParsedInput,
  type bupotListQuerySchema,
  bupotRuleErrors,
} from '../../../contract/ebupot/schemas';
import { normalizeDigits, normalizeNpwp } from '../../../contract/tax-id';
import type { DB } from '../../db/client';
import { bupot, bupotAudit, signers, taxObjectCodes, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../../lib/errors';
import { getCode } from './codes';
import { jakartaDate } from './deadlines';
import { requireValidCertificate } from './issuing-gate';
import { newVerificationCode, nextBupotNumber } from './numbering';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
type Handle = DB | Tx;
type Row = typeof bupot.$inferSelect;
type ListQuery = z.output<typeof bupotListQuerySchema>;

// Slip lifecycle (ebupot.md §4): draft → issued → cancelled, or issued → replaced by a correction
// that is issued at once with the same number and the next revision. Only drafts change or go.
// Clients act on their own slips; the admin reads every slip and changes none.

/** Fields compared for the audit trail of an update or a correction. */
const AUDITED = [
  'masa',
  'tahun',
  'recipientType',
  'recipientId',
  'recipientName',
  'recipientNitku',
  'recipientCountry',
  'recipientAddress',
  'kodeObjek',
  'fasilitas',
  'fasilitasNumber',
  'manualRateBp',
  'dpp',
  'rateBp',
  'pph',
  'pphPayable',
  'docType',
  'docNumber',
  'docDate',
  'withholdingDate',
  'signerId',
] as const;

function diff(before: Partial<Row>, after: Partial<Row>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of AUDITED) {
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (a !== b) changes[key] = [a, b];
  }
  return changes;
}

function assertClient(actor: AuthUser) {
  if (actor.role !== 'client')
    throw forbidden('The admin can read slips but not create or change them', 'bupot_admin_read_only');
}

async function audit(
  db: Handle,
  entry: { bupotId: number; ownerId: number; actorId: number; action: BupotAuditEntry['action'] } & {
    changes?: Record<string, [unknown, unknown]>;
    note?: string | null;
  },
) {
  await db.insert(bupotAudit).values({
    bupotId: entry.bupotId,
    ownerId: entry.ownerId,
    actorId: entry.actorId,
    action: entry.action,
    changes: entry.changes ?? {},
    note: entry.note ?? null,
    at: clock.now(),
  });
}

/** Signers that may sign a slip: the owner's active ones with scope BUPOT or BOTH, default first. */
export async function bupotSigners(db: Handle, userId: number): Promise<BupotSignerOption[]> {
  const rows = await db
    .select()
    .from(signers)
    .where(
      and(eq(signers.userId, userId), eq(signers.active, true), inArray(signers.scope, ['BUPOT', 'BOTH'])),
    )
    .orderBy(desc(signers.isDefault), asc(signers.nama), asc(signers.id));
  return rows.map((s) => ({ ...snapshotOf(s), isDefault: s.isDefault }));
}

function snapshotOf(s: typeof signers.$inferSelect): BupotSignerSnapshot {
  return {
    id: s.id,
    nama: s.nama,
    jabatan: s.jabatan,
    jenisIdentitas: s.jenisIdentitas,
    nomorIdentitas: s.nomorIdentitas,
    bertindakSebagai: s.bertindakSebagai,
  };
}

/**
 * Validates a body against the rules that need the database (own NPWP, code, today, signer)
 * and computes the figures. Throws 400 { code: 'validation', fields } naming each field.
 */
async function prepare(db: Handle, actor: AuthUser, input: BupotParsedInput) {
  const code = await getCode(db as DB, input.kodeObjek);
  const [owner] = await db.select({ npwp: users.npwp }).from(users).where(eq(users.id, actor.id));
  const recipientId =
    input.recipientType === 'NPWP'
      ? (normalizeNpwp(input.recipientId) ?? normalizeDigits(input.recipientId))
      : input.recipientType === 'NIK'
        ? normalizeDigits(input.recipientId)
        : input.recipientId.trim().toUpperCase();
  const codeRates = code && {
    pasal: code.pasal,
    rateBp: code.rateBp,
    rateWithoutNpwpBp: code.rateWithoutNpwpBp,
    effectiveRateBp: code.effectiveRateBp,
  };
  const normal =
    codeRates &&
    computeBupot({ code: codeRates, recipientType: input.recipientType, fasilitas: 'N/A', dpp: 0 });
  const errors = bupotRuleErrors(input, {
    today: jakartaDate(clock.now()),
    ownNpwp: owner?.npwp ?? null,
    code: code && { code: code.code, pasal: code.pasal, rateBp: code.rateBp },
    normalRateBp: normal?.normalRateBp,
  });
  if (input.signerId != null) {
    const allowed = await bupotSigners(db, actor.id);
    if (!allowed.some((s) => s.id === input.signerId)) errors.signerId = BUPOT_MESSAGES.signer_invalid;
  }
  const fields = Object.keys(errors);
  if (fields.length || !code || !codeRates) {
    throw badRequest(`${fields[0]}: ${errors[fields[0]]}`, 'validation', errors);
  }
  const manualRateBp =
    FACILITY_MANUAL_RATE.has(input.fasilitas) && input.manualRate ? percentToBp(input.manualRate) : null;
  const result = computeBupot({
    code: codeRates,
    recipientType: input.recipientType,
    fasilitas: input.fasilitas,
    manualRateBp,
    dpp: input.dpp,
  });
  const foreign = input.recipientType === 'FOREIGN';
  return {
    masa: input.masa,
    tahun: input.tahun,
    recipientType: input.recipientType,
    recipientId,
    recipientName: input.recipientName,
    recipientNitku: foreign || !input.recipientNitku ? null : normalizeDigits(input.recipientNitku),
    recipientCountry: foreign ? input.recipientCountry : null,
    recipientAddress: foreign ? input.recipientAddress : null,
    kodeObjek: code.code,
    pasal: code.pasal,
    fasilitas: input.fasilitas,
    fasilitasNumber: input.fasilitas === 'N/A' ? null : input.fasilitasNumber,
    manualRateBp,
    dpp: input.dpp,
    rateBp: result.rateBp,
    normalRateBp: result.normalRateBp,
    higherRate: result.higherRate,
    pph: result.pph,
    pphPayable: result.pphPayable,
    docType: input.docType,
    docNumber: input.docNumber,
    docDate: input.docDate,
    withholdingDate: input.withholdingDate,
    signerId: input.signerId ?? null,
  } satisfies Partial<typeof bupot.$inferInsert>;
}

/** A slip the viewer may see (own, or any for the admin), optionally locked for update; else 404. */
async function findSlip(db: Handle, actor: AuthUser, id: number, lock = false): Promise<Row> {
  const query = db.select().from(bupot).where(eq(bupot.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.userId !== actor.id && actor.role !== 'admin'))
    throw notFound('No such slip', 'not_found');
  return row;
}

const notDraft = (row: Row) =>
  conflict(`Only a draft can be changed or deleted; this slip is ${row.status}`, 'bupot_not_draft');

function notIssued(row: Row): HttpError {
  if (row.status === 'replaced')
    return conflict(
      'This slip was already replaced by a correction; act on the newest version',
      'bupot_already_replaced',
    );
  if (row.status === 'draft')
    return conflict('This slip is a draft: issue it, or delete it instead', 'bupot_not_issued');
  return conflict('This slip is cancelled; it cannot be changed any more', 'bupot_not_issued');
}

/** The signer for issuing: the one asked for, else the slip's, else the default; active with scope BUPOT/BOTH. */
async function issuingSigner(db: Handle, userId: number, wanted: number | null | undefined) {
  const options = await bupotSigners(db, userId);
  const signer =
    wanted != null ? options.find((s) => s.id === wanted) : (options.find((s) => s.isDefault) ?? options[0]);
  if (!signer)
    throw conflict(
      wanted != null
        ? 'The chosen signer is not active or cannot sign slips; choose an active signer'
        : 'No active signer for slips: add or activate one under Settings › Signers',
      'bupot_no_signer',
    );
  const { isDefault: _default, ...snapshot } = signer;
  return snapshot;
}

export async function createDraft(db: DB, actor: AuthUser, input: BupotParsedInput): Promise<BupotDetail> {
  assertClient(actor);
  const values = await prepare(db, actor, input);
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bupot)
      .values({
        ...values,
        userId: actor.id,
        status: 'draft',
        createdBy: actor.id,
        updatedBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bupot.id });
    await audit(tx, { bupotId: row.id, ownerId: actor.id, actorId: actor.id, action: 'create' });
    return row.id;
  });
  return getSlip(db, actor, id);
}

export async function updateDraft(
  db: DB,
  actor: AuthUser,
  id: number,
  input: BupotParsedInput,
): Promise<BupotDetail> {
  assertClient(actor);
  await findSlip(db, actor, id);
  const values = await prepare(db, actor, input);
  await db.transaction(async (tx) => {
    const row = await findSlip(tx, actor, id, true);
    if (row.userId !== actor.id) throw notFound('No such slip', 'not_found');
    if (row.status !== 'draft') throw notDraft(row);
    const changes = diff(row, values);
    await tx
      .update(bupot)
      .set({ ...values, updatedBy: actor.id, updatedAt: clock.now() })
      .where(eq(bupot.id, id));
    if (Object.keys(changes).length)
      await audit(tx, { bupotId: id, ownerId: row.userId, actorId: actor.id, action: 'update', changes });
  });
  return getSlip(db, actor, id);
}

export async function deleteDraft(db: DB, actor: AuthUser, id: number): Promise<void> {
  assertClient(actor);
  await db.transaction(async (tx) => {
    const row = await findSlip(tx, actor, id, true);
    if (row.userId !== actor.id) throw notFound('No such slip', 'not_found');
    if (row.status !== 'draft') throw notDraft(row);
    await tx.delete(bupot).where(eq(bupot.id, id));
    await audit(tx, {
      bupotId: id,
      ownerId: row.userId,
      actorId: actor.id,
      action: 'delete',
      note: `${row.kodeObjek} ${row.recipientName} ${row.masa}/${row.tahun}`,
    });
  });
}

/** Number, issue time, signer snapshot and verification code of a slip being issued now. */
async function issuance(
  tx: Tx,
  userId: number,
  signerId: number | null | undefined,
  number?: { number: string; year: number },
) {
  const signer = await issuingSigner(tx, userId, signerId);
  await requireValidCertificate(tx as unknown as DB, userId);
  const issuedAt = clock.now();
  const year = number?.year ?? Number(jakartaDate(issuedAt).slice(0, 4));
  return {
    signerId: signer.id,
    signerSnapshot: signer,
    number: number?.number ?? (await nextBupotNumber(tx, userId, year)),
    numberYear: year,
    issuedAt,
    verificationCode: newVerificationCode(),
  };
}

/** Recomputes a stored draft against today's rules and the code table before it is issued. */
function inputOf(row: Row): BupotParsedInput {
  return {
    masa: row.masa,
    tahun: row.tahun,
    recipientType: row.recipientType,
    recipientId: row.recipientId,
    recipientName: row.recipientName,
    recipientNitku: row.recipientNitku,
    recipientCountry: row.recipientCountry,
    recipientAddress: row.recipientAddress,
    kodeObjek: row.kodeObjek,
    fasilitas: row.fasilitas as BupotParsedInput['fasilitas'],
    fasilitasNumber: row.fasilitasNumber,
    manualRate: row.manualRateBp === null ? null : String(row.manualRateBp / 100),
    dpp: row.dpp,
    docType: row.docType as BupotParsedInput['docType'],
    docNumber: row.docNumber,
    docDate: row.docDate,
    withholdingDate: row.withholdingDate,
    signerId: row.signerId,
  };
}

export async function issueSlip(
  db: DB,
  actor: AuthUser,
  id: number,
  opts: { signerId?: number | null },
): Promise<BupotDetail> {
  assertClient(actor);
  await db.transaction(async (tx) => {
    const row = await findSlip(tx, actor, id, true);
    if (row.userId !== actor.id) throw notFound('No such slip', 'not_found');
    if (row.status !== 'draft') throw notDraft(row);
    const values = await prepare(tx, actor, { ...inputOf(row), signerId: null });
    const issued = await issuance(tx, actor.id, opts.signerId ?? row.signerId);
    await tx
      .update(bupot)
      .set({ ...values, ...issued, status: 'issued', updatedBy: actor.id, updatedAt: issued.issuedAt })
      .where(eq(bupot.id, id));
    await audit(tx, {
      bupotId: id,
      ownerId: row.userId,
      actorId: actor.id,
      action: 'issue',
      changes: { status: ['draft', 'issued'], number: [null, issued.number] },
    });
  });
  return getSlip(db, actor, id);
}

/**
 * Pembetulan: the corrected data become a new version, issued at once with the same number and
 * the next revision; the original is marked replaced. Masa and tahun stay those of the original.
 */
export async function correctSlip(
  db: DB,
  actor: AuthUser,
  id: number,
  input: BupotParsedInput,
): Promise<BupotDetail> {
  assertClient(actor);
  const original = await findSlip(db, actor, id);
  if (original.userId !== actor.id) throw notFound('No such slip', 'not_found');
  if (original.status !== 'issued') throw notIssued(original);
  if (input.masa !== original.masa || input.tahun !== original.tahun) {
    const message =
      'A correction keeps the tax period of the original slip; cancel it and make a new slip instead';
    throw badRequest(message, 'bupot_correction_period', { masa: message, tahun: message });
  }
  const values = await prepare(db, actor, input);
  const newId = await db.transaction(async (tx) => {
    const row = await findSlip(tx, actor, id, true);
    if (row.status !== 'issued') throw notIssued(row);
    const issued = await issuance(tx, actor.id, values.signerId ?? row.signerId, {
      number: row.number!,
      year: row.numberYear!,
    });
    const [created] = await tx
      .insert(bupot)
      .values({
        ...values,
        ...issued,
        userId: row.userId,
        status: 'issued',
        revision: row.revision + 1,
        replacesId: row.id,
        createdBy: actor.id,
        updatedBy: actor.id,
        createdAt: issued.issuedAt,
        updatedAt: issued.issuedAt,
      })
      .returning({ id: bupot.id });
    await tx
      .update(bupot)
      .set({
        status: 'replaced',
        replacedById: created.id,
        replacedAt: issued.issuedAt,
        updatedBy: actor.id,
        updatedAt: issued.issuedAt,
      })
      .where(eq(bupot.id, row.id));
    await audit(tx, {
      bupotId: created.id,
      ownerId: row.userId,
      actorId: actor.id,
      action: 'correct',
      changes: diff(row, values),
      note: `revision ${row.revision + 1} of ${row.number}, replaces slip ${row.id}`,
    });
    await audit(tx, {
      bupotId: row.id,
      ownerId: row.userId,
      actorId: actor.id,
      action: 'replaced',
      changes: { status: ['issued', 'replaced'] },
      note: `replaced by slip ${created.id}`,
    });
    return created.id;
  });
  return getSlip(db, actor, newId);
}

export async function cancelSlip(db: DB, actor: AuthUser, id: number, reason: string): Promise<BupotDetail> {
  assertClient(actor);
  await db.transaction(async (tx) => {
    const row = await findSlip(tx, actor, id, true);
    if (row.userId !== actor.id) throw notFound('No such slip', 'not_found');
    if (row.status !== 'issued') throw notIssued(row);
    const now = clock.now();
    await tx
      .update(bupot)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: reason,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .where(eq(bupot.id, id));
    await audit(tx, {
      bupotId: id,
      ownerId: row.userId,
      actorId: actor.id,
      action: 'cancel',
      changes: { status: ['issued', 'cancelled'] },
      note: reason,
    });
  });
  return getSlip(db, actor, id);
}

// ---- reading ---------------------------------------------------------------------------------

const selection = {
  slip: bupot,
  nameId: taxObjectCodes.nameId,
  nameEn: taxObjectCodes.nameEn,
  final: taxObjectCodes.final,
  ownerNama: users.nama,
  ownerCompany: users.companyName,
  ownerNpwp: users.npwp,
  signer: signers,
};

type Joined = {
  slip: Row;
  nameId: string | null;
  nameEn: string | null;
  final: boolean | null;
  ownerNama: string | null;
  ownerCompany: string | null;
  ownerNpwp: string | null;
  signer: typeof signers.$inferSelect | null;
};

function toApi(j: Joined): Bupot {
  const s = j.slip;
  return {
    id: s.id,
    userId: s.userId,
    status: s.status,
    revision: s.revision,
    replacesId: s.replacesId,
    replacedById: s.replacedById,
    masa: s.masa,
    tahun: s.tahun,
    recipientType: s.recipientType,
    recipientId: s.recipientId,
    recipientName: s.recipientName,
    recipientNitku: s.recipientNitku,
    recipientCountry: s.recipientCountry,
    recipientAddress: s.recipientAddress,
    kodeObjek: s.kodeObjek,
    pasal: s.pasal,
    kodeNameId: j.nameId ?? '',
    kodeNameEn: j.nameEn ?? '',
    final: j.final,
    fasilitas: s.fasilitas as Bupot['fasilitas'],
    fasilitasNumber: s.fasilitasNumber,
    manualRateBp: s.manualRateBp,
    dpp: s.dpp,
    rateBp: s.rateBp,
    normalRateBp: s.normalRateBp,
    higherRate: s.higherRate,
    pph: s.pph,
    pphPayable: s.pphPayable,
    docType: s.docType as Bupot['docType'],
    docNumber: s.docNumber,
    docDate: s.docDate,
    withholdingDate: s.withholdingDate,
    signerId: s.signerId,
    signer: s.signerSnapshot ?? (j.signer ? snapshotOf(j.signer) : null),
    number: s.number,
    issuedAt: s.issuedAt?.toISOString() ?? null,
    verificationCode: s.verificationCode,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
    cancelReason: s.cancelReason,
    replacedAt: s.replacedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    withholder: { nama: j.ownerNama ?? '', companyName: j.ownerCompany, npwp: j.ownerNpwp },
  };
}

function joined(db: Handle) {
  return db
    .select(selection)
    .from(bupot)
    .leftJoin(taxObjectCodes, eq(taxObjectCodes.code, bupot.kodeObjek))
    .leftJoin(users, eq(users.id, bupot.userId))
    .leftJoin(signers, eq(signers.id, bupot.signerId));
}

export async function getSlip(db: DB, actor: AuthUser, id: number): Promise<BupotDetail> {
  const [row] = await joined(db).where(eq(bupot.id, id));
  if (!row || (row.slip.userId !== actor.id && actor.role !== 'admin'))
    throw notFound('No such slip', 'not_found');
  const slip = toApi(row as Joined);
  const auditRows = await db
    .select({ entry: bupotAudit, actorNama: users.nama })
    .from(bupotAudit)
    .leftJoin(users, eq(users.id, bupotAudit.actorId))
    .where(eq(bupotAudit.bupotId, id))
    .orderBy(asc(bupotAudit.at), asc(bupotAudit.id));
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
    audit: auditRows.map(({ entry, actorNama }) => ({
      id: entry.id,
      action: entry.action,
      at: entry.at.toISOString(),
      actor: entry.actorId === null ? null : { id: entry.actorId, nama: actorNama ?? '' },
      changes: entry.changes,
      note: entry.note,
    })),
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

function ordering(q: ListQuery): SQL[] {
  const dir = (column: SQL | typeof bupot.id | typeof bupot.dpp) =>
    q.order === 'asc' ? asc(column) : desc(column);
  switch (q.sort) {
    case 'number':
      return [dir(sql`${bupot.number}`), dir(sql`${bupot.revision}`), desc(bupot.id)];
    case 'recipientName':
      return [dir(sql`lower(${bupot.recipientName})`), desc(bupot.id)];
    case 'kodeObjek':
      return [dir(sql`${bupot.kodeObjek}`), desc(bupot.id)];
    case 'dpp':
      return [dir(bupot.dpp), desc(bupot.id)];
    case 'pph':
      return [dir(sql`${bupot.pph}`), desc(bupot.id)];
    case 'status':
      return [dir(sql`${bupot.status}`), desc(bupot.id)];
    case 'createdAt':
      return [dir(sql`${bupot.createdAt}`), dir(bupot.id)];
    default:
      return [dir(sql`${bupot.tahun}`), dir(sql`${bupot.masa}`), desc(bupot.id)];
  }
}

export async function listSlips(db: DB, actor: AuthUser, q: ListQuery): Promise<BupotList> {
  const perPage = q.perPage ?? 10;
  const page = q.page ?? 1;
  const where = conditions(actor, q, true);
  const rows = await joined(db)
    .where(where)
    .orderBy(...ordering(q))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(bupot).where(where);
  const summaryWhere = conditions(actor, q, false);
  const byStatusRows = await db
    .select({ status: bupot.status, count: sql<number>`count(*)::int` })
    .from(bupot)
    .where(summaryWhere)
    .groupBy(bupot.status);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      dpp: sql<string>`coalesce(sum(${bupot.dpp}), 0)::text`,
      pph: sql<string>`coalesce(sum(${bupot.pph}), 0)::text`,
      pphPayable: sql<string>`coalesce(sum(${bupot.pphPayable}), 0)::text`,
    })
    .from(bupot)
    .where(and(summaryWhere, eq(bupot.status, 'issued')));
  const byStatus: Record<BupotStatus, number> = { draft: 0, issued: 0, replaced: 0, cancelled: 0 };
  for (const r of byStatusRows) byStatus[r.status] = Number(r.count);
  return {
    transaksis: rows.map((r) => toApi(r as Joined)),
    allData: {
      totals: {
        count: Number(totals.count),
        dpp: totals.dpp,
        pph: totals.pph,
        pphPayable: totals.pphPayable,
      },
      byStatus,
    },
    total: Number(count),
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
