import { tmpdir } from 'node:os';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { DB } from '../../../server/db/client';

export interface Route {
  method: string;
  /** as registered, e.g. /api/bupot/:id{[0-9]+} */
  path: string;
  /** names of its path parameters */
  params: string[];
}

/**
 * Every endpoint of the real app, read from the Hono router (so a new endpoint is covered
 * without touching this suite). The app is built with a stub database: no request is served.
 */
export function apiRoutes(opts: { includeDev?: boolean } = {}): Route[] {
  const config = loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1', SANDBOX: '1', STATIC_DIR: tmpdir() });
  const app = createApp({ db: {} as DB, config });
  const seen = new Map<string, Route>();
  for (const r of app.routes) {
    // middleware (use) and the catch-alls are registered as ALL
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    if (!opts.includeDev && r.path.startsWith('/api/dev/')) continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key))
      seen.set(key, {
        method: r.method,
        path: r.path,
        params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
      });
  }
  return [...seen.values()];
}

/** The route's path under /api with its parameters filled in (values are used as given). */
export function fillPath(route: Route, values: Record<string, string>): string {
  return route.path
    .replace(/^\/api/, '')
    .replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => values[name] ?? '1');
}

export const routeKey = (r: { method: string; path: string }) =>
  `${r.method} ${r.path.replace(/^\/api/, '')}`;
