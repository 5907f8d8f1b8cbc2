import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { setAnswerHeader } from './answer-headers';

export type Encoding = 'br' | 'gzip';

/** Smaller JSON answers are sent as they are: compressing them saves less than it costs. */
export const JSON_COMPRESS_THRESHOLD = 1024;

/**
 * The best of `offered` (in the server's order of preference) that the Accept-Encoding header
 * allows with the highest q, or null for identity. Unlike hono's `accepts` helper, equal q values
 * keep the server's order (browsers list gzip before br).
 */
export function pickEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const accepted = parseAccept(header);
  const wildcard = accepted.find((a) => a.type === '*')?.q ?? 0;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of offered) {
    const q = accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}

const compressors: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  // Quality 5: close to the best ratio on JSON at a fraction of quality 11's time per request.
  br: (raw) =>
    promisify(brotliCompress)(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => promisify(gzip)(raw, { level: 6 }),
};

/** Statuses whose answer has no body (Fetch's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Whether an answer has a body, without reading `res.body`: on @hono/node-server's lightweight
 * Response that getter builds the full Response, whose body then goes out as a stream (read in
 * chunks, head and body written apart) instead of the one write of the string. Only an answer
 * that is compressed has its body read. Every API answer but a null body status has a body.
 */
const hasBody = (res: Response) => !NULL_BODY_STATUSES.has(res.status);

/**
 * Compresses JSON answers of at least `threshold` bytes with brotli or gzip, as the client
 * accepts. Only JSON: CSV exports and event streams are streamed and must reach the client as
 * they are written, which buffering them here would prevent.
 */
export const compressJson =
  (threshold = JSON_COMPRESS_THRESHOLD): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      !hasBody(res) ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    setAnswerHeader(c, 'Vary', 'Accept-Encoding', true);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!encoding) return;
    const raw = await res.arrayBuffer();
    if (raw.byteLength < threshold) {
      c.res = new Response(raw, res);
      return;
    }
    const body = await compressors[encoding](Buffer.from(raw));
    // zlib's Buffers live on a plain ArrayBuffer; TypeScript's Buffer type allows a shared one
    c.res = new Response(body as Uint8Array<ArrayBuffer>, res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(body.length));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
