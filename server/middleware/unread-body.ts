import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** A client that stops sending its body for this long is not waited for any more. */
const IDLE_MS = 10_000;
const STALLED = Symbol('stalled');

/**
 * An early answer (bad API key, no session, unknown route, wrong media type...) leaves an upload
 * unread. @hono/node-server then gives the rest of the body 500 ms and destroys the socket, and once
 * the body stream exists (hono's bodyLimit creates it on every request) its drain stalls outright,
 * so the client's next request on that keep-alive connection dies. Here the rest of a body up to
 * `maxBytes` is read and dropped before the answer leaves; a larger or unreadable one is answered
 * with `Connection: close`, so no client reuses a socket that is about to close.
 */
export const finishUnreadBody =
  (maxBytes: number, idleMs = IDLE_MS): MiddlewareHandler =>
  async (c, next) => {
    const request = c.req.raw;
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || incoming.destroyed) return;
    if (!(await discardBody(request, maxBytes, idleMs))) c.header('Connection', 'close');
  };

/** Reads the rest of the body and drops it; false when it is over `maxBytes`, stalls or cannot be read. */
async function discardBody(request: Request, maxBytes: number, idleMs: number): Promise<boolean> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return false;
  const body = request.body;
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const chunk = await readWithin(reader, idleMs);
      if (chunk === STALLED) return false;
      const { done, value } = chunk;
      if (done) return true;
      seen += value.byteLength;
      if (seen > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
}

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<typeof STALLED>((resolve) => {
    timer = setTimeout(() => resolve(STALLED), ms);
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}
