import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../../contract/config';
import { REALTIME_PATHS } from '../../../contract/realtime';

// Reads GET /api/events as the portal does (fetch with the bearer token), collecting events.

export interface SseEvent {
  type: string;
  id: string | null;
  data: unknown;
}

export interface SseClient {
  events: SseEvent[];
  status: number;
  headers: Headers;
  /** resolves with the first matching event received (after index `from`), waiting for it if needed */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  lastId(): string | null;
  close(): void;
}

export async function openEvents(
  baseUrl: string,
  token: string,
  opts: { lastEventId?: string; raw?: boolean } = {},
): Promise<SseClient> {
  const ctrl = new AbortController();
  const headers: Record<string, string> = {
    [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY,
    authorization: `Bearer ${token}`,
    accept: 'text/event-stream',
    'accept-encoding': 'gzip, br',
  };
  if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
  const res = await fetch(`${baseUrl}/api${REALTIME_PATHS.stream}`, { headers, signal: ctrl.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const client: SseClient = {
    events,
    status: res.status,
    headers: res.headers,
    next(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check as () => void);
      });
    },
    lastId: () => [...events].reverse().find((e) => e.id)?.id ?? null,
    close: () => ctrl.abort(),
  };
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buf += value;
          let end = buf.indexOf('\n\n');
          while (end >= 0) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            end = buf.indexOf('\n\n');
            let type = 'message';
            let id: string | null = null;
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) type = line.slice(7);
              else if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (!data) continue;
            events.push({ type, id, data: JSON.parse(data) });
            for (const w of [...waiters]) w();
          }
        }
      } catch {
        // closed
      }
    })();
  }
  return client;
}
