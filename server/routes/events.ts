import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATHS,
  REALTIME_READY,
  REALTIME_STREAM_MAX_MS,
  type RealtimeReady,
} from '../../contract/realtime';
import type { AppEnv } from '../env';
import { type DeliveredEvent, events, keysOfUser } from '../lib/events';
import { requireAuth } from '../middleware/auth';

// GET /api/events: the signed-in user's event stream (text/event-stream). Authenticated like every
// call (bearer token; the portal reads it with fetch). Resumes after `Last-Event-ID` (or
// ?after=, for clients that cannot set the header); ?once=1 ends it after what is replayed.
// Not compressed (compressJson only touches JSON), marked no-transform and X-Accel-Buffering: no
// so proxies pass each event at once.
export const eventRoutes = new Hono<AppEnv>();

eventRoutes.get(REALTIME_PATHS.stream, requireAuth, async (c) => {
  // a plain request (no Accept: text/event-stream) would wait on a stream it cannot read
  if (!/\btext\/event-stream\b/i.test(c.req.header('accept') ?? ''))
    return c.json(
      { error: 'This is an event stream: send Accept: text/event-stream', code: 'not_acceptable' },
      406,
    );
  const after = c.req.header('last-event-id') ?? c.req.query('after') ?? null;
  // ?once=1: the ready event and what is replayed, then the stream ends (probes, polling clients)
  const once = c.req.query('once') === '1';
  const keys = await keysOfUser(c.get('user'), c.get('db'));
  const res = streamSSE(c, async (stream) => {
    const bus = events();
    const queue: DeliveredEvent[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const finish = () => {
      done = true;
      wake?.();
    };
    const push = (e: DeliveredEvent) => {
      queue.push(e);
      wake?.();
    };
    const sub = bus.subscribe(keys, push, after);
    const unClose = bus.onClose(finish);
    stream.onAbort(finish);
    const maxTimer = setTimeout(finish, REALTIME_STREAM_MAX_MS);
    const beat = setInterval(() => {
      stream.write(': hb\n\n').catch(finish);
    }, REALTIME_HEARTBEAT_MS);
    try {
      await sub.ready;
      // retry: how long EventSource-like clients wait before reconnecting
      await stream.writeSSE({
        event: REALTIME_READY,
        data: JSON.stringify({ resumed: sub.resumed } satisfies RealtimeReady),
        retry: 1000,
      });
      while (!done) {
        while (queue.length && !done) {
          const e = queue.shift()!;
          await stream.writeSSE({
            event: e.type,
            data: JSON.stringify(e.data ?? null),
            ...(e.id ? { id: e.id } : {}),
          });
        }
        if (done || once) break;
        await new Promise<void>((r) => {
          wake = r;
        });
        wake = null;
      }
    } finally {
      clearTimeout(maxTimer);
      clearInterval(beat);
      sub.unsubscribe();
      unClose();
    }
  });
  res.headers.set('Cache-Control', 'no-cache, no-transform');
  res.headers.set('X-Accel-Buffering', 'no');
  return res;
});
