import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env';

/**
 * Serves the built portal from `dir`, with index.html for every client-side route. Hashed assets
 * are cached for a year; index.html is revalidated on each visit so a new build is picked up.
 */
export function serveSpa(app: Hono<AppEnv>, dir: string) {
  const indexFile = join(dir, 'index.html');
  const page = (c: Context<AppEnv>) => {
    if (!existsSync(indexFile)) {
      return c.text('The portal is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root: dir }));
  // An older build's chunk that is gone: a 404, never the page (which would be cached a year as JS).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', page);
}
