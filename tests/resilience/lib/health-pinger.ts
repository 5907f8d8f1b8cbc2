import { createClient } from './http';

// Asks GET /api/dev/health one request after another (a fresh connection each, as a new
// visitor would) while other work runs, and keeps the slowest answer: a server whose event
// loop is blocked answers nobody, and this is where it shows.

export function startHealthPinger(base: string, gapMs = 10) {
  const api = createClient(base, { keepAlive: false, timeoutMs: 30_000 });
  let running = true;
  let slowestMs = 0;
  let pings = 0;
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const reply = await api.request({ path: '/dev/health', apiKey: null });
      if (reply.status !== 200) failures.push(`${reply.status} ${reply.error ?? reply.text.slice(0, 80)}`);
      slowestMs = Math.max(slowestMs, reply.ms);
      pings++;
      await new Promise((r) => setTimeout(r, gapMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      api.close();
      return { slowestMs, pings, failures };
    },
  };
}

/**
 * How long a health request may take while hostile work runs: `floorMs` (the goal on a quiet
 * machine), or three times the slowest of `samples` health requests taken just before, when the
 * machine is already that slow (other suites run beside this one). A stalled server, seconds
 * long, is over either bound.
 */
export async function healthBound(base: string, floorMs: number, samples = 20): Promise<number> {
  const api = createClient(base, { keepAlive: false, timeoutMs: 30_000 });
  let slowestMs = 0;
  for (let i = 0; i < samples; i++) {
    const reply = await api.request({ path: '/dev/health', apiKey: null });
    slowestMs = Math.max(slowestMs, reply.ms);
    await new Promise((r) => setTimeout(r, 10));
  }
  api.close();
  return Math.max(floorMs, Math.round(3 * slowestMs));
}
