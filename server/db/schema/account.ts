import { bigint, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AVATAR_TYPES, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../../../contract/account';
import { bytea, ts } from './columns';
import { users } from './core';

// Tables of the account domain, as server/db/migrations/0017_account_security.sql creates them
// (the SQL is the source; tests/api/db-schema.test.ts fails when the two disagree).

/** One authenticator app per account; `secret` sealed with ENCRYPTION_KEY (context 'totp:<user_id>'). */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: bytea('secret').notNull(),
  /** null between setup and the first good code */
  enabledAt: ts('enabled_at'),
  /** the newest 30-second step a code was accepted for (replay guard) */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in waiting for its second factor; the token itself is never stored, only its SHA-256. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('login_challenges_token_key').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: NOTIFICATION_EVENTS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType] })],
);

export const accountProfiles = pgTable('account_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone'),
  avatar: bytea('avatar'),
  avatarType: text('avatar_type', { enum: AVATAR_TYPES }),
  avatarUpdatedAt: ts('avatar_updated_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
