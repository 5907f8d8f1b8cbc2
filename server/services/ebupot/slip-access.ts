import { eq } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { bupot } from '../../db/schema';
import type { AuthUser } from '../../env';
import { conflict, forbidden, type HttpError, notFound } from '../../lib/errors';

// Who may touch a slip, and the answers when its status forbids the change.

export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
export type Handle = DB | Tx;
export type SlipRow = typeof bupot.$inferSelect;

export function assertClient(actor: AuthUser) {
  if (actor.role !== 'client')
    throw forbidden('The admin can read slips but not create or change them', 'bupot_admin_read_only');
}

/** A slip the viewer may see (own, or any for the admin), optionally locked for update; else 404. */
export async function findSlip(db: Handle, actor: AuthUser, id: number, lock = false): Promise<SlipRow> {
  const query = db.select().from(bupot).where(eq(bupot.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.userId !== actor.id && actor.role !== 'admin'))
    throw notFound('No such slip', 'not_found');
  return row;
}

export const notDraft = (row: SlipRow) =>
  conflict(`Only a draft can be changed or deleted; this slip is ${row.status}`, 'bupot_not_draft');

export function notIssued(row: SlipRow): HttpError {
  if (row.status === 'replaced')
    return conflict(
      'This slip was already replaced by a correction; act on the newest version',
      'bupot_already_replaced',
    );
  if (row.status === 'draft')
    return conflict('This slip is a draft: issue it, or delete it instead', 'bupot_not_issued');
  return conflict('This slip is cancelled; it cannot be changed any more', 'bupot_not_issued');
}

/** The actor's own draft, locked for update: another's slip is a 404, a non-draft a conflict. */
export async function lockOwnDraft(tx: Handle, actor: AuthUser, id: number): Promise<SlipRow> {
  const row = await findSlip(tx, actor, id, true);
  if (row.userId !== actor.id) throw notFound('No such slip', 'not_found');
  if (row.status !== 'draft') throw notDraft(row);
  return row;
}
