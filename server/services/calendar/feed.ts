import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CALENDAR_PATHS, type CalendarFeed } from '../../../contract/calendar';
import type { DB } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { openText, sealText } from '../../lib/crypto';
import { SlidingWindowLimiter } from '../../lib/rate-limit';

// A person's subscribable feed: a secret token in the address is the only credential (calendar
// apps send no API key or session). The token is found by its SHA-256; it is kept sealed too, so
// its owner can copy the address again. A new one replaces the old; revoking deletes it.

/** Feed reads: per token (a leaked address polled hard) and per address (guessing tokens). */
export const FEED_LIMITS = {
  perToken: new SlidingWindowLimiter('calendar_feed_token', 30, 10 * 60_000),
  perIp: new SlidingWindowLimiter('calendar_feed_ip', 120, 10 * 60_000),
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const context = (userId: number) => `calendar-feed:${userId}`;

export async function getFeed(db: DB, key: string, userId: number): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) return { feed: null };
  return {
    feed: {
      path: CALENDAR_PATHS.feedFile(openText(key, row.tokenSealed, context(userId))),
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    },
  };
}

/** A new secret address (the old one, if any, stops working at once). */
export async function renewFeed(db: DB, key: string, userId: number): Promise<CalendarFeed> {
  const token = randomBytes(24).toString('base64url');
  const values = {
    tokenHash: hashOf(token),
    tokenSealed: sealText(key, token, context(userId)),
    createdAt: clock.now(),
    lastUsedAt: null,
  };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return getFeed(db, key, userId);
}

export async function revokeFeed(db: DB, userId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/** The owner of a live token (status must be active), stamping its use; null when unknown or revoked. */
export async function feedOwner(db: DB, token: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, locale: users.locale, status: users.status })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (row?.status !== 'active') return null;
  await db.update(calendarFeeds).set({ lastUsedAt: clock.now() }).where(eq(calendarFeeds.userId, row.id));
  return row;
}
