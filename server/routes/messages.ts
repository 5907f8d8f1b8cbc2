import { type Context, Hono } from 'hono';
import { idParamSchema } from '../../contract/common/schemas';
import {
  CLIENT_MESSAGE_PATHS as C,
  CLIENT_SEND_LIMIT,
  MESSAGE_PATHS as P,
  STAFF_SEND_LIMIT,
} from '../../contract/messages';
import {
  bulkMessageSchema,
  clientMessageListQuerySchema,
  clientMessageSchema,
  draftBodySchema,
  messageListQuerySchema,
  recipientQuerySchema,
  sendMessageSchema,
} from '../../contract/messages/schemas';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { retryAfterHeader, SlidingWindowLimiter, takeSlots } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth, requireClient } from '../middleware/auth';
import { fileAnswer, receiveUpload } from '../services/messages/attachment-http';
import { readAttachment } from '../services/messages/attachments';
import { deleteDraft, getDraft, listDrafts, saveDraft } from '../services/messages/drafts';
import {
  bulkChange,
  getThread,
  listMessages,
  mailboxCounts,
  unreadCount,
} from '../services/messages/mailbox';
import { searchRecipients } from '../services/messages/recipients';
import { sendClientMessage, sendStaffMessage } from '../services/messages/send';
import { routeOf } from './route-of';

// Messages (issue 17). Staff paths under /admin/messages: the admin area's guard (mounted
// before, server/routes/admin.ts) checks the caller's ability on 'email' by method; staff actions
// are audited. Client paths under /messages: clients only. Every query is scoped by the caller.
export const messageRoutes = new Hono<AppEnv>();

const id = ':id{[0-9]+}';
const byId = validate('param', idParamSchema);
const staffSends = new SlidingWindowLimiter(
  'messages.staff-send',
  STAFF_SEND_LIMIT.limit,
  STAFF_SEND_LIMIT.windowMs,
);
const clientSends = new SlidingWindowLimiter(
  'messages.client-send',
  CLIENT_SEND_LIMIT.limit,
  CLIENT_SEND_LIMIT.windowMs,
);
const SEND_LIMITED = 'You have sent too many messages; try again later';

/** The portal the sender works in (the request's Origin, else this server): the mail links there. */
const portalOrigin = (c: Context<AppEnv>) => c.req.header('origin') || new URL(c.req.url).origin;

const download = async (c: Context<AppEnv>, attachmentId: number) =>
  fileAnswer(c, await readAttachment(c.get('db'), c.get('user').id, attachmentId));

// ---- staff (the Email app)

messageRoutes.get(P.list, validate('query', messageListQuerySchema), async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  const q = c.req.valid('query');
  const [page, drafts, counts] = await Promise.all([
    q.folder === 'draft' ? { messages: [], total: 0 } : listMessages(db, userId, q),
    q.folder === 'draft' ? listDrafts(db, userId) : [],
    mailboxCounts(db, userId),
  ]);
  return c.json({ ...page, total: q.folder === 'draft' ? drafts.length : page.total, drafts, counts });
});

messageRoutes.post(P.list, retryAfterHeader, validate('json', sendMessageSchema), async (c) => {
  const user = c.get('user');
  await takeSlots(c.get('rateLimits'), [[staffSends, String(user.id)]], SEND_LIMITED);
  const body = c.req.valid('json');
  const { message, recipients } = await sendStaffMessage(c.get('db'), user.id, body, portalOrigin(c));
  await audit(c, {
    action: 'message.send',
    targetType: 'message',
    targetId: message.id,
    after: {
      subject: message.subject,
      to: body.to,
      cc: body.cc,
      bcc: body.bcc,
      to_all_clients: body.to_all_clients,
      recipients,
      attachments: message.attachment_list.length,
    },
  });
  return c.json({ message }, 201);
});

messageRoutes.patch(P.bulk, validate('json', bulkMessageSchema), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const userId = c.get('user').id;
  const changed = await bulkChange(db, userId, body);
  await audit(c, { action: `message.${body.action}`, targetType: 'message', targetId: null, after: body });
  return c.json({ changed, counts: await mailboxCounts(db, userId) });
});

messageRoutes.get(P.recipients, validate('query', recipientQuerySchema), async (c) =>
  c.json(await searchRecipients(c.get('db'), c.req.valid('query').q)),
);

messageRoutes.post(P.drafts, validate('json', draftBodySchema), async (c) =>
  c.json({ draft: await saveDraft(c.get('db'), c.get('user').id, c.req.valid('json')) }, 201),
);
messageRoutes.get(routeOf(P.draft, id), byId, async (c) =>
  c.json({ draft: await getDraft(c.get('db'), c.get('user').id, c.req.valid('param').id) }),
);
messageRoutes.put(routeOf(P.draft, id), byId, validate('json', draftBodySchema), async (c) =>
  c.json({
    draft: await saveDraft(c.get('db'), c.get('user').id, c.req.valid('json'), c.req.valid('param').id),
  }),
);
messageRoutes.delete(routeOf(P.draft, id), byId, async (c) => {
  await deleteDraft(c.get('db'), c.get('user').id, c.req.valid('param').id);
  return c.json({ deleted: true as const });
});

messageRoutes.post(P.attachments, retryAfterHeader, async (c) =>
  c.json({ attachment: await receiveUpload(c) }, 201),
);
messageRoutes.get(routeOf(P.attachment, id), byId, (c) => download(c, c.req.valid('param').id));

messageRoutes.get(routeOf(P.one, id), byId, async (c) =>
  c.json(await getThread(c.get('db'), c.get('user').id, c.req.valid('param').id)),
);

// ---- clients (the Pesan page)

const client = new Hono<AppEnv>();
client.use('*', requireAuth, requireClient);

client.get('/', validate('query', clientMessageListQuerySchema), async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  const page = await listMessages(db, userId, c.req.valid('query'));
  return c.json({ ...page, unread: await unreadCount(db, userId) });
});

client.post('/', retryAfterHeader, validate('json', clientMessageSchema), async (c) => {
  const user = c.get('user');
  await takeSlots(c.get('rateLimits'), [[clientSends, String(user.id)]], SEND_LIMITED);
  const message = await sendClientMessage(c.get('db'), user.id, c.req.valid('json'), portalOrigin(c));
  return c.json({ message }, 201);
});

client.post('/attachments', retryAfterHeader, async (c) =>
  c.json({ attachment: await receiveUpload(c) }, 201),
);
client.get(`/attachments/${id}`, byId, (c) => download(c, c.req.valid('param').id));
client.get(`/${id}`, byId, async (c) =>
  c.json(await getThread(c.get('db'), c.get('user').id, c.req.valid('param').id)),
);

messageRoutes.route(C.list, client);
