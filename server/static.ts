import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './env';
import { type Encoding, pickEncoding, SUFFIX } from './middleware/compress';

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Serves the built portal from `dir`, with index.html for every client-side route. Each file goes
 * out as the build's brotli or gzip copy when the browser takes one. Hashed assets are cached for
 * a year; everything else (index.html, boot.js, the locale bundles) is revalidated on each visit
 * so a new build is picked up.
 */
export function serveSpa(app: Hono<AppEnv>, dir: string) {
  const indexFile = join(dir, 'index.html');
  const page = (c: Context<AppEnv>) => {
    if (!existsSync(indexFile)) {
      return c.text('The portal is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = pickEncoding(
      c.req.header('Accept-Encoding'),
      ENCODINGS.filter((e) => existsSync(indexFile + SUFFIX[e])),
    );
    const file = encoding ? indexFile + SUFFIX[encoding] : indexFile;
    // A validator, so the revalidation no-cache asks for can end in a 304 (weak: one per encoding).
    const { size, mtimeMs } = statSync(file);
    const etag = `W/"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`;
    c.header('ETag', etag);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(readFileSync(file));
  };
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
    // serveStatic names Accept-Encoding only when it sends a compressed copy; a cache must know
    // that the uncompressed answer depends on it too.
    const type = c.res.headers.get('Content-Type') ?? '';
    if (
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
      !/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')
    )
      c.header('Vary', 'Accept-Encoding', { append: true });
  });
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root: dir, precompressed: true }));
  // An older build's chunk that is gone: a 404, never the page (which would be cached a year as JS).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', page);
}
