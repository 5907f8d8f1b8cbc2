import type { MiddlewareHandler } from 'hono';
import { clock } from './clock';
import { HttpError } from './errors';

/**
 * Counts events per key in a sliding window, in memory (one server process). Time comes from
 * clock.nowMs() so tests can move past a window.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = this.events.get(key);
    if (!list) return [];
    const kept = list.filter((t) => t > now - this.windowMs && t <= now);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** Milliseconds until `key` may act again; 0 when it is under the limit. */
  blockedForMs(key: string): number {
    const now = clock.nowMs();
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    // the window must drop enough old events to leave room for one more
    const oldestThatMustExpire = list[list.length - this.limit];
    return Math.max(1, oldestThatMustExpire + this.windowMs - now);
  }

  record(key: string): void {
    const now = clock.nowMs();
    const list = this.recent(key, now);
    list.push(now);
    this.events.set(key, list);
    if (this.events.size > 50_000) this.sweep(now);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  private sweep(now: number) {
    for (const key of [...this.events.keys()]) this.recent(key, now);
  }
}

/** 429 { error, code, retryAfter } (seconds); retryAfterHeader adds the Retry-After header. */
export const tooManyRequests = (
  retryAfterMs: number,
  message = 'Too many attempts; try again later',
  code = 'too_many_attempts',
) => new HttpError(429, message, code, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/** Throws 429 when any of the keyed limiters is over its limit. */
export function assertUnderLimit(checks: [SlidingWindowLimiter, string][], message?: string) {
  const waitMs = Math.max(0, ...checks.map(([limiter, key]) => limiter.blockedForMs(key)));
  if (waitMs > 0) throw tooManyRequests(waitMs, message);
}

/** Copies `retryAfter` of a 429 HttpError answer into the Retry-After header. */
export const retryAfterHeader: MiddlewareHandler = async (c, next) => {
  await next();
  const err = c.error;
  if (c.res.status === 429 && err instanceof HttpError && typeof err.extra.retryAfter === 'number') {
    c.header('Retry-After', String(err.extra.retryAfter));
  }
};
