import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../contract/auth/schemas';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { notFound } from '../lib/errors';
import { devMailbox } from '../lib/mailer';
import { validate } from '../lib/validate';

// Development-only routes (mounted only when NODE_ENV is not production, no API key): health,
// the development mailbox and the test clock.
export const devRoutes = new Hono<AppEnv>();

devRoutes.get('/health', (c) => c.json({ ok: true }));

/** Messages sent to one address, newest first: { messages: [{ to, subject, text, html, locale, otp, sent_at }] }. */
devRoutes.get('/mailbox', validate('query', z.object({ email: emailSchema })), (c) => {
  if (!c.get('config').devMailbox) throw notFound();
  return c.json({ messages: devMailbox.list(c.req.valid('query').email) });
});

const TEN_YEARS_MS = 10 * 366 * 24 * 60 * 60_000;
const clockBody = z.union([
  z.object({ reset: z.literal(true) }),
  z.object({ advanceMs: z.number().int().min(-TEN_YEARS_MS).max(TEN_YEARS_MS) }),
]);

/** Moves the server clock ({ advanceMs }) or puts it back ({ reset: true }); TEST_CLOCK only. */
devRoutes.post('/clock', validate('json', clockBody), (c) => {
  if (!c.get('config').testClock) throw notFound();
  const body = c.req.valid('json');
  if ('reset' in body) clock.reset();
  else clock.advance(body.advanceMs);
  return c.json({ now: clock.now().toISOString() });
});
