import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';

/** Serves the built portal from `dir`, with index.html for every client-side route. */
export function serveSpa(app: Hono<AppEnv>, dir: string) {
  const indexFile = join(dir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: dir }));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The portal is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
