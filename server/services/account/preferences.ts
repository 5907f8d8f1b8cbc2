import { eq, sql } from 'drizzle-orm';
import {
  type AccountPreferences,
  AVATAR_MAX_BYTES,
  type AVATAR_TYPES,
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '../../../contract/account';
import type { DB } from '../../db/client';
import { accountProfiles, notificationPreferences, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { badRequest, HttpError, notFound } from '../../lib/errors';

// The account page's settings: notification channels per event type, language, time zone, avatar.

/** Every event type with the user's channel (the default where none was chosen). */
export async function notificationChoices(db: DB, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .select({ type: notificationPreferences.eventType, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.type, r.channel]));
  return {
    preferences: NOTIFICATION_EVENTS.map((type) => ({
      type,
      channel: chosen.get(type) ?? DEFAULT_NOTIFICATION_CHANNELS[type],
    })),
  };
}

export async function saveNotificationChoices(
  db: DB,
  userId: number,
  choices: { type: NotificationEvent; channel: NotificationChannel }[],
) {
  const now = clock.now();
  for (const { type, channel } of choices) {
    await db
      .insert(notificationPreferences)
      .values({ userId, eventType: type, channel, updatedAt: now })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.eventType],
        set: { channel, updatedAt: now },
      });
  }
  return notificationChoices(db, userId);
}

export async function accountPreferences(db: DB, userId: number): Promise<AccountPreferences> {
  const [row] = await db
    .select({
      locale: users.locale,
      timeZone: accountProfiles.timeZone,
      hasAvatar: sql<boolean>`${accountProfiles.avatar} IS NOT NULL`,
      avatarUpdatedAt: accountProfiles.avatarUpdatedAt,
    })
    .from(users)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    locale: row.locale,
    time_zone: row.timeZone ?? null,
    has_avatar: Boolean(row.hasAvatar),
    avatar_version: row.hasAvatar && row.avatarUpdatedAt ? row.avatarUpdatedAt.getTime() : null,
  };
}

export async function saveAccountPreferences(
  db: DB,
  userId: number,
  body: { locale?: AccountPreferences['locale']; time_zone?: string | null },
) {
  const now = clock.now();
  if (body.locale)
    await db.update(users).set({ locale: body.locale, updatedAt: now }).where(eq(users.id, userId));
  if (body.time_zone !== undefined) {
    await db
      .insert(accountProfiles)
      .values({ userId, timeZone: body.time_zone, updatedAt: now })
      .onConflictDoUpdate({
        target: accountProfiles.userId,
        set: { timeZone: body.time_zone, updatedAt: now },
      });
  }
  return accountPreferences(db, userId);
}

/** An image's real type from its first bytes (PNG, JPEG, WebP), else null. */
export function sniffImageType(bytes: Uint8Array): (typeof AVATAR_TYPES)[number] | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export async function saveAvatar(db: DB, userId: number, bytes: Buffer) {
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new HttpError(413, `The image is larger than ${AVATAR_MAX_BYTES / 1024} KB`, 'avatar_too_large');
  }
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The image must be PNG, JPEG or WebP', 'avatar_type');
  const now = clock.now();
  const values = { avatar: bytes, avatarType: type, avatarUpdatedAt: now, updatedAt: now };
  await db
    .insert(accountProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountProfiles.userId, set: values });
  return accountPreferences(db, userId);
}

export async function readAvatar(db: DB, userId: number) {
  const [row] = await db
    .select({ avatar: accountProfiles.avatar, type: accountProfiles.avatarType })
    .from(accountProfiles)
    .where(eq(accountProfiles.userId, userId));
  if (!row?.avatar || !row.type) throw notFound('No avatar');
  return { bytes: row.avatar, type: row.type };
}

export async function deleteAvatar(db: DB, userId: number) {
  const now = clock.now();
  await db
    .update(accountProfiles)
    .set({ avatar: null, avatarType: null, avatarUpdatedAt: null, updatedAt: now })
    .where(eq(accountProfiles.userId, userId));
  return accountPreferences(db, userId);
}
