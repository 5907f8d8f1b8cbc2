import { countedHits, type RateLimitStore, type SlidingWindowLimiter, waitForSlotMs } from './rate-limit';

/** Keys kept per limiter before the ones without a recent hit are swept out. */
const SWEEP_ABOVE = 50_000;

/** Rate-limit hits in this process's memory: enough for one server process (PGlite). */
export class MemoryRateLimits implements RateLimitStore {
  private readonly byLimiter = new Map<SlidingWindowLimiter, Map<string, number[]>>();

  private hitsOf(limiter: SlidingWindowLimiter): Map<string, number[]> {
    const hits = this.byLimiter.get(limiter) ?? new Map<string, number[]>();
    this.byLimiter.set(limiter, hits);
    return hits;
  }

  private recent(limiter: SlidingWindowLimiter, key: string, now: number): number[] {
    const hits = this.hitsOf(limiter);
    const kept = countedHits(limiter, hits.get(key) ?? [], now);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  }

  async hit(limiter: SlidingWindowLimiter, key: string, now: number): Promise<number> {
    const list = this.recent(limiter, key, now);
    const waitMs = waitForSlotMs(limiter, list, now);
    if (waitMs > 0) return waitMs;
    list.push(now);
    const hits = this.hitsOf(limiter);
    hits.set(key, list);
    if (hits.size > SWEEP_ABOVE) for (const other of [...hits.keys()]) this.recent(limiter, other, now);
    return 0;
  }

  async unhit(limiter: SlidingWindowLimiter, key: string, at: number): Promise<void> {
    const list = this.hitsOf(limiter).get(key);
    const i = list?.indexOf(at) ?? -1;
    if (i >= 0) list!.splice(i, 1);
  }

  async clear(limiter: SlidingWindowLimiter, key: string): Promise<void> {
    this.hitsOf(limiter).delete(key);
  }
}
