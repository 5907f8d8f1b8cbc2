import type { DB } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  /** machine type, e.g. 'invoice.paid', 'invoice.new', 'va.expired' */
  type: string;
  /** shown as the item's title; plain text (the portal escapes it) */
  title: string;
  body?: string;
  /** where choosing the notification goes, a portal path */
  url?: string;
  meta?: Record<string, unknown>;
}

/** Records a notification for one user; the app bar's bell lists them (GET /api/notifications). */
export async function notify(db: DB, userId: number, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({
    userId,
    type: n.type,
    title: n.title,
    body: n.body ?? '',
    url: n.url,
    meta: n.meta ?? {},
  });
}
