import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Action } from '../../contract/acl';
import { CALENDAR_PATHS, type CalendarFeed, type CalendarItemsAnswer } from '../../contract/calendar';
import {
  calendarEventBodySchema,
  calendarFeedFileSchema,
  calendarRangeQuerySchema,
} from '../../contract/calendar/schemas';
import { idParamSchema } from '../../contract/common/schemas';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { notFound } from '../lib/errors';
import { retryAfterHeader, SlidingWindowLimiter, takeSlots } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAbility } from '../middleware/ability';
import { requireAuth } from '../middleware/auth';
import { calendarItems, ownerOf } from '../services/calendar';
import { createEvent, deleteEvent, updateEvent } from '../services/calendar/events';
import { FEED_LIMITS, feedOwner, getFeed, renewFeed, revokeFeed } from '../services/calendar/feed';
import { toIcs } from '../services/calendar/ics';
import { titleOf } from '../services/calendar/titles';
import { routeOf } from './route-of';

// The calendar (contract/calendar.ts). A client reads its own; staff need the 'calendar'
// permission (by method: GET read, POST create, PUT update, DELETE delete). Events are personal:
// another person's id is a 404, for the admin too.

const ACTION: Record<string, Action> = { GET: 'read', POST: 'create', PUT: 'update', DELETE: 'delete' };

const calendarAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user').role === 'client') return next();
  return requireAbility(ACTION[c.req.method] ?? 'update', 'calendar')(c, next);
};

/** Changes to one's events: generous for a person, a wall for a script. */
const eventWrites = new SlidingWindowLimiter('calendar_event_write', 300, 10 * 60_000);
const limitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await takeSlots(
    c.get('rateLimits'),
    [[eventWrites, String(c.get('user').id)]],
    'Too many calendar changes; try again later',
  );
  await next();
};

const DAY_MS = 86_400_000;
const dateAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function icsAnswer(body: string, fileName: string, cache: string) {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': cache,
    },
  });
}

export const calendarRoutes = new Hono<AppEnv>();
calendarRoutes.use('/calendar/*', requireAuth, calendarAccess, retryAfterHeader);

calendarRoutes.get(CALENDAR_PATHS.items, validate('query', calendarRangeQuerySchema), async (c) => {
  const range = c.req.valid('query');
  const owner = await ownerOf(c.get('db'), c.get('user'));
  const items = await calendarItems(c.get('db'), owner, range);
  return c.json<CalendarItemsAnswer>({ ...range, items });
});

calendarRoutes.post(
  CALENDAR_PATHS.events,
  limitWrites,
  validate('json', calendarEventBodySchema),
  async (c) => c.json(await createEvent(c.get('db'), c.get('user').id, c.req.valid('json')), 201),
);

calendarRoutes.put(
  routeOf(CALENDAR_PATHS.event),
  validate('param', idParamSchema),
  limitWrites,
  validate('json', calendarEventBodySchema),
  async (c) =>
    c.json(await updateEvent(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
);

calendarRoutes.delete(
  routeOf(CALENDAR_PATHS.event),
  validate('param', idParamSchema),
  limitWrites,
  async (c) => {
    const { id } = c.req.valid('param');
    await deleteEvent(c.get('db'), c.get('user').id, id);
    return c.json({ deleted: true as const, id });
  },
);

calendarRoutes.get(CALENDAR_PATHS.export, validate('query', calendarRangeQuerySchema), async (c) => {
  const range = c.req.valid('query');
  const owner = await ownerOf(c.get('db'), c.get('user'));
  const items = await calendarItems(c.get('db'), owner, range);
  const body = toIcs(items, {
    name: titleOf(owner.locale, 'calendar'),
    now: clock.now(),
    host: new URL(c.req.url).hostname,
  });
  return icsAnswer(body, `kalender-pajak-${range.from}-${range.to}.ics`, 'no-store');
});

calendarRoutes.get(CALENDAR_PATHS.feed, async (c) =>
  c.json<CalendarFeed>(await getFeed(c.get('db'), c.get('config').encryptionKey, c.get('user').id)),
);

calendarRoutes.post(CALENDAR_PATHS.feed, async (c) =>
  c.json<CalendarFeed>(await renewFeed(c.get('db'), c.get('config').encryptionKey, c.get('user').id), 201),
);

calendarRoutes.delete(CALENDAR_PATHS.feed, async (c) => {
  if (!(await revokeFeed(c.get('db'), c.get('user').id))) throw notFound('No calendar feed to revoke');
  return c.json<CalendarFeed>({ feed: null });
});

/**
 * The subscribable feed, mounted before the API key check: calendar apps send neither key nor
 * session, only the secret address. Unknown and revoked tokens are one 404.
 */
export const calendarFeedRoutes = new Hono<AppEnv>();
calendarFeedRoutes.get(
  '/calendar/feed/:file',
  retryAfterHeader,
  validate('param', calendarFeedFileSchema),
  async (c) => {
    const token = c.req.valid('param').file.slice(0, -'.ics'.length);
    await takeSlots(
      c.get('rateLimits'),
      [
        [FEED_LIMITS.perIp, c.get('clientIp')],
        [FEED_LIMITS.perToken, token],
      ],
      'Too many calendar feed reads; try again later',
    );
    const found = await feedOwner(c.get('db'), token);
    if (!found) throw notFound('No such calendar feed (it may have been revoked)', 'feed_not_found');
    const today = clock.nowMs();
    // a year back and a year and a half ahead: what a phone's calendar keeps in view
    const range = { from: dateAt(today - 366 * DAY_MS), to: dateAt(today + 548 * DAY_MS) };
    const owner = { id: found.id, role: found.role, locale: found.locale };
    const items = await calendarItems(c.get('db'), owner, range);
    const body = toIcs(items, {
      name: titleOf(owner.locale, 'calendar'),
      now: clock.now(),
      host: new URL(c.req.url).hostname,
    });
    return icsAnswer(body, 'kalender-pajak.ics', 'private, no-cache');
  },
);
