import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerPoolError } from '../../../server/lib/worker-pool';

// The pool that keeps CPU-bound work on untrusted input off the event loop.

type Job = { spinMs: number; crash?: boolean };
// a file: URL (under jsdom, import.meta.url is an http: one)
const entry = pathToFileURL(resolve('tests/unit/server/worker-pool-job.ts'));
let pools: { close(): Promise<void> }[] = [];
function pool(opts: { size?: number; maxQueue?: number; timeLimitMs?: number } = {}) {
  const p = createWorkerPool<Job, { spun: number }>({
    entry,
    size: opts.size ?? 1,
    maxQueue: opts.maxQueue ?? 2,
    timeLimitMs: opts.timeLimitMs ?? 5_000,
  });
  pools.push(p);
  return p;
}
const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err) => (err instanceof WorkerPoolError ? err.reason : String(err)),
  );

afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

describe('worker pool', () => {
  it('runs jobs off the event loop: timers keep firing while a worker spins', async () => {
    const p = pool();
    await p.run({ spinMs: 0 }); // loaded
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const reply = await p.run({ spinMs: 300 });
    clearInterval(timer);
    expect(reply.spun).toBe(300);
    expect(ticks).toBeGreaterThan(10);
  });

  it('terminates a job over the time limit, and the next job gets a fresh worker', async () => {
    const p = pool({ timeLimitMs: 200 });
    await p.run({ spinMs: 0 });
    const started = performance.now();
    expect(await reason(p.run({ spinMs: 5_000 }))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await p.run({ spinMs: 10 })).spun).toBe(10);
  });

  it('queues up to maxQueue behind busy workers and refuses more as busy', async () => {
    const p = pool({ size: 1, maxQueue: 2 });
    await p.run({ spinMs: 0 });
    const jobs = Array.from({ length: 5 }, () => reason(p.run({ spinMs: 100 })));
    expect(await Promise.all(jobs)).toEqual(['resolved', 'resolved', 'resolved', 'busy', 'busy']);
    expect(await reason(p.run({ spinMs: 1 }))).toBe('resolved'); // the queue drained
  });

  it('fails a job whose worker dies, and carries on', async () => {
    const p = pool();
    expect(await reason(p.run({ spinMs: 0, crash: true }))).toBe('crashed');
    expect((await p.run({ spinMs: 5 })).spun).toBe(5);
  });
});
