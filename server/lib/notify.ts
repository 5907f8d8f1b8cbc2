import { and, eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationEvent } from '../../contract/account';
import type { DB } from '../db/client';
import { notificationPreferences, notifications, users } from '../db/schema';
import type { MailTemplate } from './mail/templates';
import { sendMail } from './mailer';

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

export interface NotifyMail {
  /** the mail of this event; a plain copy of the notification when none is given */
  template?: MailTemplate;
  /** the portal's origin, for the link of the plain copy */
  origin?: string;
}

const isEvent = (type: string): type is NotificationEvent => type in DEFAULT_NOTIFICATION_CHANNELS;

/**
 * Whether the user gets a notification of `type` by mail too: their choice for the event type
 * (PUT /api/account/notifications), else the default of contract/account.ts. Types outside the
 * list only ring the bell.
 */
export async function wantsMail(db: DB, userId: number, type: string): Promise<boolean> {
  if (!isEvent(type)) return false;
  const [row] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.eventType, type)));
  return (row?.channel ?? DEFAULT_NOTIFICATION_CHANNELS[type]) === 'mail';
}

/** The text with each lone UTF-16 surrogate replaced by U+FFFD (paired ones are one code point under /u). */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/**
 * Records a notification for one user (the app bar's bell lists them, GET /api/notifications)
 * and mails it when the user's preferences say so for its type.
 */
export async function notify(
  db: DB,
  userId: number,
  n: NewNotification,
  mail: NotifyMail = {},
): Promise<void> {
  // a lone UTF-16 surrogate (typed or fuzzed) is valid in a JS string but not in PostgreSQL's JSON:
  // the bell shows U+FFFD in its place rather than losing the notification
  await db.insert(notifications).values({
    userId,
    type: n.type,
    title: wellFormed(n.title),
    body: wellFormed(n.body ?? ''),
    url: n.url,
    meta: JSON.parse(JSON.stringify(n.meta ?? {}, (_key, v) => (typeof v === 'string' ? wellFormed(v) : v))),
  });
  if (!(await wantsMail(db, userId, n.type))) return;
  const [to] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!to) return;
  const link = n.url && mail.origin ? `${mail.origin}${n.url}` : undefined;
  await sendMail(
    to.email,
    to.locale,
    mail.template ?? { name: 'notification', title: n.title, body: n.body ?? '', ...(link ? { link } : {}) },
  );
}
