// The built portal (dist/) and its API served by the real server on the seeded PGlite directory,
// with Chromium, for the browser parts (vitals, search, bill list).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { launch } from './chromium';
import { PGLITE_DIR, PORTS, prepare, root, serve } from './data';

export async function withPortal<T>(use: (url: string, browser: Browser) => Promise<T>): Promise<T> {
  const dist = resolve(root, process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(resolve(dist, 'index.html')))
    throw new Error('dist/ is not built: run `npm run build` first');
  await prepare({ dataDir: PGLITE_DIR });
  const server = await serve({ dataDir: PGLITE_DIR }, PORTS.app, { STATIC_DIR: dist });
  try {
    const browser = await launch();
    try {
      return await use(server.url, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
