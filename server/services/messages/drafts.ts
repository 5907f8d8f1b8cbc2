import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageDraft, Party } from '../../../contract/messages';
import type { draftBodySchema } from '../../../contract/messages/schemas';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { assertOwnAttachments, draftAttachments } from './attachments';
import { partyOf } from './mailbox';
import { cleanSubject, sanitizeMessageHtml } from './sanitize';

// Drafts: a staff member's unsent messages, saved as they type (the portal sends the whole draft
// a moment after each change). Their HTML is sanitised like a sent message's.

export type DraftInput = z.output<typeof draftBodySchema>;

interface DraftRow {
  id: number;
  to_ids: number[] | string;
  cc_ids: number[] | string;
  bcc_ids: number[] | string;
  to_all_clients: boolean;
  subject: string;
  body_html: string;
  reply_to: number | null;
  updated_at: Date | string;
}

const idList = (v: number[] | string): number[] => (typeof v === 'string' ? JSON.parse(v) : v).map(Number);

async function partiesById(db: DB, ids: number[]): Promise<Map<number, Party>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; nama: string; email: string; role: string }>(
    db,
    sql`SELECT id, nama, email, role FROM users WHERE id IN ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), partyOf(r)]));
}

async function present(db: DB, rows: DraftRow[]): Promise<MessageDraft[]> {
  const all = rows.flatMap((r) => [...idList(r.to_ids), ...idList(r.cc_ids), ...idList(r.bcc_ids)]);
  const parties = await partiesById(db, [...new Set(all)]);
  const pick = (v: number[] | string) =>
    idList(v)
      .map((id) => parties.get(id))
      .filter((p): p is Party => !!p);
  return Promise.all(
    rows.map(async (r) => ({
      id: Number(r.id),
      to: pick(r.to_ids),
      cc: pick(r.cc_ids),
      bcc: pick(r.bcc_ids),
      to_all_clients: r.to_all_clients,
      subject: r.subject,
      body_html: r.body_html,
      reply_to: r.reply_to == null ? null : Number(r.reply_to),
      attachment_list: await draftAttachments(db, Number(r.id)),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  );
}

const COLUMNS = sql`id, to_ids, cc_ids, bcc_ids, to_all_clients, subject, body_html, reply_to, updated_at`;

/** The caller's drafts, last changed first. */
export async function listDrafts(db: DB, ownerId: number): Promise<MessageDraft[]> {
  const rows = await queryRows<DraftRow>(
    db,
    sql`SELECT ${COLUMNS} FROM message_drafts WHERE owner_id = ${ownerId} ORDER BY updated_at DESC, id DESC LIMIT 100`,
  );
  return present(db, rows);
}

export async function getDraft(db: DB, ownerId: number, id: number): Promise<MessageDraft> {
  const rows = await queryRows<DraftRow>(
    db,
    sql`SELECT ${COLUMNS} FROM message_drafts WHERE id = ${id} AND owner_id = ${ownerId}`,
  );
  if (!rows.length) throw notFound('Draft not found', 'not_found');
  return (await present(db, rows))[0];
}

/** Creates (no id) or replaces one of the caller's drafts. */
export async function saveDraft(
  db: DB,
  ownerId: number,
  input: DraftInput,
  id?: number,
): Promise<MessageDraft> {
  const attachments = await assertOwnAttachments(db, ownerId, input.attachment_ids, id);
  const values = {
    to: JSON.stringify([...new Set(input.to)]),
    cc: JSON.stringify([...new Set(input.cc)]),
    bcc: JSON.stringify([...new Set(input.bcc)]),
    subject: cleanSubject(input.subject),
    html: sanitizeMessageHtml(input.body_html),
  };
  const draftId = await db.transaction(async (tx) => {
    let draftId = id;
    const now = clock.now().toISOString();
    if (draftId) {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE message_drafts SET to_ids = ${values.to}::jsonb, cc_ids = ${values.cc}::jsonb,
              bcc_ids = ${values.bcc}::jsonb, to_all_clients = ${input.to_all_clients},
              subject = ${values.subject}, body_html = ${values.html}, reply_to = ${input.reply_to ?? null},
              updated_at = ${now}::timestamptz
            WHERE id = ${draftId} AND owner_id = ${ownerId} RETURNING id`,
      );
      if (!rows.length) throw notFound('Draft not found', 'not_found');
      // files taken off the draft go back to their owner, unsent
      await tx.execute(
        sql`UPDATE message_attachments SET draft_id = NULL WHERE draft_id = ${draftId}
              AND id NOT IN ${sql.raw(`(${[0, ...attachments].map(Number).join(',')})`)}`,
      );
    } else {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO message_drafts (owner_id, reply_to, to_ids, cc_ids, bcc_ids, to_all_clients, subject, body_html, updated_at)
            VALUES (${ownerId}, ${input.reply_to ?? null}, ${values.to}::jsonb, ${values.cc}::jsonb, ${values.bcc}::jsonb,
                    ${input.to_all_clients}, ${values.subject}, ${values.html}, ${now}::timestamptz) RETURNING id`,
      );
      draftId = Number(row.id);
    }
    if (attachments.length)
      await tx.execute(
        sql`UPDATE message_attachments SET draft_id = ${draftId}
            WHERE id IN ${sql.raw(`(${attachments.map(Number).join(',')})`)} AND owner_id = ${ownerId}`,
      );
    return draftId;
  });
  return getDraft(db, ownerId, draftId);
}

export async function deleteDraft(db: DB, ownerId: number, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM message_drafts WHERE id = ${id} AND owner_id = ${ownerId} RETURNING id`,
  );
  if (!rows.length) throw notFound('Draft not found', 'not_found');
}
