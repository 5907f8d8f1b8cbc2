import { REALTIME_PATHS, REALTIME_READY, REALTIME_RESYNC } from '@contract/realtime';
import { buildUrl, headersFor } from '@/lib/api/client';
import { getAccessToken } from '@/lib/storage';

// One event stream a tab (GET /api/events), opened while something listens and closed when
// nothing does. Read with fetch, so the bearer token travels in the Authorization header like
// on every call. Reconnects with backoff (1 s doubling to 30 s, at once when the browser comes
// back online) and resumes after the last event id; when the server cannot replay what was
// missed it says so (ready { resumed: false }, or resync) and listeners of RESYNC refetch.

export type RealtimeHandler = (data: unknown) => void;
export type RealtimeState = 'connecting' | 'open' | 'closed';

/** Dispatched on every (re)connection and when events may have been missed: refetch from your cursor. */
export const RESYNC = REALTIME_RESYNC;
/** No byte for this long (heartbeats come every 15 s) means the connection is dead. */
const SILENCE_MS = 40_000;

const listeners = new Map<string, Set<RealtimeHandler>>();
const stateListeners = new Set<(s: RealtimeState) => void>();
let state: RealtimeState = 'closed';
let lastId = '';
let abort: AbortController | null = null;
let retryMs = 1000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function setState(next: RealtimeState) {
  state = next;
  for (const l of stateListeners) l(next);
}

function dispatch(type: string, data: unknown) {
  for (const h of listeners.get(type) ?? []) h(data);
}

function parseBlock(block: string) {
  let type = 'message';
  let data = '';
  let id: string | null = null;
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const i = line.indexOf(':');
    const field = i < 0 ? line : line.slice(0, i);
    const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data += (data ? '\n' : '') + value;
    else if (field === 'id') id = value;
  }
  if (id) lastId = id;
  if (!data) return;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  if (type === REALTIME_READY) {
    retryMs = 1000;
    setState('open');
    // on every (re)connection, replayed or not: a fetch made while the network was away (the
    // stream may outlive it) may have failed, so listeners check their cursor again
    dispatch(RESYNC, null);
    return;
  }
  dispatch(type, parsed);
}

async function run(ctrl: AbortController) {
  const token = getAccessToken();
  if (!token) return setState('closed');
  setState('connecting');
  let silence: ReturnType<typeof setTimeout> | undefined;
  const quiet = () => {
    clearTimeout(silence);
    silence = setTimeout(() => ctrl.abort(), SILENCE_MS);
  };
  try {
    const headers: Record<string, string> = { ...headersFor(false, token), Accept: 'text/event-stream' };
    if (lastId) headers['Last-Event-ID'] = lastId;
    quiet();
    const res = await fetch(buildUrl(REALTIME_PATHS.stream), {
      headers,
      signal: ctrl.signal,
      cache: 'no-store',
    });
    // signed out or not allowed: the next API call handles the session; do not hammer the server
    if (res.status === 401 || res.status === 403) {
      clearTimeout(silence);
      return setState('closed');
    }
    if (!res.ok || !res.body) throw new Error(String(res.status));
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      quiet();
      buf += value.replace(/\r\n?/g, '\n');
      let end = buf.indexOf('\n\n');
      while (end >= 0) {
        parseBlock(buf.slice(0, end));
        buf = buf.slice(end + 2);
        end = buf.indexOf('\n\n');
      }
    }
  } catch {
    // network gone, aborted or refused: retried below unless stopped
  }
  clearTimeout(silence);
  if (abort !== ctrl) return;
  setState('connecting');
  retryTimer = setTimeout(() => connect(), retryMs);
  retryMs = Math.min(retryMs * 2, 30_000);
}

function connect() {
  clearTimeout(retryTimer);
  abort?.abort();
  const ctrl = new AbortController();
  abort = ctrl;
  void run(ctrl);
}

function stop() {
  clearTimeout(retryTimer);
  const ctrl = abort;
  abort = null;
  ctrl?.abort();
  setState('closed');
}

const onOnline = () => {
  if (abort) {
    retryMs = 1000;
    connect();
  }
};

function anyListener() {
  for (const set of listeners.values()) if (set.size) return true;
  return false;
}

/** Listens to events of `type` (or RESYNC); opens the stream if needed. Answers the unsubscribe. */
export function subscribe(type: string, handler: RealtimeHandler): () => void {
  const set = listeners.get(type) ?? new Set<RealtimeHandler>();
  listeners.set(type, set);
  set.add(handler);
  if (!abort) {
    window.addEventListener('online', onOnline);
    connect();
  }
  return () => {
    set.delete(handler);
    if (!anyListener()) {
      window.removeEventListener('online', onOnline);
      stop();
    }
  };
}

/** The stream's state now, and its changes. */
export function realtimeState(): RealtimeState {
  return state;
}
export function onRealtimeState(listener: (s: RealtimeState) => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** After sign-out or a new sign-in: forget the position and reconnect with the current token. */
export function restartRealtime(): void {
  lastId = '';
  if (abort) connect();
}
