import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_PAGE,
  CHAT_SEND_LIMIT,
  CHAT_SEND_WINDOW_MS,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatMessagesResponse,
  type ChatReceipts,
  type ChatTypingEvent,
} from '../../../contract/chat';
import type { DB } from '../../db/client';
import { chatConversations, chatMessages, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { publishEvent } from '../../lib/events';
import { type RateLimitStore, SlidingWindowLimiter, takeSlots } from '../../lib/rate-limit';
import { chatAttachmentsOf, takeChatAttachments } from './attachments';
import { CHAT_STAFF } from './audiences';
import { type ConversationRow, receiptsOf, toMessage } from './conversations';

// Messages of a conversation, each side's receipts (delivered and seen up to a message id) and
// the typing indicator. Every change is announced on the event channel to the conversation's
// client and the chat staff, with ids only: each side fetches after its last id, so a reconnect
// loses nothing and a message is never shown twice.

/** Which side is acting: the conversation's client, or a staff member. */
export type Side = { fromClient: true } | { fromClient: false };

const sendLimiter = new SlidingWindowLimiter('chat-send', CHAT_SEND_LIMIT, CHAT_SEND_WINDOW_MS);

const audienceOf = (c: ConversationRow) => ({ users: [c.clientId], audiences: [CHAT_STAFF] });

function announceReceipts(c: ConversationRow, receipts: ChatReceipts) {
  publishEvent(audienceOf(c), CHAT_EVENTS.receipts, receipts);
}

const withSender = {
  message: chatMessages,
  senderName: users.nama,
};

/**
 * A page of messages, oldest first: after `after` (up to `limit`, `more` when newer remain), or
 * before `before`, or the newest page (`more` when older remain). Fetching marks the other
 * side's messages delivered to this side.
 */
export async function listMessages(
  db: DB,
  conversation: ConversationRow,
  side: Side,
  query: { after?: number; before?: number; limit?: number },
): Promise<ChatMessagesResponse> {
  const limit = query.limit ?? CHAT_PAGE;
  const base = db.select(withSender).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.senderId));
  const of = eq(chatMessages.conversationId, conversation.id);
  let found: { message: typeof chatMessages.$inferSelect; senderName: string | null }[];
  if (query.after !== undefined) {
    found = await base
      .where(and(of, gt(chatMessages.id, query.after)))
      .orderBy(asc(chatMessages.id))
      .limit(limit + 1);
  } else {
    found = (
      await base
        .where(query.before ? and(of, lt(chatMessages.id, query.before)) : of)
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1)
    ).reverse();
  }
  const more = found.length > limit;
  const page = query.after !== undefined ? found.slice(0, limit) : found.slice(found.length > limit ? 1 : 0);
  const files = await chatAttachmentsOf(
    db,
    page.map((r) => r.message.id),
  );
  const messages = page.map((r) => toMessage(r.message, r.senderName, files.get(r.message.id)));
  // the newest message of the other side handed over here is delivered to this side
  const otherIds = messages.filter((m) => m.from_client !== side.fromClient).map((m) => m.id);
  const receipts = otherIds.length
    ? await advanceReceipts(db, conversation, side, { delivered: Math.max(...otherIds) })
    : receiptsOf(conversation);
  return { messages, more, receipts };
}

/** A message as answered, with its attachments. */
async function answer(db: DB, row: typeof chatMessages.$inferSelect, senderName: string) {
  return toMessage(row, senderName, (await chatAttachmentsOf(db, [row.id])).get(row.id));
}

/**
 * Posts a message (rate-limited per sender) with the sender's unsent uploads `attachmentIds`
 * (all or none: an unknown or taken one refuses the message). A `clientKey` already used by this
 * sender in this conversation answers that message and adds nothing (a send retried after a
 * lost answer).
 */
export async function sendMessage(
  db: DB,
  store: RateLimitStore,
  conversation: ConversationRow,
  sender: { id: number; nama: string },
  side: Side,
  text: { body: string; attachmentIds?: number[] },
  clientKey?: string,
): Promise<{ message: ChatMessage; created: boolean }> {
  const existing = clientKey ? await byKey(db, conversation.id, sender.id, clientKey) : undefined;
  if (existing) return { message: await answer(db, existing, sender.nama), created: false };
  await takeSlots(store, [[sendLimiter, `u:${sender.id}`]], 'Too many messages; wait a moment');
  const now = clock.now();
  const inserted = await db.transaction(async (tx) => {
    const added = await tx
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        senderId: sender.id,
        fromClient: side.fromClient,
        body: text.body,
        clientKey: clientKey ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (added[0]) await takeChatAttachments(tx, sender.id, text.attachmentIds ?? [], added[0].id);
    return added;
  });
  const row = inserted[0] ?? (clientKey ? await byKey(db, conversation.id, sender.id, clientKey) : undefined);
  if (!row) throw new Error('chat message neither inserted nor found');
  if (!inserted[0]) return { message: await answer(db, row, sender.nama), created: false };
  // the sender has read everything up to their own message
  const seenCol = side.fromClient ? 'clientSeenUpto' : 'staffSeenUpto';
  const deliveredCol = side.fromClient ? 'clientDeliveredUpto' : 'staffDeliveredUpto';
  await db
    .update(chatConversations)
    .set({
      lastMessageId: sql`greatest(coalesce(${chatConversations.lastMessageId}, 0), ${row.id})`,
      lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${now.toISOString()}::timestamptz)`,
      [seenCol]: sql`greatest(${chatConversations[seenCol]}, ${row.id})`,
      [deliveredCol]: sql`greatest(${chatConversations[deliveredCol]}, ${row.id})`,
    })
    .where(eq(chatConversations.id, conversation.id));
  publishEvent(audienceOf(conversation), CHAT_EVENTS.message, {
    conversation_id: conversation.id,
    message_id: row.id,
  } satisfies ChatMessageEvent);
  return { message: await answer(db, row, sender.nama), created: true };
}

async function byKey(db: DB, conversationId: number, senderId: number, key: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.clientKey, key),
      ),
    );
  return row;
}

/**
 * Moves this side's delivered / seen positions forward (never back, never past the last
 * message; seen implies delivered) and announces them when they moved.
 */
export async function advanceReceipts(
  db: DB,
  conversation: ConversationRow,
  side: Side,
  to: { delivered?: number; seen?: number },
): Promise<ChatReceipts> {
  const last = conversation.lastMessageId ?? 0;
  const seen = Math.min(to.seen ?? 0, last);
  const delivered = Math.min(Math.max(to.delivered ?? 0, seen), last);
  const [seenCol, deliveredCol] = side.fromClient
    ? (['clientSeenUpto', 'clientDeliveredUpto'] as const)
    : (['staffSeenUpto', 'staffDeliveredUpto'] as const);
  if (conversation[seenCol] >= seen && conversation[deliveredCol] >= delivered)
    return receiptsOf(conversation);
  const [row] = await db
    .update(chatConversations)
    .set({
      [seenCol]: sql`greatest(${chatConversations[seenCol]}, least(${seen}, coalesce(${chatConversations.lastMessageId}, 0)))`,
      [deliveredCol]: sql`greatest(${chatConversations[deliveredCol]}, least(${delivered}, coalesce(${chatConversations.lastMessageId}, 0)))`,
    })
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  const receipts = receiptsOf(row);
  announceReceipts(row, receipts);
  return receipts;
}

/** One typing event a sender every this many ms at most; the rest are dropped quietly. */
const TYPING_EVERY_MS = 1000;
const lastTyping = new Map<number, number>();

/** Tells the other side that `sender` is typing. */
export function typing(conversation: ConversationRow, sender: { id: number; nama: string }, side: Side) {
  const now = Date.now();
  if (now - (lastTyping.get(sender.id) ?? 0) < TYPING_EVERY_MS) return;
  lastTyping.set(sender.id, now);
  if (lastTyping.size > 10_000) lastTyping.clear();
  const event: ChatTypingEvent = {
    conversation_id: conversation.id,
    from_client: side.fromClient,
    name: side.fromClient ? '' : sender.nama.split(/\s+/)[0],
  };
  publishEvent(
    side.fromClient ? { audiences: [CHAT_STAFF] } : { users: [conversation.clientId] },
    CHAT_EVENTS.typing,
    event,
  );
}
