// zod schemas of the chat's requests (../chat), shared by the server and the portal.

import { optional, searchText } from '../billing/schemas';
import { CHAT_ATTACHMENTS_MAX, CHAT_BODY_MAX, CHAT_PAGE, CHAT_STATUSES } from '../chat';
import { positiveInt } from '../common/schemas';
import { z } from '../zod';

const messageId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(2_147_483_647, `${label} is too large`);

/** GET …/messages: newer than `after`, or older than `before`, else the newest page. */
export const chatMessagesQuerySchema = z
  .object({
    after: optional(messageId('after')),
    before: optional(positiveInt('before')),
    limit: optional(
      z.coerce
        .number()
        .int()
        .min(1, 'limit is at least 1')
        .max(CHAT_PAGE * 2, `limit is at most ${CHAT_PAGE * 2}`),
    ),
  })
  .refine((q) => q.after === undefined || q.before === undefined, {
    message: 'Give after or before, not both',
    path: ['before'],
  });

/** POST …/messages: text, attachments (uploaded first), or both; never neither */
export const chatSendBodySchema = z
  .object({
    body: z
      .string({ error: 'body must be text' })
      .trim()
      .max(CHAT_BODY_MAX, `A message is at most ${CHAT_BODY_MAX} characters`)
      .refine((s) => !s.includes('\u0000'), 'The message contains a NUL character')
      .default(''),
    /** ids of the sender's uploads (POST …/attachments) not sent yet */
    attachment_ids: z
      .array(positiveInt('attachment_ids'))
      .max(CHAT_ATTACHMENTS_MAX, `At most ${CHAT_ATTACHMENTS_MAX} attachments`)
      .default([]),
    /** the sender's id of this message (e.g. a random string): sending it again adds nothing */
    client_key: optional(
      z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_key is 8 to 64 letters, digits, - or _'),
    ),
  })
  .refine((b) => b.body.length > 0 || b.attachment_ids.length > 0, {
    message: 'The message is empty',
    path: ['body'],
  });
export type ChatSendBody = z.input<typeof chatSendBodySchema>;

/** PUT …/receipts: received and/or read up to a message id */
export const chatReceiptsBodySchema = z
  .object({
    delivered: optional(positiveInt('delivered')),
    seen: optional(positiveInt('seen')),
  })
  .refine((b) => b.delivered !== undefined || b.seen !== undefined, {
    message: 'Give delivered or seen',
    path: ['seen'],
  });

/** GET /admin/chat/conversations */
export const chatConversationsQuerySchema = z.object({ q: searchText });

/** PUT /admin/chat/status */
export const chatStatusBodySchema = z.object({
  status: z.enum(CHAT_STATUSES, { error: `status must be one of ${CHAT_STATUSES.join(', ')}` }),
});
