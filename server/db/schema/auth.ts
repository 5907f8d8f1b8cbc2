import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './core';

// Tables of the auth domain, as server/db/migrations/0002_auth.sql creates them (the SQL is the
// source; tests/api/db-schema.test.ts fails when the two disagree).

/** One signed-in device. The bearer token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** absolute end (created + 8 h); the idle limit is computed from last_seen_at */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** 'invite' (0011_user_admin.sql): an admin's invitation, which sets the first password */
export const OTP_PURPOSES = ['register', 'reset', 'email_change', 'invite'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** One-time codes (hashed). At most one live code per user and purpose; a new one voids the old. */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    /** where the code was sent (the new address for an email change) */
    sendTo: text('send_to').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** replaced by a newer code, or locked after too many wrong tries */
    voidedAt: ts('voided_at'),
  },
  (t) => [
    index('otps_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    uniqueIndex('otps_one_live')
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} IS NULL AND ${t.voidedAt} IS NULL`),
  ],
);
