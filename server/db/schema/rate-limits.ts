import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

// As server/db/migrations/0008_rate_limits.sql creates it (the SQL is the source).

/** Recent hits of one rate limiter and key, shared by every server process on PostgreSQL. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    /** hit times, ms since the epoch by the server clock */
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    expiresAtMs: bigint('expires_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('rate_limits_key').on(t.bucket, t.key),
    index('rate_limits_expiry_idx').on(t.expiresAtMs),
  ],
);
