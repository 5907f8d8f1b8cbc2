import { type SQL, sql } from 'drizzle-orm';
import {
  type BulkMessageAction,
  type MailboxCounts,
  MESSAGE_LABELS,
  type MessageDetail,
  type MessageFolder,
  type MessageLabel,
  type MessageRow,
  type MessageThread,
  type Party,
} from '../../../contract/messages';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { notFound } from '../../lib/errors';
import { attachmentsOf } from './attachments';

// A person's mailbox: their rows of message_recipients joined to the messages. Everything here
// is scoped by the caller's user id, so no one reads or changes another person's copy.

const ids = (list: number[]) => sql.raw(`(${list.map(Number).join(',') || 'NULL'})`);

interface RawRow {
  id: number;
  thread_id: number;
  subject: string;
  body_text: string;
  body_html: string;
  to_all_clients: boolean;
  from_client: boolean;
  sent_at: Date | string;
  folder: MessageRow['folder'];
  is_read: boolean;
  starred: boolean;
  labels: MessageLabel[] | string;
  kind: 'from' | 'to' | 'cc' | 'bcc' | 'all' | 'service';
  sender_id: number | null;
  attachments: number;
  thread_size: number;
}

const ROW_COLUMNS = sql`m.id, m.thread_id, m.subject, m.body_text, m.to_all_clients, m.from_client,
  m.sent_at, m.sender_id, r.folder, r.is_read, r.starred, r.labels, r.kind,
  (SELECT count(*)::int FROM message_attachments a WHERE a.message_id = m.id) AS attachments,
  (SELECT count(*)::int FROM messages t JOIN message_recipients tr ON tr.message_id = t.id
     AND tr.user_id = r.user_id AND NOT tr.deleted WHERE t.thread_id = m.thread_id) AS thread_size`;

/** The people of messages by id: sender, and To/Cc/Bcc recipients. */
async function partiesOf(db: DB, messageIds: number[]) {
  const rows = await queryRows<{
    message_id: number;
    kind: 'from' | 'to' | 'cc' | 'bcc';
    id: number;
    nama: string;
    email: string;
    role: string;
  }>(
    db,
    sql`SELECT r.message_id, r.kind, u.id, u.nama, u.email, u.role FROM message_recipients r
        JOIN users u ON u.id = r.user_id
        WHERE r.message_id IN ${ids(messageIds)} AND r.kind IN ('from', 'to', 'cc', 'bcc')
        ORDER BY r.message_id, u.nama, u.id`,
  );
  const out = new Map<number, Record<'from' | 'to' | 'cc' | 'bcc', Party[]>>();
  for (const r of rows) {
    const key = Number(r.message_id);
    const entry = out.get(key) ?? { from: [], to: [], cc: [], bcc: [] };
    entry[r.kind].push(partyOf(r));
    out.set(key, entry);
  }
  return out;
}

export const partyOf = (u: { id: number; nama: string; email: string; role: string }): Party => ({
  id: Number(u.id),
  name: u.nama,
  email: u.email,
  client: u.role === 'client',
});

const parseLabels = (v: MessageLabel[] | string): MessageLabel[] =>
  (typeof v === 'string' ? (JSON.parse(v) as MessageLabel[]) : v).filter((l) =>
    (MESSAGE_LABELS as readonly string[]).includes(l),
  );

function toRow(r: RawRow, parties: Map<number, Record<'from' | 'to' | 'cc' | 'bcc', Party[]>>): MessageRow {
  const p = parties.get(Number(r.id)) ?? { from: [], to: [], cc: [], bcc: [] };
  return {
    id: Number(r.id),
    thread_id: Number(r.thread_id),
    subject: r.subject,
    snippet: r.body_text.slice(0, 160).replace(/\s+/g, ' '),
    from: p.from[0] ?? null,
    from_client: r.from_client,
    to: r.to_all_clients ? [] : p.to.slice(0, 10),
    to_all_clients: r.to_all_clients,
    folder: r.folder,
    read: r.is_read,
    starred: r.starred,
    labels: parseLabels(r.labels),
    attachments: Number(r.attachments),
    thread_size: Number(r.thread_size),
    sent_at: new Date(r.sent_at).toISOString(),
  };
}

function folderCondition(folder: MessageFolder): SQL {
  if (folder === 'starred') return sql`r.starred AND r.folder <> 'trash'`;
  return sql`r.folder = ${folder}`;
}

export interface ListParams {
  folder: MessageFolder;
  label?: MessageLabel;
  q?: string;
  page: number;
  perPage: number;
}

/** A page of the caller's messages in a folder (newest first), with the total. */
export async function listMessages(db: DB, userId: number, p: ListParams) {
  const where = [sql`r.user_id = ${userId}`, sql`NOT r.deleted`, folderCondition(p.folder)];
  if (p.label) where.push(sql`r.labels ? ${p.label}::text`);
  if (p.q) {
    const like = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(m.subject ILIKE ${like} OR m.body_text ILIKE ${like} OR EXISTS (
      SELECT 1 FROM users s WHERE s.id = m.sender_id AND (s.nama ILIKE ${like} OR s.email ILIKE ${like})))`);
  }
  const condition = sql.join(where, sql` AND `);
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE ${condition}`,
  );
  const raw = await queryRows<RawRow>(
    db,
    sql`SELECT ${ROW_COLUMNS} FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE ${condition} ORDER BY m.sent_at DESC, m.id DESC
        LIMIT ${p.perPage} OFFSET ${(p.page - 1) * p.perPage}`,
  );
  const parties = await partiesOf(
    db,
    raw.map((r) => Number(r.id)),
  );
  return { messages: raw.map((r) => toRow(r, parties)), total: Number(total) };
}

/** Unread messages in Inbox, Spam and Starred, unread by label, and the drafts. */
export async function mailboxCounts(db: DB, userId: number): Promise<MailboxCounts> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
      count(*) FILTER (WHERE folder = 'inbox' AND NOT is_read)::int AS inbox,
      count(*) FILTER (WHERE folder = 'spam' AND NOT is_read)::int AS spam,
      count(*) FILTER (WHERE starred AND folder <> 'trash' AND NOT is_read)::int AS starred,
      ${sql.join(
        MESSAGE_LABELS.map(
          (l) =>
            sql`count(*) FILTER (WHERE labels ? ${l}::text AND folder <> 'trash' AND NOT is_read)::int AS ${sql.identifier(`label_${l}`)}`,
        ),
        sql`, `,
      )},
      (SELECT count(*)::int FROM message_drafts WHERE owner_id = ${userId}) AS draft
      FROM message_recipients WHERE user_id = ${userId} AND NOT deleted`,
  );
  return {
    inbox: Number(row.inbox),
    spam: Number(row.spam),
    starred: Number(row.starred),
    draft: Number(row.draft),
    labels: Object.fromEntries(MESSAGE_LABELS.map((l) => [l, Number(row[`label_${l}`])])) as Record<
      MessageLabel,
      number
    >,
  };
}

/** Unread messages a client has (the Pesan page's and menu's count). */
export async function unreadCount(db: DB, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM message_recipients
        WHERE user_id = ${userId} AND folder = 'inbox' AND NOT is_read AND NOT deleted`,
  );
  return Number(row.n);
}

/**
 * One message of the caller's with the messages of its thread they have (oldest first); marks
 * them read. Bcc recipients are listed on the sender's own copy only.
 */
export async function getThread(db: DB, userId: number, messageId: number): Promise<MessageThread> {
  const [own] = await queryRows<{ thread_id: number }>(
    db,
    sql`SELECT m.thread_id FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE r.message_id = ${messageId} AND r.user_id = ${userId} AND NOT r.deleted`,
  );
  if (!own) throw notFound('Message not found', 'not_found');
  await db.execute(
    sql`UPDATE message_recipients r SET is_read = true FROM messages m
        WHERE m.id = r.message_id AND m.thread_id = ${own.thread_id} AND r.user_id = ${userId}
          AND NOT r.is_read AND NOT r.deleted`,
  );
  const raw = await queryRows<RawRow>(
    db,
    sql`SELECT ${ROW_COLUMNS}, m.body_html FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE m.thread_id = ${own.thread_id} AND r.user_id = ${userId} AND NOT r.deleted
        ORDER BY m.sent_at, m.id`,
  );
  const messageIds = raw.map((r) => Number(r.id));
  const [parties, files] = await Promise.all([partiesOf(db, messageIds), attachmentsOf(db, messageIds)]);
  const thread: MessageDetail[] = raw.map((r) => {
    const p = parties.get(Number(r.id)) ?? { from: [], to: [], cc: [], bcc: [] };
    return {
      ...toRow(r, parties),
      body_html: r.body_html,
      body_text: r.body_text,
      cc: r.to_all_clients && r.kind !== 'from' ? [] : p.cc,
      bcc: r.kind === 'from' ? p.bcc : [],
      attachment_list: files.get(Number(r.id)) ?? [],
    };
  });
  const message = thread.find((m) => m.id === messageId) as MessageDetail;
  return { message, thread };
}

export interface BulkChange {
  action: BulkMessageAction;
  ids: number[];
  folder?: 'inbox' | 'spam' | 'trash';
  label?: MessageLabel;
}

/** Changes the caller's copies; answers how many changed. */
export async function bulkChange(db: DB, userId: number, b: BulkChange): Promise<number> {
  const mine = sql`user_id = ${userId} AND message_id IN ${ids(b.ids)} AND NOT deleted`;
  let set: SQL;
  switch (b.action) {
    case 'read':
      set = sql`is_read = true`;
      break;
    case 'unread':
      set = sql`is_read = false`;
      break;
    case 'star':
      set = sql`starred = true`;
      break;
    case 'unstar':
      set = sql`starred = false`;
      break;
    case 'move':
      // the sender's copy stays a sent message when it comes back out of Spam or Trash
      set = sql`folder = CASE WHEN ${b.folder}::text = 'inbox' AND kind = 'from' THEN 'sent' ELSE ${b.folder}::text END`;
      break;
    case 'label':
      set = sql`labels = CASE WHEN labels ? ${b.label}::text THEN labels ELSE labels || ${JSON.stringify([b.label])}::jsonb END`;
      break;
    case 'unlabel':
      set = sql`labels = labels - ${b.label as string}::text`;
      break;
    case 'delete':
      set = sql`deleted = (folder = 'trash'), folder = 'trash'`;
      break;
  }
  const rows = await queryRows<{ message_id: number }>(
    db,
    sql`UPDATE message_recipients SET ${set} WHERE ${mine} RETURNING message_id`,
  );
  return rows.length;
}
