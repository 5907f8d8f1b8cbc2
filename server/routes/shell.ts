import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  NOTIFICATIONS_LIST_LIMIT,
  type NotificationItem,
  type NotificationsReadResponse,
  type NotificationsResponse,
  SEARCH_MAX_PER_TYPE,
  SEARCH_TYPES,
} from '../../contract/shell';
import { searchQuerySchema } from '../../contract/shell/schemas';
import type { DB } from '../db/client';
import { notifications } from '../db/schema';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { searchProviders } from '../search';
import { searchPages } from '../search/pages';
import type { SearchItem } from '../search/types';

// The shell's API (mounted under /api): Ctrl+/ search and the app bar's notifications.
export const shellRoutes = new Hono<AppEnv>();

/** 0 when the title starts with q, 1 when it contains q, 2 when a provider matched another field. */
function matchRank(title: string, needle: string): number {
  const haystack = title.toLocaleLowerCase();
  if (haystack.startsWith(needle)) return 0;
  return haystack.includes(needle) ? 1 : 2;
}

/** Grouped by type (pages, transaksi, contacts), prefix matches first, at most 4 a type. */
export function rankSearchResults(items: SearchItem[], q: string): SearchItem[] {
  const needle = q.toLocaleLowerCase();
  return SEARCH_TYPES.flatMap((type) =>
    items
      .filter((item) => item.type === type)
      .map((item, order) => ({ item, order, rank: matchRank(item.title, needle) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, SEARCH_MAX_PER_TYPE)
      .map(({ item }) => item),
  );
}

shellRoutes.get('/app-bar/search', requireAuth, validate('query', searchQuerySchema), async (c) => {
  const { q: raw, lng } = c.req.valid('query');
  const q = raw.trim();
  if (!q) return c.json([]);
  const user = c.get('user');
  const db = c.get('db');
  // A failing domain must not take search down with it: its results are left out.
  const fromDomains = await Promise.all(
    searchProviders.map((provider) =>
      provider({ db, user, q }).catch((error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', msg: 'search provider failed', error: String(error) }),
        );
        return [] as SearchItem[];
      }),
    ),
  );
  return c.json(rankSearchResults([...searchPages(user, q, lng), ...fromDomains.flat()], q));
});

const ownRow = (userId: number, id: number) =>
  and(eq(notifications.id, id), eq(notifications.userId, userId));

async function unreadCount(db: DB, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

shellRoutes.get('/notifications', requireAuth, async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  const items: NotificationItem[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    url: row.url,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return c.json<NotificationsResponse>({ notifications: items, unread: await unreadCount(db, userId) });
});

shellRoutes.post('/notifications/read-all', requireAuth, async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return c.json<NotificationsReadResponse>({ unread: 0 });
});

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

shellRoutes.post('/notifications/:id/read', requireAuth, validate('param', idParam), async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  const { id } = c.req.valid('param');
  // Someone else's notification answers exactly like a missing one.
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(ownRow(userId, id));
  if (!row) throw notFound('Notification not found');
  if (!row.readAt) await db.update(notifications).set({ readAt: clock.now() }).where(ownRow(userId, id));
  return c.json<NotificationsReadResponse>({ unread: await unreadCount(db, userId) });
});
