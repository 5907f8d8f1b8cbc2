import { type ResourceLimits, type Transferable, Worker } from 'node:worker_threads';
import { log } from './logger';

// A small pool of worker threads for CPU-bound work on untrusted input, so the event loop keeps
// answering everyone else. Jobs queue (up to maxQueue) when every worker is busy; a job that
// runs past timeLimitMs has its worker terminated (and replaced on demand). Messages are plain
// data. A worker posts 'ready' once loaded, then answers each job message with one reply.

export type PoolFailure = 'busy' | 'timeout' | 'crashed' | 'unavailable';

export class WorkerPoolError extends Error {
  constructor(readonly reason: PoolFailure) {
    super(`worker pool: ${reason}`);
  }
}

export interface WorkerPoolOptions {
  /** the worker's module (.ts files load through tsx, as the server does) */
  entry: URL;
  size: number;
  maxQueue: number;
  timeLimitMs: number;
  /** how long a new worker may take to load before it counts as unavailable */
  startLimitMs?: number;
  resourceLimits?: ResourceLimits;
}

interface Job {
  message: unknown;
  transfer: Transferable[];
  resolve(reply: unknown): void;
  reject(err: WorkerPoolError): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** Node 20 runs no --import hooks in workers: a .ts entry is loaded through tsx's API. */
function startWorker(entry: URL, resourceLimits?: ResourceLimits): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { resourceLimits });
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { eval: true, resourceLimits });
}

export function createWorkerPool<In, Out>(opts: WorkerPoolOptions) {
  const slots: Slot[] = [];
  const queue: Job[] = [];

  const settle = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    slot.worker.unref(); // an idle worker keeps no process alive
    return job;
  };

  const drop = (slot: Slot, reason: PoolFailure, err?: Error) => {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    log.warn({ err, reason, worker: opts.entry.pathname.split('/').pop() }, 'worker stopped');
    const job = settle(slot);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {}); // a late error of a terminated worker is no one's
    void slot.worker.terminate();
    // a worker that never loaded fails the job it was started for, so a broken setup cannot loop
    (job ?? (slot.ready ? null : queue.shift()))?.reject(new WorkerPoolError(reason));
    pump();
  };

  const spawn = () => {
    const slot: Slot = {
      worker: startWorker(opts.entry, opts.resourceLimits),
      ready: false,
      job: null,
      timer: null,
    };
    slots.push(slot);
    slot.timer = setTimeout(() => drop(slot, 'unavailable'), opts.startLimitMs ?? 30_000);
    slot.worker.on('message', (reply) => {
      if (!slot.ready) {
        if (reply !== 'ready') return drop(slot, 'unavailable');
        slot.ready = true;
        settle(slot);
        return pump();
      }
      settle(slot)?.resolve(reply);
      pump();
    });
    slot.worker.on('error', (err) => drop(slot, slot.ready ? 'crashed' : 'unavailable', err));
    slot.worker.on('exit', () => drop(slot, slot.ready ? 'crashed' : 'unavailable'));
  };

  function pump() {
    for (const slot of slots) {
      if (!slot.ready || slot.job || !queue.length) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref(); // a waiting caller keeps the process alive
      slot.timer = setTimeout(() => drop(slot, 'timeout'), opts.timeLimitMs);
      slot.worker.postMessage(job.message, job.transfer);
    }
    const starting = slots.filter((s) => !s.ready).length;
    if (queue.length > starting && slots.length < opts.size) spawn();
  }

  return {
    /** Runs one job; rejects with a WorkerPoolError when refused, timed out or crashed. */
    run(message: In, transfer: Transferable[] = []): Promise<Out> {
      const running = slots.filter((s) => s.job).length;
      if (running + queue.length >= opts.size + opts.maxQueue)
        return Promise.reject(new WorkerPoolError('busy'));
      return new Promise<Out>((resolve, reject) => {
        queue.push({ message, transfer, resolve: resolve as (r: unknown) => void, reject });
        pump();
      });
    },
    /** Terminates every worker (queued jobs fail as unavailable). */
    async close() {
      const failed = new WorkerPoolError('unavailable');
      for (const job of queue.splice(0)) job.reject(failed);
      const stopping = slots.splice(0);
      for (const slot of stopping) settle(slot)?.reject(failed);
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}
