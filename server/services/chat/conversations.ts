import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type {
  ChatAttachment,
  ChatClientProfile,
  ChatConversationRow,
  ChatMessage,
  ChatReceipts,
} from '../../../contract/chat';
import type { DB } from '../../db/client';
import { chatConversations, chatMessages, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

// Conversations: one a client, made with their first message; the staff list shows those with
// at least one message, newest first.

export type ConversationRow = typeof chatConversations.$inferSelect;

export const receiptsOf = (c: ConversationRow): ChatReceipts => ({
  conversation_id: c.id,
  client_delivered: c.clientDeliveredUpto,
  client_seen: c.clientSeenUpto,
  staff_delivered: c.staffDeliveredUpto,
  staff_seen: c.staffSeenUpto,
});

export async function conversationOfClient(db: DB, clientId: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.clientId, clientId));
  return row;
}

/** The client's conversation, made when missing (two requests at once make one). */
export async function ensureConversation(db: DB, clientId: number): Promise<ConversationRow> {
  await db.insert(chatConversations).values({ clientId }).onConflictDoNothing();
  const row = await conversationOfClient(db, clientId);
  if (!row) throw notFound('No such client', 'not_found');
  return row;
}

export async function conversationById(db: DB, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw notFound('No such conversation', 'not_found');
  return row;
}

const profileColumns = {
  id: users.id,
  name: users.nama,
  email: users.email,
  npwp: users.npwp,
  company: users.companyName,
  phone: users.phone,
  city: users.city,
  since: users.createdAt,
};

const toProfile = (p: { since: Date } & Omit<ChatClientProfile, 'since'>): ChatClientProfile => ({
  ...p,
  since: p.since.toISOString(),
});

/** Messages of one side not read by the other: the client's for staff, the staff's for the client. */
const unreadOf = (fromClient: boolean) =>
  sql<number>`(SELECT count(*)::int FROM ${chatMessages} m WHERE m.conversation_id = ${chatConversations.id}
    AND m.from_client = ${fromClient} AND m.id > ${fromClient ? chatConversations.staffSeenUpto : chatConversations.clientSeenUpto})`;

export async function unreadForClient(db: DB, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ n: unreadOf(false) })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return Number(row?.n ?? 0);
}

async function rows(db: DB, where: ReturnType<typeof and>): Promise<ChatConversationRow[]> {
  const found = await db
    .select({
      conversation: chatConversations,
      client: profileColumns,
      unread: unreadOf(true),
      last: {
        id: chatMessages.id,
        body: chatMessages.body,
        fromClient: chatMessages.fromClient,
        at: chatMessages.createdAt,
      },
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.clientId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatConversations.lastMessageId))
    .where(where)
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(200);
  return found.map((r) => ({
    id: r.conversation.id,
    client: toProfile(r.client),
    unread: Number(r.unread),
    last_message: r.last?.id
      ? {
          id: r.last.id,
          body: r.last.body.slice(0, 200),
          from_client: r.last.fromClient,
          created_at: r.last.at.toISOString(),
        }
      : null,
  }));
}

/** The staff's contacts: conversations with messages, newest first; `q` matches the client or the text. */
export function listConversations(db: DB, q?: string): Promise<ChatConversationRow[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return rows(
    db,
    and(
      isNotNull(chatConversations.lastMessageId),
      like
        ? or(
            ilike(users.nama, like),
            ilike(users.email, like),
            ilike(users.npwp, like),
            ilike(users.companyName, like),
            sql`EXISTS (SELECT 1 FROM ${chatMessages} m WHERE m.conversation_id = ${chatConversations.id} AND m.body ILIKE ${like})`,
          )
        : undefined,
    ),
  );
}

export async function conversationRow(db: DB, id: number): Promise<ChatConversationRow> {
  const [row] = await rows(db, and(eq(chatConversations.id, id)));
  if (!row) throw notFound('No such conversation', 'not_found');
  return row;
}

/** A message as the API answers it. */
export const toMessage = (
  m: typeof chatMessages.$inferSelect,
  senderName: string | null,
  attachments: ChatAttachment[] = [],
): ChatMessage => ({
  id: m.id,
  conversation_id: m.conversationId,
  from_client: m.fromClient,
  sender_name: senderName ?? '',
  body: m.body,
  created_at: m.createdAt.toISOString(),
  client_key: m.clientKey,
  attachments,
});
