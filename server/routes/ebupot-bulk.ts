import { Hono } from 'hono';
import { idParamSchema } from '../../contract/common/schemas';
import {
  type BulkEmailResult,
  type BulkIssueResult,
  EBUPOT_BULK_PATHS,
  type SlipEmailLog,
} from '../../contract/ebupot-bulk';
import { bulkEmailSchema, bulkIssueSchema, bulkZipQuerySchema } from '../../contract/ebupot-bulk/schemas';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { notFound } from '../lib/errors';
import { retryAfterHeader } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth, requireClient } from '../middleware/auth';
import { bulkEmail, bulkIssue, slipEmailLog, slipsZip } from '../services/ebupot/bulk';
import { portalOrigin, type ReminderCounts, runReminders } from '../services/reminders';
import { routeOf } from './route-of';

// Bulk actions on the client's slip list and the slip's sent log (contract/ebupot-bulk.ts), and
// the test clock's trigger of the reminder job.
export const ebupotBulkRoutes = new Hono<AppEnv>();

ebupotBulkRoutes.use('/bupot/bulk/*', requireAuth, requireClient);

ebupotBulkRoutes.post(EBUPOT_BULK_PATHS.issue, validate('json', bulkIssueSchema), async (c) => {
  const { ids, signerId } = c.req.valid('json');
  return c.json<BulkIssueResult>(await bulkIssue(c.get('db'), c.get('user'), ids, signerId));
});

ebupotBulkRoutes.get(EBUPOT_BULK_PATHS.zip, validate('query', bulkZipQuerySchema), async (c) => {
  const bytes = await slipsZip(c.get('db'), c.get('user'), c.req.valid('query').ids);
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': 'application/zip',
    'content-disposition': 'attachment; filename="bukti-potong.zip"',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
});

ebupotBulkRoutes.post(
  EBUPOT_BULK_PATHS.email,
  retryAfterHeader,
  validate('json', bulkEmailSchema),
  async (c) => {
    const user = c.get('user');
    const answer = await bulkEmail(c.get('db'), c.get('rateLimits'), user, c.req.valid('json').ids);
    // the audit log keeps each slip mailed out of the portal: to whom, and whether it went
    for (const r of answer.results.filter((x) => x.to && x.code !== 'rate_limited'))
      await audit(c, {
        action: 'bupot.email',
        targetType: 'bupot',
        targetId: r.id,
        after: { to: r.to, status: r.ok ? 'sent' : 'failed' },
      });
    return c.json<BulkEmailResult>(answer);
  },
);

ebupotBulkRoutes.get(
  routeOf(EBUPOT_BULK_PATHS.emails, ':id{[0-9]+}'),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => c.json<SlipEmailLog>(await slipEmailLog(c.get('db'), c.get('user'), c.req.valid('param').id)),
);

/** One pass of the reminder job now (TEST_CLOCK only): tests move the clock, then run it. */
ebupotBulkRoutes.post('/dev/reminders/run', async (c) => {
  const config = c.get('config');
  if (!config.testClock) throw notFound();
  return c.json<ReminderCounts>(await runReminders(c.get('db'), portalOrigin(config)));
});
