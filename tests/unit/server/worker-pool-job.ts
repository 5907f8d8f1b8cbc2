import { parentPort } from 'node:worker_threads';

// A worker for the pool's tests: spins the CPU for the asked milliseconds, or crashes.
parentPort!.on('message', (job: { spinMs: number; crash?: boolean }) => {
  if (job.crash) process.exit(3);
  const until = Date.now() + job.spinMs;
  while (Date.now() < until) {
    // busy, as a hostile derivation would be
  }
  parentPort!.postMessage({ spun: job.spinMs, thread: process.pid });
});
parentPort!.postMessage('ready');
