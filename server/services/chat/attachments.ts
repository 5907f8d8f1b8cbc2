import { sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { badRequest, notFound } from '../../lib/errors';
import { attachmentsOf } from '../messages/attachments';

// Attachments of chat messages, kept in the mail's store (message_attachments; uploads are
// checked there, server/services/messages/attachments.ts) and linked by chat_message_id. A file
// a mail or a mail draft took never goes into the chat, and a chat message's file is never a
// mail's (that side checks chat_message_id IS NULL).

const idList = (ids: number[]) => sql.raw(`(${ids.map(Number).join(',')})`);

/**
 * Links the sender's unsent uploads to a chat message; refuses (400, the transaction rolls back)
 * when one is unknown, another person's, or already taken by a mail, a draft or a message.
 */
export async function takeChatAttachments(db: DB, ownerId: number, ids: number[], chatMessageId: number) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const taken = await queryRows<{ id: number }>(
    db,
    sql`UPDATE message_attachments SET chat_message_id = ${chatMessageId}
        WHERE id IN ${idList(unique)} AND owner_id = ${ownerId}
          AND message_id IS NULL AND draft_id IS NULL AND chat_message_id IS NULL
        RETURNING id`,
  );
  if (taken.length !== unique.length)
    throw badRequest('An attachment is unknown or already sent', 'bad_attachment', {
      attachment_ids: 'An attachment is unknown or already sent',
    });
}

/** Attachments of chat messages, by message id (oldest upload first). */
export const chatAttachmentsOf = (db: DB, chatMessageIds: number[]) =>
  attachmentsOf(db, chatMessageIds, 'chat_message_id');

/**
 * A chat file: its uploader's while unsent (and no mail or draft took it); once a chat message
 * took it, the conversation's client's, or any staff member's (`staff`: the route checked their
 * 'chat' ability). 404 to anyone else, and for any mail's file.
 */
export async function readChatAttachment(db: DB, userId: number, id: number, staff: boolean) {
  const [row] = await queryRows<{ file_name: string; mime: string; data: Buffer | Uint8Array }>(
    db,
    sql`SELECT a.file_name, a.mime, a.data FROM message_attachments a
        WHERE a.id = ${id} AND a.message_id IS NULL AND a.draft_id IS NULL AND (
          (a.chat_message_id IS NULL AND a.owner_id = ${userId})
          OR (a.chat_message_id IS NOT NULL AND ${
            staff
              ? sql`true`
              : sql`EXISTS (SELECT 1 FROM chat_messages m
                            JOIN chat_conversations c ON c.id = m.conversation_id
                            WHERE m.id = a.chat_message_id AND c.client_id = ${userId})`
          }))`,
  );
  if (!row) throw notFound('Attachment not found', 'not_found');
  return { name: row.file_name, mime: row.mime, data: Buffer.from(row.data) };
}
