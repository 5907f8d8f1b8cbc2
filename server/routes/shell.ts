import { Hono } from 'hono';
import { idParamSchema } from '../../contract/common/schemas';
import {
  type NotificationsReadResponse,
  type NotificationsResponse,
  SHELL_PATHS,
} from '../../contract/shell';
import { searchQuerySchema } from '../../contract/shell/schemas';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { listNotifications, markAllRead, markRead, unreadCount } from '../services/shell/notifications';
import { search } from '../services/shell/search';
import { routeOf } from './route-of';

// The shell's API (mounted under /api): Ctrl+/ search and the app bar's notifications.
export const shellRoutes = new Hono<AppEnv>();

shellRoutes.get(SHELL_PATHS.search, requireAuth, validate('query', searchQuerySchema), async (c) => {
  const { q, lng } = c.req.valid('query');
  return c.json(await search(c.get('db'), c.get('user'), q.trim(), lng));
});

shellRoutes.get(SHELL_PATHS.notifications, requireAuth, async (c) => {
  const db = c.get('db');
  const userId = c.get('user').id;
  const notifications = await listNotifications(db, userId);
  return c.json<NotificationsResponse>({ notifications, unread: await unreadCount(db, userId) });
});

shellRoutes.post(SHELL_PATHS.notificationsReadAll, requireAuth, async (c) => {
  await markAllRead(c.get('db'), c.get('user').id);
  return c.json<NotificationsReadResponse>({ unread: 0 });
});

shellRoutes.post(
  routeOf(SHELL_PATHS.notificationRead),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const db = c.get('db');
    const userId = c.get('user').id;
    await markRead(db, userId, c.req.valid('param').id);
    return c.json<NotificationsReadResponse>({ unread: await unreadCount(db, userId) });
  },
);
