import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { badRequest } from '../../lib/errors';
import { SlidingWindowLimiter, takeSlots } from '../../lib/rate-limit';
import { readBody } from '../settings/parse';
import { storeAttachment } from './attachments';

// The HTTP side of attachments, shared by the mail (server/routes/messages.ts) and the support
// chat (server/routes/chat.ts): one upload budget a person across both, one way of answering a file.

/** Uploads a person may make in ten minutes (mail and chat together). */
const uploads = new SlidingWindowLimiter('messages.upload', 60, 10 * 60_000);

/** Stores the request's multipart `file` for the caller (checked by size, type and first bytes). */
export async function receiveUpload(c: Context<AppEnv>) {
  const user = c.get('user');
  await takeSlots(c.get('rateLimits'), [[uploads, String(user.id)]], 'Too many uploads; try again later');
  const { files } = await readBody(c.req);
  if (!files.file) throw badRequest('Choose a file', 'validation', { file: 'Choose a file' });
  return storeAttachment(c.get('db'), user.id, files.file);
}

/** A stored file as a download: never shown inline, never sniffed, never cached. */
export function fileAnswer(c: Context<AppEnv>, file: { name: string; mime: string; data: Buffer }) {
  return c.body(new Uint8Array(file.data), 200, {
    'content-type': file.mime,
    'content-disposition': `attachment; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
