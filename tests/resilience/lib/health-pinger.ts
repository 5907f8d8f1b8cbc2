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
