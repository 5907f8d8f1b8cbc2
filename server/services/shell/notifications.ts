import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIST_LIMIT, type NotificationItem } from '../../../contract/shell';
import type { DB } from '../../db/client';
import { invoices, notifications } from '../../db/schema';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';

// The app bar's notifications: a user reads and marks only its own.

const ownRow = (userId: number, id: number) =>
  and(eq(notifications.id, id), eq(notifications.userId, userId));

export async function unreadCount(db: DB, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The scalar values of a notification's meta, with the kind of its bill when it has one. */
function paramsOf(meta: Record<string, unknown>, kind: string | null): NotificationItem['params'] {
  const params: NotificationItem['params'] = {};
  for (const [key, value] of Object.entries(meta))
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  if (kind) params.kind = kind;
  return params;
}

/** The newest notifications, newest first. */
export async function listNotifications(db: DB, userId: number): Promise<NotificationItem[]> {
  const rows = await db
    .select({ row: notifications, kind: invoices.kind })
    .from(notifications)
    // the bill's kind tells a paid top-up from a paid bill
    .leftJoin(
      invoices,
      sql`${invoices.id}::numeric = CASE WHEN jsonb_typeof(${notifications.meta}->'invoice_id') = 'number'
        THEN (${notifications.meta}->>'invoice_id')::numeric END`,
    )
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT);
  return rows.map(({ row, kind }) => ({
    id: row.id,
    type: row.type,
    params: paramsOf(row.meta, kind),
    title: row.title,
    body: row.body,
    url: row.url,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function markAllRead(db: DB, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks one of the user's notifications read; someone else's answers exactly like a missing one. */
export async function markRead(db: DB, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(ownRow(userId, id));
  if (!row) throw notFound('Notification not found');
  if (!row.readAt) await db.update(notifications).set({ readAt: clock.now() }).where(ownRow(userId, id));
}
