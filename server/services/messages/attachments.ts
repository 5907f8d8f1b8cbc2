import { sql } from 'drizzle-orm';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_MAX,
  type MessageAttachment,
} from '../../../contract/messages';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { badRequest, HttpError, notFound } from '../../lib/errors';

// Attachments live in the database (bytea) with their uploader. Until a message takes one it
// is its uploader's alone; once sent, its sender and the message's recipients may download it.
// The support chat keeps its files here too (chat_message_id, server/services/chat/attachments.ts):
// a file a chat message took is never a mail's, and these functions never hand one out.

const MAGIC: Partial<Record<string, number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // .docx and .xlsx are zip files
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [0x50, 0x4b, 0x03, 0x04],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
};

/** A file name safe to store and to put in a header: no path, no control characters, ≤ 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f"<>|*?:]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= 120) return clean || 'file';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return clean.slice(0, 120 - ext.length) + ext;
}

const typeError = () =>
  new HttpError(415, `Accepted files: ${Object.keys(ATTACHMENT_TYPES).join(', ')}`, 'file_type');

/** Checks an upload by size, extension and first bytes; stores it for its uploader. */
export async function storeAttachment(db: DB, ownerId: number, file: File): Promise<MessageAttachment> {
  if (file.size > ATTACHMENT_MAX_BYTES)
    throw new HttpError(413, `A file is at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`, 'file_too_large');
  if (file.size === 0) throw badRequest('The file is empty', 'validation', { file: 'The file is empty' });
  const name = cleanFileName(file.name);
  const ext = name.includes('.') ? name.split('.').pop()?.toLowerCase() : '';
  const mime = ATTACHMENT_TYPES[ext as keyof typeof ATTACHMENT_TYPES];
  if (!mime) throw typeError();
  const data = Buffer.from(await file.arrayBuffer());
  const magic = MAGIC[mime];
  if (magic && !magic.every((byte, i) => data[i] === byte)) throw typeError();
  // text files: UTF-8 text, no NUL bytes
  if (mime.startsWith('text/') && (data.includes(0) || !isUtf8(data))) throw typeError();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO message_attachments (owner_id, file_name, mime, size, data)
        VALUES (${ownerId}, ${name}, ${mime}, ${data.length}, ${data}) RETURNING id`,
  );
  return { id: Number(row.id), name, mime, size: data.length };
}

function isUtf8(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks that every id is an attachment of `ownerId` that no message has taken yet (a draft's
 * own may be named again); answers them in order.
 */
export async function assertOwnAttachments(db: DB, ownerId: number, ids: number[], draftId?: number) {
  const unique = [...new Set(ids)];
  if (unique.length > ATTACHMENTS_MAX)
    throw badRequest(`At most ${ATTACHMENTS_MAX} attachments`, 'bad_attachment');
  if (!unique.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM message_attachments
        WHERE id IN ${sql.raw(`(${unique.map(Number).join(',')})`)} AND owner_id = ${ownerId}
          AND message_id IS NULL AND chat_message_id IS NULL
          AND (draft_id IS NULL OR draft_id = ${draftId ?? 0})`,
  );
  if (rows.length !== unique.length)
    throw badRequest('An attachment is unknown or already sent', 'bad_attachment', {
      attachment_ids: 'An attachment is unknown or already sent',
    });
  return unique;
}

/** Attachments of mail messages (or of chat messages, `by` chat_message_id), by message id. */
export async function attachmentsOf(
  db: DB,
  messageIds: number[],
  by: 'message_id' | 'chat_message_id' = 'message_id',
) {
  const byMessage = new Map<number, MessageAttachment[]>();
  if (!messageIds.length) return byMessage;
  const rows = await queryRows<{
    id: number;
    of: number;
    file_name: string;
    mime: string;
    size: number;
  }>(
    db,
    sql`SELECT id, ${sql.identifier(by)} AS of, file_name, mime, size FROM message_attachments
        WHERE ${sql.identifier(by)} IN ${sql.raw(`(${messageIds.map(Number).join(',')})`)} ORDER BY id`,
  );
  for (const r of rows) {
    const list = byMessage.get(Number(r.of)) ?? [];
    list.push({ id: Number(r.id), name: r.file_name, mime: r.mime, size: Number(r.size) });
    byMessage.set(Number(r.of), list);
  }
  return byMessage;
}

export async function draftAttachments(db: DB, draftId: number): Promise<MessageAttachment[]> {
  const rows = await queryRows<{ id: number; file_name: string; mime: string; size: number }>(
    db,
    sql`SELECT id, file_name, mime, size FROM message_attachments WHERE draft_id = ${draftId} ORDER BY id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.file_name, mime: r.mime, size: Number(r.size) }));
}

/**
 * The file, for its uploader while unsent, then for the message's sender and recipients only
 * (404 to anyone else: whether it exists is not told).
 */
export async function readAttachment(db: DB, userId: number, id: number) {
  const [row] = await queryRows<{ file_name: string; mime: string; data: Buffer | Uint8Array }>(
    db,
    sql`SELECT a.file_name, a.mime, a.data FROM message_attachments a
        WHERE a.id = ${id} AND (
          (a.message_id IS NULL AND a.chat_message_id IS NULL AND a.owner_id = ${userId})
          OR EXISTS (SELECT 1 FROM message_recipients r
                     WHERE r.message_id = a.message_id AND r.user_id = ${userId} AND NOT r.deleted))`,
  );
  if (!row) throw notFound('Attachment not found', 'not_found');
  return { name: row.file_name, mime: row.mime, data: Buffer.from(row.data) };
}
