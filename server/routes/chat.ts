import { type Context, Hono } from 'hono';
import { CHAT_PATHS as P } from '../../contract/chat';
import {
  chatConversationsQuerySchema,
  chatMessagesQuerySchema,
  chatReceiptsBodySchema,
  chatSendBodySchema,
  chatStatusBodySchema,
} from '../../contract/chat/schemas';
import { idParamSchema } from '../../contract/common/schemas';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { retryAfterHeader } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth, requireClient } from '../middleware/auth';
import { readChatAttachment } from '../services/chat/attachments';
import {
  conversationById,
  conversationOfClient,
  conversationRow,
  ensureConversation,
  listConversations,
  receiptsOf,
  unreadForClient,
} from '../services/chat/conversations';
import { advanceReceipts, listMessages, sendMessage, typing } from '../services/chat/messages';
import { setStaffStatus, staffStatus, teamStatus, touchStaff } from '../services/chat/status';
import { fileAnswer, receiveUpload } from '../services/messages/attachment-http';
import { routeOf } from './route-of';

// The support chat (issue 17). The client's side under /chat (their one conversation); the
// staff's under /admin/chat, behind the admin area's guard (subject 'chat': GET read, POST
// create, PUT update; contract/admin.ts ADMIN_AREA_SUBJECTS), mounted after ./admin.ts.
export const chatRoutes = new Hono<AppEnv>();

const CLIENT = { fromClient: true } as const;
const STAFF = { fromClient: false } as const;
const byId = validate('param', idParamSchema);

/** A chat file for the caller (staff: any conversation's; a client: their own conversation's). */
const download = async (c: Context<AppEnv>, id: number, staff: boolean) =>
  fileAnswer(c, await readChatAttachment(c.get('db'), c.get('user').id, id, staff));

// ---- the client's side

chatRoutes.use(`${P.mine}/*`, requireAuth, requireClient);
chatRoutes.use(P.mine, requireAuth, requireClient);
chatRoutes.use(P.mineMessages, retryAfterHeader);

chatRoutes.get(P.mine, async (c) => {
  const db = c.get('db');
  const conversation = await conversationOfClient(db, c.get('user').id);
  return c.json({
    conversation: conversation
      ? {
          id: conversation.id,
          unread: await unreadForClient(db, conversation.id),
          receipts: receiptsOf(conversation),
        }
      : null,
    status: await teamStatus(db),
  });
});

chatRoutes.get(P.mineMessages, validate('query', chatMessagesQuerySchema), async (c) => {
  const db = c.get('db');
  const conversation = await conversationOfClient(db, c.get('user').id);
  if (!conversation) return c.json({ messages: [], more: false, receipts: null });
  return c.json(await listMessages(db, conversation, CLIENT, c.req.valid('query')));
});

chatRoutes.post(P.mineMessages, validate('json', chatSendBodySchema), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  const { body, attachment_ids, client_key } = c.req.valid('json');
  const conversation = await ensureConversation(db, user.id);
  const sent = await sendMessage(
    db,
    c.get('rateLimits'),
    conversation,
    user,
    CLIENT,
    { body, attachmentIds: attachment_ids },
    client_key,
  );
  return c.json(sent, sent.created ? 201 : 200);
});

chatRoutes.post(P.mineAttachments, retryAfterHeader, async (c) =>
  c.json({ attachment: await receiveUpload(c) }, 201),
);

chatRoutes.get(routeOf(P.mineAttachment), byId, (c) => download(c, c.req.valid('param').id, false));

chatRoutes.put(P.mineReceipts, validate('json', chatReceiptsBodySchema), async (c) => {
  const db = c.get('db');
  const conversation = await conversationOfClient(db, c.get('user').id);
  if (!conversation) return c.json({ receipts: null });
  return c.json({ receipts: await advanceReceipts(db, conversation, CLIENT, c.req.valid('json')) });
});

chatRoutes.post(P.mineTyping, async (c) => {
  const conversation = await conversationOfClient(c.get('db'), c.get('user').id);
  if (conversation) typing(conversation, c.get('user'), CLIENT);
  return c.json({ ok: true });
});

// ---- the staff's side (the area guard has checked the caller's ability on 'chat')

chatRoutes.use('/admin/chat/*', retryAfterHeader, async (c, next) => {
  await touchStaff(c.get('db'), c.get('user').id);
  await next();
});

chatRoutes.get(P.conversations, validate('query', chatConversationsQuerySchema), async (c) =>
  c.json({ conversations: await listConversations(c.get('db'), c.req.valid('query').q) }),
);

chatRoutes.get(routeOf(P.conversation), byId, async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const conversation = await conversationById(db, id);
  return c.json({ conversation: await conversationRow(db, id), receipts: receiptsOf(conversation) });
});

chatRoutes.get(
  routeOf(P.conversationMessages),
  byId,
  validate('query', chatMessagesQuerySchema),
  async (c) => {
    const db = c.get('db');
    const conversation = await conversationById(db, c.req.valid('param').id);
    return c.json(await listMessages(db, conversation, STAFF, c.req.valid('query')));
  },
);

chatRoutes.post(routeOf(P.conversationMessages), byId, validate('json', chatSendBodySchema), async (c) => {
  const db = c.get('db');
  const conversation = await conversationById(db, c.req.valid('param').id);
  const { body, attachment_ids, client_key } = c.req.valid('json');
  const sent = await sendMessage(
    db,
    c.get('rateLimits'),
    conversation,
    c.get('user'),
    STAFF,
    { body, attachmentIds: attachment_ids },
    client_key,
  );
  if (sent.created)
    await audit(c, {
      action: 'chat.send',
      targetType: 'chat_conversation',
      targetId: conversation.id,
      after: { message_id: sent.message.id, attachments: sent.message.attachments.length },
    });
  return c.json(sent, sent.created ? 201 : 200);
});

chatRoutes.put(routeOf(P.conversationReceipts), byId, validate('json', chatReceiptsBodySchema), async (c) => {
  const db = c.get('db');
  const conversation = await conversationById(db, c.req.valid('param').id);
  return c.json({ receipts: await advanceReceipts(db, conversation, STAFF, c.req.valid('json')) });
});

chatRoutes.post(routeOf(P.conversationTyping), byId, async (c) => {
  const conversation = await conversationById(c.get('db'), c.req.valid('param').id);
  typing(conversation, c.get('user'), STAFF);
  return c.json({ ok: true });
});

// uploads are not audited (as the mail's): the message that sends them is
chatRoutes.post(P.attachments, async (c) => c.json({ attachment: await receiveUpload(c) }, 201));

chatRoutes.get(routeOf(P.attachment), byId, (c) => download(c, c.req.valid('param').id, true));

chatRoutes.get(P.status, async (c) => c.json({ status: await staffStatus(c.get('db'), c.get('user').id) }));

chatRoutes.put(P.status, validate('json', chatStatusBodySchema), async (c) => {
  const { status } = c.req.valid('json');
  await setStaffStatus(c.get('db'), c.get('user').id, status);
  await audit(c, {
    action: 'chat.status',
    targetType: 'user',
    targetId: c.get('user').id,
    after: { status },
  });
  return c.json({ status });
});
