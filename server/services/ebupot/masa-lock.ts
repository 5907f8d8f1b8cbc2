import { and, asc, count, eq } from 'drizzle-orm';
import type { BupotMasaList, BupotMasaStatus, MasaState } from '../../../contract/ebupot';
import { BUPOT_MESSAGES } from '../../../contract/ebupot/schemas';
import { jakartaDate } from '../../../contract/jakarta-time';
import type { DB } from '../../db/client';
import { bupot, bupotMasa, bupotMasaAudit, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { assertMasaPaid } from '../tax-deposit/deposits';
import { assertClient, type Handle } from './slip-access';

// Period locking (ebupot.md §4c: issued → reported "included in a submitted SPT Masa"): once a
// masa's SPT Masa is marked reported, its slips stay as reported; changing them needs a
// correction (pembetulan) of the SPT, which raises its revision. Every change is audited.

type Period = { masa: number; tahun: number };
const label = (p: Period) => `${String(p.masa).padStart(2, '0')}/${p.tahun}`;

async function stateRow(db: Handle, userId: number, p: Period, lock = false) {
  const query = db
    .select()
    .from(bupotMasa)
    .where(and(eq(bupotMasa.userId, userId), eq(bupotMasa.tahun, p.tahun), eq(bupotMasa.masa, p.masa)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Refuses a change to a slip of a reported masa (409 bupot_masa_reported). Called inside the
 * slip's transaction; the share lock makes a concurrent "mark reported" wait for it.
 */
export async function assertMasaOpen(tx: Handle, userId: number, p: Period): Promise<void> {
  const [row] = await tx
    .select({ state: bupotMasa.state })
    .from(bupotMasa)
    .where(and(eq(bupotMasa.userId, userId), eq(bupotMasa.tahun, p.tahun), eq(bupotMasa.masa, p.masa)))
    .for('share');
  if (row?.state === 'reported')
    throw conflict(
      `Masa ${label(p)} is reported in its SPT Masa: open a correction (pembetulan) before changing its slips`,
      'bupot_masa_reported',
    );
}

/** The state of each masa of a year for the client (admin: read-only, any client's through ?). */
export async function listMasaStates(db: DB, actor: AuthUser, tahun: number): Promise<BupotMasaList> {
  const rows = await db
    .select()
    .from(bupotMasa)
    .where(and(eq(bupotMasa.userId, actor.id), eq(bupotMasa.tahun, tahun)));
  const trail = await db
    .select({ entry: bupotMasaAudit, actorName: users.nama })
    .from(bupotMasaAudit)
    .leftJoin(users, eq(users.id, bupotMasaAudit.actorId))
    .where(and(eq(bupotMasaAudit.ownerId, actor.id), eq(bupotMasaAudit.tahun, tahun)))
    .orderBy(asc(bupotMasaAudit.at), asc(bupotMasaAudit.id));
  const data: BupotMasaStatus[] = Array.from({ length: 12 }, (_, i) => {
    const masa = i + 1;
    const row = rows.find((r) => r.masa === masa);
    return {
      masa,
      tahun,
      state: (row?.state ?? 'open') as MasaState,
      revision: row?.revision ?? 0,
      reportedAt: row?.reportedAt?.toISOString() ?? null,
      audit: trail
        .filter((t) => t.entry.masa === masa)
        .map(({ entry, actorName }) => ({
          action: entry.action,
          revision: entry.revision,
          note: entry.note,
          actor: entry.actorId === null ? null : { id: entry.actorId, name: actorName ?? '' },
          at: entry.at.toISOString(),
        })),
    };
  });
  return { data };
}

const one = async (db: DB, actor: AuthUser, p: Period) =>
  (await listMasaStates(db, actor, p.tahun)).data[p.masa - 1];

/** Marks the masa's SPT Masa reported: the normal SPT (revision 0) or the open pembetulan. */
export async function markMasaReported(
  db: DB,
  actor: AuthUser,
  p: Period & { note: string | null },
): Promise<BupotMasaStatus> {
  assertClient(actor);
  const today = jakartaDate(clock.now());
  if (`${p.tahun}-${String(p.masa).padStart(2, '0')}` > today.slice(0, 7))
    throw badRequest(BUPOT_MESSAGES.period_future, 'validation', {
      masa: BUPOT_MESSAGES.period_future,
      tahun: BUPOT_MESSAGES.period_future,
    });
  await db.transaction(async (tx) => {
    const row = await stateRow(tx, actor.id, p, true);
    if (row?.state === 'reported')
      throw conflict(`Masa ${label(p)} is already reported`, 'bupot_masa_already_reported');
    const [{ drafts }] = await tx
      .select({ drafts: count() })
      .from(bupot)
      .where(
        and(
          eq(bupot.userId, actor.id),
          eq(bupot.tahun, p.tahun),
          eq(bupot.masa, p.masa),
          eq(bupot.status, 'draft'),
        ),
      );
    if (drafts > 0)
      throw conflict(
        `Masa ${label(p)} still has ${drafts} draft slip(s): issue or delete them before reporting`,
        'bupot_masa_has_drafts',
      );
    // what the slips withheld must be deposited first (each deposit's NTPN goes in the SPT)
    await assertMasaPaid(tx, actor.id, p);
    const now = clock.now();
    const revision = row?.revision ?? 0;
    const values = {
      state: 'reported' as const,
      revision,
      reportedAt: now,
      updatedBy: actor.id,
      updatedAt: now,
    };
    if (row)
      await tx
        .update(bupotMasa)
        .set(values)
        .where(and(eq(bupotMasa.userId, actor.id), eq(bupotMasa.tahun, p.tahun), eq(bupotMasa.masa, p.masa)));
    else await tx.insert(bupotMasa).values({ ...values, userId: actor.id, tahun: p.tahun, masa: p.masa });
    await tx.insert(bupotMasaAudit).values({
      ownerId: actor.id,
      actorId: actor.id,
      tahun: p.tahun,
      masa: p.masa,
      action: 'report',
      revision,
      note: p.note,
      at: now,
    });
  });
  return one(db, actor, p);
}

/** Opens a pembetulan of a reported masa: its slips change again; the SPT's revision goes up by one. */
export async function openMasaCorrection(
  db: DB,
  actor: AuthUser,
  p: Period & { reason: string },
): Promise<BupotMasaStatus> {
  assertClient(actor);
  await db.transaction(async (tx) => {
    const row = await stateRow(tx, actor.id, p, true);
    if (row?.state !== 'reported')
      throw conflict(
        `Masa ${label(p)} is not reported; its slips can be changed without a correction`,
        'bupot_masa_not_reported',
      );
    const now = clock.now();
    const revision = row.revision + 1;
    await tx
      .update(bupotMasa)
      .set({ state: 'correcting', revision, updatedBy: actor.id, updatedAt: now })
      .where(and(eq(bupotMasa.userId, actor.id), eq(bupotMasa.tahun, p.tahun), eq(bupotMasa.masa, p.masa)));
    await tx.insert(bupotMasaAudit).values({
      ownerId: actor.id,
      actorId: actor.id,
      tahun: p.tahun,
      masa: p.masa,
      action: 'open_correction',
      revision,
      note: p.reason,
      at: now,
    });
  });
  return one(db, actor, p);
}
