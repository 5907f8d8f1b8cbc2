import type { MiddlewareHandler } from 'hono';
import { clock } from './clock';
import { HttpError } from './errors';

/**
 * A limit of `limit` events per key in a sliding window of `windowMs`. The events live in a
 * RateLimitStore: in memory on PGlite (one process), in PostgreSQL when several server processes
 * share one database (rate-limit-postgres.ts). Time comes from clock.nowMs() so tests can move
 * past a window.
 */
export class SlidingWindowLimiter {
  constructor(
    /** names the limiter's rows in the shared store; unique per limiter */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}
}

/**
 * Hits stamped up to this far ahead of a process's clock still count: instances' clocks differ
 * by a few milliseconds, and a hit another instance just recorded must fill the slot. Hits
 * further ahead (a test clock moved forward and back) are dropped, as a single process would.
 */
export const CLOCK_SKEW_MS = 60_000;

/** The hit times that count against the limit at `now`. */
export const countedHits = (limiter: SlidingWindowLimiter, hits: number[], now: number) =>
  hits.filter((t) => t > now - limiter.windowMs && t <= now + CLOCK_SKEW_MS);

/** Milliseconds until one more hit fits under the limit; 0 when it fits now. */
export function waitForSlotMs(limiter: SlidingWindowLimiter, hits: number[], now: number): number {
  const counted = countedHits(limiter, hits, now).sort((a, b) => a - b);
  if (counted.length < limiter.limit) return 0;
  // the window must drop enough old hits to leave room for one more
  const oldestThatMustExpire = counted[counted.length - limiter.limit];
  return Math.max(1, oldestThatMustExpire + limiter.windowMs - now);
}

export interface RateLimitStore {
  /**
   * Records a hit for `key` at `now` unless the key is at its limit, atomically (two processes
   * never both take the last slot). Answers 0 when recorded, else the milliseconds to wait.
   */
  hit(limiter: SlidingWindowLimiter, key: string, now: number): Promise<number>;
  /** Takes back one hit recorded at `at` (the attempt turned out not to count). */
  unhit(limiter: SlidingWindowLimiter, key: string, at: number): Promise<void>;
  /** Forgets every hit of `key`. */
  clear(limiter: SlidingWindowLimiter, key: string): Promise<void>;
}

export type LimitCheck = [SlidingWindowLimiter, string];

/** Slots taken by takeSlots; release() gives them back when the attempt should not count. */
export interface TakenSlots {
  release(): Promise<void>;
}

/**
 * Takes one slot in each keyed limiter before the attempt runs (so concurrent attempts cannot
 * all pass the last slot), or throws 429 with the longest wait and takes none.
 */
export async function takeSlots(
  store: RateLimitStore,
  checks: LimitCheck[],
  message?: string,
): Promise<TakenSlots> {
  const now = clock.nowMs();
  const waits = await Promise.all(checks.map(([limiter, key]) => store.hit(limiter, key, now)));
  // best effort: a slot not given back (database briefly away) only counts one attempt too many
  const giveBack = (which: LimitCheck[]) =>
    Promise.all(which.map(([limiter, key]) => store.unhit(limiter, key, now))).then(
      () => undefined,
      () => undefined,
    );
  const waitMs = Math.max(0, ...waits);
  if (waitMs > 0) {
    await giveBack(checks.filter((_, i) => waits[i] === 0));
    throw tooManyRequests(waitMs, message);
  }
  return { release: () => giveBack(checks) };
}

/**
 * Runs `attempt` holding a slot of each keyed limiter (429 when one is full); the slots count
 * only when it fails with one of `failureCodes`, any other outcome gives them back.
 */
export async function countFailures<T>(
  store: RateLimitStore,
  checks: LimitCheck[],
  failureCodes: string[],
  attempt: () => Promise<T>,
): Promise<T> {
  const slots = await takeSlots(store, checks);
  try {
    const result = await attempt();
    await slots.release();
    return result;
  } catch (err) {
    if (!(err instanceof HttpError && failureCodes.includes(err.code ?? ''))) await slots.release();
    throw err;
  }
}

/** 429 { error, code, retryAfter } (seconds); retryAfterHeader adds the Retry-After header. */
export const tooManyRequests = (
  retryAfterMs: number,
  message = 'Too many attempts; try again later',
  code = 'too_many_attempts',
) => new HttpError(429, message, code, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/** Copies `retryAfter` of a 429 HttpError answer into the Retry-After header. */
export const retryAfterHeader: MiddlewareHandler = async (c, next) => {
  await next();
  const err = c.error;
  if (c.res.status === 429 && err instanceof HttpError && typeof err.extra.retryAfter === 'number') {
    c.header('Retry-After', String(err.extra.retryAfter));
  }
};
