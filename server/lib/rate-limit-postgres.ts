import { sql } from 'drizzle-orm';
import type { DB } from '../db/client';
import { queryRows } from '../db/rows';
import { CLOCK_SKEW_MS, type RateLimitStore, type SlidingWindowLimiter, waitForSlotMs } from './rate-limit';

/** How often a process deletes rows whose every hit has left its window. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Rate-limit hits in PostgreSQL (table rate_limits, migration 0008), shared by every server
 * process on the database: one row per limiter and key holding its recent hit times. A hit is
 * one statement; ON CONFLICT DO UPDATE locks the row, so concurrent hits of one key, from any
 * process, are counted one after another and never both take the last slot.
 */
export class PostgresRateLimits implements RateLimitStore {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: DB) {}

  async hit(limiter: SlidingWindowLimiter, key: string, now: number): Promise<number> {
    this.sweepNowAndThen(now);
    const from = now - limiter.windowMs;
    const to = now + CLOCK_SKEW_MS;
    // Blocked: the WHERE leaves the row alone and RETURNING answers nothing; the second SELECT
    // then reads the hits (as of the statement's start) to tell how long to wait.
    const rows = await queryRows<{ taken: boolean; hits: (number | string)[] }>(
      this.db,
      sql`WITH hit AS (
            INSERT INTO rate_limits AS r (bucket, key, hits, expires_at_ms)
            VALUES (${limiter.name}, ${key}, ARRAY[${now}::bigint], ${now + limiter.windowMs}::bigint)
            ON CONFLICT (bucket, key) DO UPDATE
              SET hits = ARRAY(SELECT h FROM unnest(r.hits) h WHERE h > ${from}::bigint AND h <= ${to}::bigint)
                    || ${now}::bigint,
                  expires_at_ms = GREATEST(r.expires_at_ms, EXCLUDED.expires_at_ms)
              WHERE (SELECT count(*) FROM unnest(r.hits) h WHERE h > ${from}::bigint AND h <= ${to}::bigint)
                    < ${limiter.limit}::int
            RETURNING r.hits
          )
          SELECT true AS taken, hits FROM hit
          UNION ALL
          SELECT false, hits FROM rate_limits
          WHERE bucket = ${limiter.name} AND key = ${key} AND NOT EXISTS (SELECT 1 FROM hit)`,
    );
    const [row] = rows;
    if (row?.taken) return 0;
    const waitMs = row ? waitForSlotMs(limiter, row.hits.map(Number), now) : 0;
    // 0 here means the row changed after the statement began: read it again for the wait
    return waitMs || Math.max(1, waitForSlotMs(limiter, await this.hitsOf(limiter, key), now));
  }

  async unhit(limiter: SlidingWindowLimiter, key: string, at: number): Promise<void> {
    await this.db.execute(
      sql`UPDATE rate_limits
          SET hits = hits[:array_position(hits, ${at}::bigint) - 1] || hits[array_position(hits, ${at}::bigint) + 1:]
          WHERE bucket = ${limiter.name} AND key = ${key} AND ${at}::bigint = ANY (hits)`,
    );
  }

  async clear(limiter: SlidingWindowLimiter, key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${limiter.name} AND key = ${key}`);
  }

  private async hitsOf(limiter: SlidingWindowLimiter, key: string): Promise<number[]> {
    const [row] = await queryRows<{ hits: (number | string)[] }>(
      this.db,
      sql`SELECT hits FROM rate_limits WHERE bucket = ${limiter.name} AND key = ${key}`,
    );
    return row?.hits.map(Number) ?? [];
  }

  /** Deletes expired rows in the background, at most every SWEEP_EVERY_MS per process. */
  private sweepNowAndThen(now: number) {
    if (Math.abs(now - this.lastSweep) < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    // best effort: a failed sweep (database briefly away) is retried by a later one
    this.db
      .execute(sql`DELETE FROM rate_limits WHERE expires_at_ms < ${now - CLOCK_SKEW_MS}::bigint`)
      .catch(() => {});
  }
}
