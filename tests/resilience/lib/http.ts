import http from 'node:http';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../../contract/config';

// A small HTTP client for the resilience suite: takes its base URL (no vitest inject), keeps
// connections alive, bounds every request by a timeout and never throws for a network failure
// (status 0 with `error` instead), so a load loop can count what went wrong.

export interface Req {
  method?: string;
  /** path under /api, e.g. '/invoice?page=2'; an absolute path (starting with /api or /) is used as is when `rawPath` */
  path: string;
  /** sent as JSON */
  body?: unknown;
  /** sent as is (content-type application/json unless given in headers) */
  raw?: string | Buffer;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  /** null leaves the API key header out */
  apiKey?: string | null;
  /** X-Forwarded-For (the test server trusts it) */
  ip?: string;
  timeoutMs?: number;
  /** `path` is the whole request target (no /api prefix added, no encoding) */
  rawPath?: boolean;
}

export interface Reply<T = any> {
  /** 0 when no answer came (network error or timeout) */
  status: number;
  body: T;
  text: string;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
  timedOut?: boolean;
  error?: string;
}

export interface Client {
  base: string;
  request<T = any>(req: Req): Promise<Reply<T>>;
  close(): void;
}

async function encodeForm(form: FormData): Promise<{ bytes: Buffer; type: string }> {
  const packed = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    bytes: Buffer.from(await packed.arrayBuffer()),
    type: packed.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export function createClient(
  base: string,
  opts: { maxSockets?: number; timeoutMs?: number; keepAlive?: boolean } = {},
): Client {
  const agent = new http.Agent({ keepAlive: opts.keepAlive ?? true, maxSockets: opts.maxSockets ?? 64 });
  const origin = new URL(base);
  const defaultTimeout = opts.timeoutMs ?? 15_000;

  async function request<T>(req: Req): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (req.apiKey !== null) headers[DEFAULT_API_KEY_HEADER] = req.apiKey ?? DEFAULT_API_KEY;
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.ip) headers['x-forwarded-for'] = req.ip;
    let payload: Buffer | undefined;
    if (req.form) {
      const { bytes, type } = await encodeForm(req.form);
      payload = bytes;
      headers['content-type'] = type;
    } else if (req.raw !== undefined) {
      payload = Buffer.isBuffer(req.raw) ? req.raw : Buffer.from(req.raw);
      headers['content-type'] = 'application/json';
    } else if (req.body !== undefined) {
      payload = Buffer.from(JSON.stringify(req.body));
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, req.headers);
    if (payload) headers['content-length'] = String(payload.length);
    const started = performance.now();
    const timeoutMs = req.timeoutMs ?? defaultTimeout;
    return new Promise<Reply<T>>((resolve) => {
      const done = (reply: Omit<Reply<T>, 'ms'>) => resolve({ ...reply, ms: performance.now() - started });
      const failed = (error: string, timedOut = false) =>
        done({ status: 0, body: undefined as T, text: '', contentType: '', headers: {}, error, timedOut });
      const outgoing = http.request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method: req.method ?? (payload ? 'POST' : 'GET'),
          path: req.rawPath ? req.path : `/api${req.path}`,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) => failed(`response: ${err.message}`));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const contentType = String(res.headers['content-type'] ?? '');
            let body: unknown = text;
            if (/json/i.test(contentType)) {
              try {
                body = text ? JSON.parse(text) : null;
              } catch {
                /* left as text: the caller sees JSON that does not parse */
              }
            }
            done({ status: res.statusCode ?? 0, body: body as T, text, contentType, headers: res.headers });
          });
        },
      );
      outgoing.setTimeout(timeoutMs, () => {
        outgoing.destroy();
        failed(`no answer within ${timeoutMs} ms`, true);
      });
      outgoing.on('error', (err: NodeJS.ErrnoException) =>
        failed(err.code ? `${err.code} ${err.message}` : err.message),
      );
      outgoing.end(payload);
    });
  }

  return { base, request, close: () => agent.destroy() };
}

/** True when the answer is a JSON error object with a non-empty message. */
export function isJsonError(reply: Reply): boolean {
  const body = reply.body as { error?: unknown } | undefined;
  return (
    /^application\/json/i.test(reply.contentType) &&
    typeof body === 'object' &&
    body !== null &&
    typeof body.error === 'string' &&
    body.error.trim().length > 0
  );
}

/** One line describing an answer, for failure messages. */
export function explain(req: Req, reply: Reply): string {
  const sent =
    req.body !== undefined ? JSON.stringify(req.body) : req.raw !== undefined ? String(req.raw) : '';
  return `${req.method ?? 'GET'} ${req.path}${sent ? ` ${sent.slice(0, 200)}` : ''} → ${reply.status}${reply.error ? ` (${reply.error})` : ''} ${reply.text.slice(0, 300)}`;
}
