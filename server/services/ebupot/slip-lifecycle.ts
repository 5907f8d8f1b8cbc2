import { eq } from 'drizzle-orm';
import type { BupotDetail } from '../../../contract/ebupot';
import type { BupotParsedInput } from '../../../contract/ebupot/schemas';
import { jakartaDate } from '../../../contract/jakarta-time';
import type { DB } from '../../db/client';
import { bupot } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { requireValidCertificate } from './issuing-gate';
import { assertMasaOpen } from './masa-lock';
import { newVerificationCode, nextBupotNumber } from './numbering';
import { assertClient, findSlip, lockOwnDraft, notIssued, type Tx } from './slip-access';
import { audit, diff } from './slip-audit';
import { inputOf, prepare } from './slip-input';
import { getSlip } from './slip-queries';
import { issuingSigner } from './slip-signers';

// Slip lifecycle (ebupot.md §4): draft → issued → cancelled, or issued → replaced by a correction
// that is issued at once with the same number and the next revision. Only drafts change or go.
// Clients act on their own slips; the admin reads every slip and changes none.

export async function createDraft(db: DB, actor: AuthUser, input: BupotParsedInput): Promise<BupotDetail> {
  assertClient(actor);
  const values = await prepare(db, actor, input);
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    await assertMasaOpen(tx, actor.id, values);
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
    const row = await lockOwnDraft(tx, actor, id);
    await assertMasaOpen(tx, row.userId, row);
    await assertMasaOpen(tx, row.userId, values);
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
    const row = await lockOwnDraft(tx, actor, id);
    await assertMasaOpen(tx, row.userId, row);
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

export async function issueSlip(
  db: DB,
  actor: AuthUser,
  id: number,
  opts: { signerId?: number | null },
): Promise<BupotDetail> {
  await issueDraft(db, actor, id, opts);
  return getSlip(db, actor, id);
}

/** Issues a draft and answers only its number: the bulk action has no use for the whole slip. */
export async function issueDraft(
  db: DB,
  actor: AuthUser,
  id: number,
  opts: { signerId?: number | null },
): Promise<{ number: string }> {
  assertClient(actor);
  return db.transaction(async (tx) => {
    const row = await lockOwnDraft(tx, actor, id);
    await assertMasaOpen(tx, row.userId, row);
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
    return { number: issued.number };
  });
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
    await assertMasaOpen(tx, row.userId, row);
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
    await assertMasaOpen(tx, row.userId, row);
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
