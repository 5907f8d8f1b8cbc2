import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { SIGN_IN_PAGES } from '../contract/routes/sign-in';
import { appShell, type BuiltLocales, readBuiltLocales } from './app-shell';
import { deferModules } from './deferred-modules';
import type { AppEnv } from './env';
import { type Encoding, pickEncoding } from './middleware/compress';
import { type Manifest, pagePreloads, readManifest, routeOf } from './page-preloads';
import { signInShell } from './sign-in-shell';

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Serves the built portal from `dir`, with index.html for every client-side route. Each file goes
 * out as the build's brotli or gzip copy when the browser takes one. Hashed assets are cached for
 * a year; everything else (index.html, boot.js, the locale bundles) is revalidated on each visit
 * so a new build is picked up.
 */
export function serveSpa(app: Hono<AppEnv>, dir: string) {
  const indexFile = join(dir, 'index.html');
  const pages = pageCache(dir);
  const page = (c: Context<AppEnv>) => {
    if (!existsSync(indexFile)) {
      return c.text('The portal is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding', { append: true });
    const variants = pages(c.req.path);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), ENCODINGS);
    const etag = `W/"${variants.hash}-${encoding ?? 'identity'}"`;
    c.header('ETag', etag);
    const known = c.req.header('If-None-Match')?.split(/\s*,\s*/) ?? [];
    if (known.includes(etag)) return c.body(null, 304);
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(variants[encoding ?? 'identity']);
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

type PageVariants = Record<Encoding | 'identity', Uint8Array<ArrayBuffer>> & { hash: string };

/**
 * The built page for an address, naming the code of that address's page for preloading
 * (./page-preloads) and holding its pre-rendered look: the sign-in card on /login (./sign-in-shell),
 * the header and skeleton of a signed-in page that declares a shell (./app-shell), in each encoding; made once per page and build (a new build changes index.html's modification time).
 */
function pageCache(dir: string) {
  const indexFile = join(dir, 'index.html');
  let built = 0;
  let manifest: Manifest | undefined;
  let shell = '';
  let locales: BuiltLocales | undefined;
  const cache = new Map<string, PageVariants>();
  return (path: string): PageVariants => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== built) {
      built = mtime;
      manifest = readManifest(dir);
      shell = signInShell(dir);
      locales = readBuiltLocales(dir);
      cache.clear();
    }
    const route = routeOf(path);
    let variants = cache.get(route?.name ?? '');
    if (!variants) {
      const links = pagePreloads(manifest, route)
        .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
        .join('\n    ');
      let template = readFileSync(indexFile, 'utf8');
      if (links) template = template.replace('</head>', `  ${links}\n  </head>`);
      const prerendered =
        route?.path === SIGN_IN_PAGES.login.path ? shell : route?.shell ? appShell(locales, route.shell) : '';
      if (prerendered)
        template = deferModules(
          template.replace('<div id="root"></div>', `<div id="root"></div>${prerendered}`),
        );
      const html = Buffer.from(template);
      variants = {
        identity: new Uint8Array(html),
        br: new Uint8Array(brotliCompressSync(html)),
        gzip: new Uint8Array(gzipSync(html, { level: 9 })),
        hash: createHash('sha256').update(html).digest('base64url').slice(0, 16),
      };
      cache.set(route?.name ?? '', variants);
    }
    return variants;
  };
}
