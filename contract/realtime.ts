// The real-time channel: one Server-Sent Events stream a signed-in user, read with fetch (the
// bearer token goes in the Authorization header as on every call; EventSource cannot send it).
// Events are small JSON: ids and states, never documents. Each feature names its own types.

export const REALTIME_PATHS = {
  stream: '/events',
} as const;

/** A comment line is sent this often so proxies and the client know the stream is alive. */
export const REALTIME_HEARTBEAT_MS = 15_000;
/** The server ends a stream after this long; the client reconnects at once and resumes. */
export const REALTIME_STREAM_MAX_MS = 5 * 60_000;

/** First event of every stream: `resumed` false means missed events cannot be replayed (refetch). */
export const REALTIME_READY = 'ready';
/** Sent when events may have been missed (e.g. the server lost its database listener): refetch. */
export const REALTIME_RESYNC = 'resync';

export interface RealtimeReady {
  resumed: boolean;
}
