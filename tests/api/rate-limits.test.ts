import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { HttpError } from '../../server/lib/errors';
import {
  CLOCK_SKEW_MS,
  type RateLimitStore,
  SlidingWindowLimiter,
  takeSlots,
} from '../../server/lib/rate-limit';
import { MemoryRateLimits } from '../../server/lib/rate-limit-memory';
import { PostgresRateLimits } from '../../server/lib/rate-limit-postgres';
import { openMigratedDatabase } from './helpers/migrated-database';

// Both rate-limit stores answer alike: the in-memory one (PGlite, one process) and the table
// shared by every process on PostgreSQL (run here on the suite's database: PGlite, or a fresh
// PostgreSQL database when the suite runs there, where concurrent hits really race).

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openMigratedDatabase());
});

afterAll(async () => {
  await close?.();
});

const MINUTE = 60_000;
let serial = 0;
/** a limiter of its own for each test, so rows never meet */
const limiter = (limit: number, windowMs = 15 * MINUTE) =>
  new SlidingWindowLimiter(`test_${Date.now()}_${serial++}`, limit, windowMs);

const stores: [string, () => RateLimitStore][] = [
  ['in memory', () => new MemoryRateLimits()],
  ['in the rate_limits table', () => new PostgresRateLimits(database.db)],
];

describe.each(stores)('rate limits %s', (_name, makeStore) => {
  it('records hits up to the limit, then answers the wait until the oldest leaves the window', async () => {
    const store = makeStore();
    const three = limiter(3, 10 * MINUTE);
    const t0 = 1_700_000_000_000;
    expect(await store.hit(three, 'k', t0)).toBe(0);
    expect(await store.hit(three, 'k', t0 + MINUTE)).toBe(0);
    expect(await store.hit(three, 'k', t0 + 2 * MINUTE)).toBe(0);
    expect(await store.hit(three, 'k', t0 + 3 * MINUTE)).toBe(7 * MINUTE);
    // the first hit has left the window: one slot again, then full until the second leaves
    expect(await store.hit(three, 'k', t0 + 10 * MINUTE + 1)).toBe(0);
    expect(await store.hit(three, 'k', t0 + 10 * MINUTE + 2)).toBe(MINUTE - 2);
    // another key and another limiter are counted apart
    expect(await store.hit(three, 'other', t0 + 10 * MINUTE)).toBe(0);
    expect(await store.hit(limiter(3), 'k', t0 + 10 * MINUTE)).toBe(0);
  });

  it('counts hits a little ahead of the clock (another instance), not those far ahead (a test clock moved back)', async () => {
    const store = makeStore();
    const one = limiter(1);
    const now = 1_700_000_000_000;
    expect(await store.hit(one, 'near', now + CLOCK_SKEW_MS / 2)).toBe(0);
    expect(await store.hit(one, 'near', now)).toBeGreaterThan(0);
    expect(await store.hit(one, 'far', now + 2 * CLOCK_SKEW_MS)).toBe(0);
    expect(await store.hit(one, 'far', now)).toBe(0);
  });

  it('gives one hit back with unhit and forgets a key with clear', async () => {
    const store = makeStore();
    const two = limiter(2);
    const now = 1_700_000_000_000;
    await store.hit(two, 'k', now);
    await store.hit(two, 'k', now);
    expect(await store.hit(two, 'k', now)).toBeGreaterThan(0);
    await store.unhit(two, 'k', now);
    expect(await store.hit(two, 'k', now)).toBe(0);
    expect(await store.hit(two, 'k', now)).toBeGreaterThan(0);
    await store.clear(two, 'k');
    expect(await store.hit(two, 'k', now)).toBe(0);
  });

  it('lets exactly the limit through when forty hits arrive at once', async () => {
    const store = makeStore();
    const ten = limiter(10);
    const now = Date.now();
    const waits = await Promise.all(Array.from({ length: 40 }, () => store.hit(ten, 'rush', now)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0)).toHaveLength(30);
  });

  it('takeSlots takes a slot in every limiter or, when one is full, none (429 with retryAfter)', async () => {
    const store = makeStore();
    const [roomy, full] = [limiter(5), limiter(1)];
    await takeSlots(store, [[full, 'k']]);
    const refused = await takeSlots(store, [
      [roomy, 'k'],
      [full, 'k'],
    ]).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).extra.retryAfter).toBe(15 * 60);
    // the roomy limiter's slot was given back: five are still free
    for (let i = 0; i < 5; i++) expect(await store.hit(roomy, 'k', Date.now())).toBe(0);

    const again = limiter(1);
    const taken = await takeSlots(store, [[again, 'k']]);
    await taken.release();
    expect(await store.hit(again, 'k', Date.now())).toBe(0);
  });
});

describe('rate_limits table', () => {
  const rowsOf = async (bucket: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM rate_limits WHERE bucket = ${bucket}`,
      )
    )[0].n;

  it('keeps one row per key and sweeps rows whose hits have all expired', async () => {
    const old = limiter(3, MINUTE);
    const longAgo = Date.now() - 60 * MINUTE;
    const first = new PostgresRateLimits(database.db);
    for (let i = 0; i < 3; i++) await first.hit(old, 'k', longAgo + i);
    expect(await rowsOf(old.name)).toBe(1);
    // a process sweeps on its first hit and then every few minutes
    const fresh = limiter(3, MINUTE);
    await new PostgresRateLimits(database.db).hit(fresh, 'k', Date.now());
    await vi.waitFor(async () => expect(await rowsOf(old.name)).toBe(0));
    expect(await rowsOf(fresh.name)).toBe(1);
  });
});
