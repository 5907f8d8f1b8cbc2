import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { DB } from './db/client';
import type { AppEnv } from './env';
import { clientIp } from './lib/client-ip';
import { HttpError } from './lib/errors';
import { configureEvents } from './lib/events';
import { MemoryRateLimits } from './lib/rate-limit-memory';
import { PostgresRateLimits } from './lib/rate-limit-postgres';
import { apiCacheHeaders } from './middleware/api-cache';
import { requireApiKey } from './middleware/api-key';
import { compressJson } from './middleware/compress';
import { maintenanceGate } from './middleware/maintenance';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { finishUnreadBody } from './middleware/unread-body';
import { apiDocsRoutes } from './openapi/routes';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { adminInvoiceRoutes } from './routes/admin-invoices';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { calendarFeedRoutes, calendarRoutes } from './routes/calendar';
import { chatRoutes } from './routes/chat';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { adminDocumentRoutes, documentRoutes } from './routes/documents';
import { ebupotRoutes } from './routes/ebupot';
import { ebupotBulkRoutes } from './routes/ebupot-bulk';
import { ebupotImportRoutes } from './routes/ebupot-import';
import { ebupotReportRoutes } from './routes/ebupot-report';
import { eventRoutes } from './routes/events';
import { formsRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { maintenanceRoutes } from './routes/maintenance';
import { messageRoutes } from './routes/messages';
import { settingsRoutes } from './routes/settings';
import { shellRoutes } from './routes/shell';
import { tableDataRoutes } from './routes/table-data';
import { serveSpa } from './static';

// Uploads are the largest bodies (power of attorney: 2 MB); anything bigger is refused early.
const MAX_BODY_BYTES = 3 * 1024 * 1024;

export function createApp({ db, config }: { db: DB; config: Config }) {
  const app = new Hono<AppEnv>();
  // several processes may serve one PostgreSQL, so their limits count there; PGlite is one process
  const rateLimits = config.databaseUrl ? new PostgresRateLimits(db) : new MemoryRateLimits();
  // real-time events: in memory, and across processes through LISTEN/NOTIFY on PostgreSQL
  configureEvents({ databaseUrl: config.databaseUrl, db });

  app.use('*', requestLog(config.logRequests));
  app.use('*', finishUnreadBody(MAX_BODY_BYTES));
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('clientIp', clientIp(c, config.trustProxy));
    c.set('rateLimits', rateLimits);
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use('*', apiCacheHeaders(config.apiKeyHeader));
  api.use('*', compressJson());
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Request body too large', code: 'too_large' }, 413),
    }),
  );
  if (config.devMailbox || config.testClock) api.route('/dev', devRoutes);
  api.route('/', healthRoutes);
  api.route('/', apiDocsRoutes(app, config));
  // calendar apps read a feed by its secret address alone (no API key, no session)
  api.route('/', calendarFeedRoutes);
  api.use('*', requireApiKey(config.apiKeyHeader, config.apiKey));
  // PostgreSQL text cannot hold NUL; refuse it in the address up front (streamed answers such as
  // CSV exports would otherwise fail after their headers are sent). Bodies: see isDataException.
  api.use('*', async (c, next) => {
    if (!addressIsClean(c.req.url)) {
      return c.json(
        { error: 'The address contains a NUL character or broken Unicode', code: 'validation' },
        400,
      );
    }
    await next();
  });
  // maintenance mode answers a client's writes 503 before any route runs
  api.use('*', maintenanceGate);
  // adminInvoiceRoutes after adminRoutes: the admin area's guard ('/admin/*') runs before them.
  for (const routes of [
    authRoutes,
    maintenanceRoutes,
    accountRoutes,
    shellRoutes,
    eventRoutes,
    billingRoutes,
    documentRoutes,
    ebupotImportRoutes,
    ebupotRoutes,
    ebupotBulkRoutes,
    ebupotReportRoutes,
    settingsRoutes,
    adminRoutes,
    adminInvoiceRoutes,
    adminDocumentRoutes,
    chatRoutes,
    // after adminRoutes too: /admin/messages is guarded by the area's 'email' subject
    messageRoutes,
    // after adminRoutes too: /admin/content is guarded by the area's 'content' subject
    contentRoutes,
    tableDataRoutes,
    formsRoutes,
    calendarRoutes,
  ])
    api.route('/', routes);
  api.all('*', (c) =>
    c.json({ error: `No such endpoint: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404),
  );
  app.route('/api', api);

  serveSpa(app, config.staticDir);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(
        { error: err.message, ...(err.code ? { code: err.code } : {}), ...err.extra },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? 'Malformed request body' : err.message || 'Request failed';
      return c.json({ error: message, code: status === 400 ? 'malformed' : 'http_error' }, status);
    }
    if (isDataException(err)) {
      return c.json(
        { error: 'A value is not acceptable (e.g. a NUL character or out of range)', code: 'invalid_value' },
        400,
      );
    }
    if (isDatabaseDown(err)) {
      return c.json({ error: 'The database is unavailable; try again shortly', code: 'db_unavailable' }, 503);
    }
    c.var.log.error({ err, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Internal error', code: 'internal' }, 500);
  });

  return app;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No NUL and no lone surrogates (which PostgreSQL cannot store as UTF-8) in path or query. */
function addressIsClean(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const values = [path, ...searchParams.keys(), ...searchParams.values()];
  return values.every((v) => !v.includes('\u0000') && !LONE_SURROGATE.test(v));
}

/** SQLSTATE class 22 (data exception): the caller's value, e.g. a NUL byte in text, never our fault. */
function isDataException(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  const code = e?.cause?.code ?? e?.code ?? '';
  return (
    (typeof code === 'string' && code.startsWith('22')) ||
    /invalid byte sequence|unsupported Unicode escape|\\u0000 cannot be converted/i.test(
      `${e?.message} ${e?.cause?.message}`,
    )
  );
}

function isDatabaseDown(err: unknown): boolean {
  // Drizzle wraps pg's error ("Failed query: …"); the connection error sits in `cause`.
  const e = err as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  const code = e?.code ?? e?.cause?.code;
  return (
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(code ?? '') ||
    /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i.test(
      `${e?.message ?? ''} ${e?.cause?.message ?? ''}`,
    )
  );
}
