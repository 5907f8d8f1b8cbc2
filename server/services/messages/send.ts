import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGE_EVENTS, type MessageDetail, type MessageEvent } from '../../../contract/messages';
import type { clientMessageSchema, sendMessageSchema } from '../../../contract/messages/schemas';
import { routePath } from '../../../contract/routes';
import { adminPath } from '../../../contract/routes/admin';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { badRequest, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { log } from '../../lib/logger';
import type { MailLocale } from '../../lib/mail/locale';
import { sendMail } from '../../lib/mailer';
import { notify } from '../../lib/notify';
import { assertOwnAttachments } from './attachments';
import { getThread } from './mailbox';
import { cleanSubject, htmlToText, sanitizeMessageHtml, textToHtml } from './sanitize';

// Sending: one message row, a row of message_recipients per person (the sender's copy in Sent,
// each recipient's in Inbox), the attachments taken, then each recipient told (the bell, and a
// client also by mail in their language).

type Kind = 'to' | 'cc' | 'bcc' | 'all' | 'service';

interface Recipient {
  id: number;
  role: string;
  email: string;
  locale: MailLocale;
  kind: Kind;
}

/** A staff message as the route validated it. */
export type StaffMessage = z.output<typeof sendMessageSchema>;

const list = (ids: number[]) => sql.raw(`(${ids.map(Number).join(',') || 'NULL'})`);

/** Active accounts by id; every id must be one (400 bad_recipient). */
async function accounts(db: DB, ids: number[]) {
  if (!ids.length) return [];
  const rows = await queryRows<Omit<Recipient, 'kind'>>(
    db,
    sql`SELECT id, role, email, locale FROM users WHERE id IN ${list(ids)} AND status = 'active'`,
  );
  if (rows.length !== new Set(ids).size)
    throw badRequest('A recipient is unknown or suspended', 'bad_recipient', {
      to: 'A recipient is unknown or suspended',
    });
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Staff who read the Email app: the admin, roles given 'read email', and staff roles without
 * permission rows (the original's fallback opens every staff subject's pages to them).
 */
async function staffReaders(db: DB) {
  const rows = await queryRows<Omit<Recipient, 'kind'>>(
    db,
    sql`SELECT u.id, u.role, u.email, u.locale FROM users u
        WHERE u.status = 'active' AND u.role <> 'client' AND (
          u.role = 'admin'
          OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles ro ON ro.id = rp.role_id
                     JOIN permissions p ON p.id = rp.permission_id
                     WHERE ro.name = u.role AND p.subject = 'email' AND p.action = 'read')
          OR NOT EXISTS (SELECT 1 FROM role_permissions rp JOIN roles ro ON ro.id = rp.role_id
                         WHERE ro.name = u.role))`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The thread of the message the sender answers (they must hold a copy of it). */
async function threadOf(db: DB, userId: number, messageId: number): Promise<number> {
  const [row] = await queryRows<{ thread_id: number }>(
    db,
    sql`SELECT m.thread_id FROM messages m JOIN message_recipients r ON r.message_id = m.id
        WHERE m.id = ${messageId} AND r.user_id = ${userId} AND NOT r.deleted`,
  );
  if (!row) throw notFound('The message answered is not found', 'not_found');
  return Number(row.thread_id);
}

interface Stored {
  senderId: number;
  fromClient: boolean;
  toAllClients: boolean;
  subject: string;
  html: string;
  recipients: Recipient[];
  attachmentIds: number[];
  replyTo?: number;
  forwardOf?: number;
  draftId?: number;
}

async function store(db: DB, s: Stored): Promise<number> {
  return db.transaction(async (tx) => {
    const threadId = s.replyTo
      ? await threadOf(tx, s.senderId, s.replyTo)
      : Number(
          (
            await queryRows<{ id: number }>(
              tx,
              sql`INSERT INTO message_threads (subject) VALUES (${s.subject}) RETURNING id`,
            )
          )[0].id,
        );
    const [{ id }] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO messages (thread_id, sender_id, from_client, to_all_clients, subject, body_html, body_text)
          VALUES (${threadId}, ${s.senderId}, ${s.fromClient}, ${s.toAllClients}, ${s.subject}, ${s.html},
                  ${htmlToText(s.html)}) RETURNING id`,
    );
    const messageId = Number(id);
    const rows = [
      sql`(${messageId}, ${s.senderId}, 'from', 'sent', true)`,
      ...s.recipients.map((r) => sql`(${messageId}, ${r.id}, ${r.kind}, 'inbox', false)`),
    ];
    // large announcements go in slices
    for (let i = 0; i < rows.length; i += 500)
      await tx.execute(
        sql`INSERT INTO message_recipients (message_id, user_id, kind, folder, is_read)
            VALUES ${sql.join(rows.slice(i, i + 500), sql`, `)}`,
      );
    if (s.attachmentIds.length)
      await tx.execute(
        sql`UPDATE message_attachments SET message_id = ${messageId}, draft_id = NULL
            WHERE id IN ${list(s.attachmentIds)} AND owner_id = ${s.senderId} AND message_id IS NULL`,
      );
    if (s.forwardOf) {
      await threadOf(tx, s.senderId, s.forwardOf);
      await tx.execute(
        sql`INSERT INTO message_attachments (owner_id, message_id, file_name, mime, size, data)
            SELECT ${s.senderId}, ${messageId}, file_name, mime, size, data FROM message_attachments
            WHERE message_id = ${s.forwardOf} ORDER BY id`,
      );
    }
    if (s.draftId)
      await tx.execute(sql`DELETE FROM message_drafts WHERE id = ${s.draftId} AND owner_id = ${s.senderId}`);
    return messageId;
  });
}

/** Tells each recipient: the bell for everyone, a mail in their language for clients. */
async function tell(db: DB, messageId: number, subject: string, recipients: Recipient[], origin: string) {
  // open mailboxes and bells update at once (ids only: each fetches what it may see)
  publishEvent({ users: recipients.map((r) => r.id) }, MESSAGE_EVENTS.received, {
    id: messageId,
  } satisfies MessageEvent);
  for (const r of recipients) {
    const client = r.role === 'client';
    const url = client ? `${routePath('messages')}?id=${messageId}` : `${adminPath('email')}?id=${messageId}`;
    try {
      await notify(db, r.id, {
        type: 'message.new',
        title: subject,
        body: '',
        url,
        meta: { subject, messageId },
      });
      if (client)
        await sendMail(r.email, r.locale, { name: 'message_received', subject, link: `${origin}${url}` });
    } catch (err) {
      log.warn({ err, messageId }, 'a recipient of a message was not told');
    }
  }
}

/** A staff member sends (or sends a draft): 201 with their copy. */
export async function sendStaffMessage(
  db: DB,
  senderId: number,
  body: StaffMessage,
  origin: string,
): Promise<{ message: MessageDetail; recipients: number }> {
  const html = sanitizeMessageHtml(body.body_html);
  if (!htmlToText(html) && !body.attachment_ids.length && !body.forward_of)
    throw badRequest('The message is empty', 'validation', { body_html: 'The message is empty' });
  const subject = cleanSubject(body.subject);
  if (!subject) throw badRequest('Subject is required', 'validation', { subject: 'Subject is required' });
  const attachmentIds = await assertOwnAttachments(db, senderId, body.attachment_ids, body.draft_id);
  const recipients = new Map<number, Recipient>();
  const add = (rows: Omit<Recipient, 'kind'>[], kind: Kind) => {
    for (const r of rows)
      if (r.id !== senderId && !recipients.has(r.id)) recipients.set(r.id, { ...r, kind });
  };
  add(await accounts(db, body.to), 'to');
  add(await accounts(db, body.cc), 'cc');
  add(await accounts(db, body.bcc), 'bcc');
  if (body.to_all_clients) {
    // an announcement: each client has a copy and sees no other recipient
    const clients = await queryRows<Omit<Recipient, 'kind'>>(
      db,
      sql`SELECT id, role, email, locale FROM users WHERE role = 'client' AND status = 'active' ORDER BY id`,
    );
    add(
      clients.map((c) => ({ ...c, id: Number(c.id) })),
      'all',
    );
  }
  if (!recipients.size)
    throw badRequest('Choose at least one recipient', 'no_recipients', {
      to: 'Choose at least one recipient',
    });
  const all = [...recipients.values()];
  const messageId = await store(db, {
    senderId,
    fromClient: false,
    toAllClients: body.to_all_clients,
    subject,
    html,
    recipients: all,
    attachmentIds,
    replyTo: body.reply_to,
    forwardOf: body.forward_of,
    draftId: body.draft_id,
  });
  await tell(db, messageId, subject, all, origin);
  return { message: (await getThread(db, senderId, messageId)).message, recipients: all.length };
}

export type ClientMessage = z.output<typeof clientMessageSchema>;

/** A client writes to the service: every staff mailbox that reads 'email' gets it. */
export async function sendClientMessage(db: DB, clientId: number, body: ClientMessage, origin: string) {
  const subject = cleanSubject(body.subject);
  if (!subject) throw badRequest('Subject is required', 'validation', { subject: 'Subject is required' });
  const attachmentIds = await assertOwnAttachments(db, clientId, body.attachment_ids);
  // staff copies are the service's: the client is not shown who on the staff reads its mail
  const recipients = (await staffReaders(db)).map((r) => ({ ...r, kind: 'service' as const }));
  const messageId = await store(db, {
    senderId: clientId,
    fromClient: true,
    toAllClients: false,
    subject,
    html: textToHtml(body.body),
    recipients,
    attachmentIds,
    replyTo: body.reply_to,
  });
  await tell(db, messageId, subject, recipients, origin);
  return (await getThread(db, clientId, messageId)).message;
}
