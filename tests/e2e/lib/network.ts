import type { Page, Request, Route } from '@playwright/test';

// The API made to fail or stall through Playwright's route interception.

export type RequestFilter = (req: Request) => boolean;

const isApi = (req: Request) => new URL(req.url()).pathname.startsWith('/api/');

/** Every API call except the session's profile check (GET /api/profile): what a page asks for. */
export const pageData: RequestFilter = (req) =>
  isApi(req) && !(req.method() === 'GET' && new URL(req.url()).pathname === '/api/profile');

export interface Failing {
  /** failed requests, "METHOD /path" each, in order */
  readonly hits: { key: string; at: number }[];
  /** how many times "METHOD /path" failed */
  count(key: string): number;
  /** lets requests through again */
  restore(): Promise<void>;
}

export type Failure =
  | { kind: 'status'; status: number; json?: unknown; body?: string; contentType?: string }
  | { kind: 'abort' };

/** The outage answer of the real server: 503 with its JSON error body. */
export const OUTAGE: Failure = {
  kind: 'status',
  status: 503,
  json: { error: 'Database unavailable', code: 'db_unavailable' },
};

/** Makes matching API requests fail (a status, or a dropped connection) until restored. */
export async function failApi(
  page: Page,
  match: RequestFilter = pageData,
  failure: Failure = OUTAGE,
): Promise<Failing> {
  const hits: { key: string; at: number }[] = [];
  const handler = async (route: Route) => {
    const req = route.request();
    if (!match(req)) return route.fallback();
    hits.push({ key: `${req.method()} ${new URL(req.url()).pathname}`, at: Date.now() });
    if (failure.kind === 'abort') return route.abort('connectionreset');
    if (failure.json !== undefined) return route.fulfill({ status: failure.status, json: failure.json });
    return route.fulfill({
      status: failure.status,
      body: failure.body ?? '',
      contentType: failure.contentType ?? 'text/plain',
    });
  };
  await page.route('**/api/**', handler);
  return {
    hits,
    count: (key) => hits.filter((h) => h.key === key).length,
    restore: () => page.unroute('**/api/**', handler),
  };
}

export interface Stalled {
  /** requests held so far */
  readonly held: Route[];
  /** lets the held requests (and later ones) through */
  release(): Promise<void>;
}

/** Holds matching API requests without an answer until released. */
export async function stallApi(page: Page, match: RequestFilter = pageData): Promise<Stalled> {
  const held: Route[] = [];
  let released = false;
  const handler = async (route: Route) => {
    if (released || !match(route.request())) return route.fallback();
    held.push(route);
  };
  await page.route('**/api/**', handler);
  return {
    held,
    release: async () => {
      released = true;
      await page.unroute('**/api/**', handler);
      // the page may have given up on (aborted) some of them meanwhile
      await Promise.all(held.splice(0).map((r) => r.continue().catch(() => undefined)));
    },
  };
}
