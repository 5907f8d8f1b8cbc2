// Browser part of `npm run bench`: the built portal (dist/) served by the real server, measured in
// Chromium with the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate; the network is the
// loopback, not throttled):
// - LCP, total blocking time and CLS of /login and /client/dashboards (the demo client), median of
//   5 cold loads, each in a new browser context (empty cache), after one discarded warm-up load;
// - Ctrl+/ search with 2,000 searchable records: the demo client gets 2,000 E-Bupot draft slips
//   through the API (POST /api/bupot, as the portal's own form makes them), so the server search
//   runs over them plus the client's bills, payments, signers and pages. Timed: Ctrl+/ until the
//   search box is ready (first open loads the dialog's code), Ctrl+/ and a typed word until its
//   results show, and each keystroke until its results are on screen (200 ms debounce included);
// - the bill list grid on a 10,000-bill client (server seed, server/seed/large.ts: only the
//   server's seed makes bills): sort, status filter and text filter until the new rows show, and
//   rows in the DOM while scrolling. The DataGrid's own 10,000-row client-side figures come from
//   bench/grid.ts, run here only when bench/run.ts does not run it as its own part.
// `node --import tsx bench/browser.ts` runs it alone (build first) and prints the markdown.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { DEMO_ACCOUNTS } from '../server/seed/demo-accounts';
import { LARGE_CLIENT, seedLarge } from '../server/seed/large';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../src/contract/config';
import { type RunningServer, startServer } from '../tests/api/start-server';

const root = resolve(import.meta.dirname, '..');
const DIST = resolve(root, process.env.BENCH_DIST ?? 'dist');
const DATA_DIR = resolve(root, 'bench/.cache/browser-pglite');
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CPU_SLOWDOWN = 4;
const SEARCHABLE_SLIPS = 2_000;
const GRID_BILLS = 10_000;
const VIEWPORT = { width: 1440, height: 900 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const say = (msg: string) => process.stdout.write(`[bench:browser] ${msg}\n`);
const debug = (msg: string) => process.env.BENCH_DEBUG && say(msg);

// ---------------------------------------------------------------- server and data

interface Session {
  token: string;
  user: unknown;
}

class Api {
  constructor(readonly url: string) {}
  async call<T>(method: string, path: string, opts: { body?: unknown; token?: string } = {}): Promise<T> {
    const res = await fetch(`${this.url}/api${path}`, {
      method,
      headers: {
        [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY,
        'content-type': 'application/json',
        // a fresh address a call: the per-address sign-in limit must not slow the set-up down
        'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
  async signIn(email: string, password: string): Promise<Session> {
    const login = await this.call<{ content: { access_token: string } }>('POST', '/login', {
      body: { email, password },
    });
    const token = login.content.access_token;
    return { token, user: await this.call('GET', '/profile', { token }) };
  }
}

/** The large seed (10,000 bills) on a cached PGlite directory; the server must not be running. */
async function seedGridClient() {
  if (process.env.BENCH_FRESH === '1') rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: DATA_DIR });
  try {
    await migrate(database);
    const seeded = await seedLarge(database, { count: GRID_BILLS, quiet: true });
    if (seeded.seeded)
      say(`seeded ${GRID_BILLS} bills for ${LARGE_CLIENT.email} in ${seeded.seconds.toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

const RECIPIENT_PREFIX = ['PT', 'CV', 'UD', 'Koperasi', 'PT'];
const RECIPIENT_WORDS = [
  'Mitra Sejahtera',
  'Karya Mandiri',
  'Sumber Rejeki',
  'Bumi Nusantara',
  'Cahaya Abadi',
  'Teknik Prima',
  'Sinar Jaya',
  'Mega Konstruksi',
  'Data Integrasi',
  'Logistik Andalan',
];

/** Tops the demo client up to 2,000 E-Bupot drafts (the server's search looks through them). */
async function seedSearchableSlips(api: Api, client: Session): Promise<number> {
  const list = await api.call<{ total: number }>('GET', '/bupot?perPage=1', { token: client.token });
  const missing = SEARCHABLE_SLIPS - list.total;
  if (missing <= 0) return list.total;
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const [tahun, masa] = today.split('-').map(Number);
  let next = list.total;
  const started = Date.now();
  const worker = async () => {
    while (next < SEARCHABLE_SLIPS) {
      const i = next++;
      const npwp = `0${String(100_000_000_000_000 + i * 7_919).slice(-15)}`;
      await api.call('POST', '/bupot', {
        token: client.token,
        body: {
          masa,
          tahun,
          recipientType: 'NPWP',
          recipientId: npwp,
          recipientName: `${RECIPIENT_PREFIX[i % 5]} ${RECIPIENT_WORDS[Math.floor(i / 5) % 10]} ${1000 + i}`,
          recipientNitku: null,
          kodeObjek: '24-104-01',
          fasilitas: 'N/A',
          dpp: 1_000_000 + (i % 50) * 250_000,
          docType: 'CommercialInvoice',
          docNumber: `INV/BENCH/${i}`,
          docDate: today,
          withholdingDate: today,
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  say(`made ${missing} E-Bupot drafts through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return SEARCHABLE_SLIPS;
}

// ---------------------------------------------------------------- browser helpers

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function signedInContext(browser: Browser, session: Session | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  // tsx compiles this file keeping function names (a `__name(fn, "name")` call around inner
  // functions); the functions sent to the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('userData', user);
        localStorage.setItem('i18nextLng', 'en');
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
  }
  return context;
}

// ---------------------------------------------------------------- Web Vitals

/** Observers installed before the portal's first script: paint, LCP, long tasks, layout shifts. */
function installVitalsObservers() {
  const store = {
    fcp: 0,
    lcp: 0,
    lcpElement: '',
    longTasks: [] as { start: number; duration: number }[],
    shifts: [] as { start: number; value: number }[],
  };
  Object.defineProperty(window, '__vitals', { value: store });
  const observe = (type: string, onEntry: (e: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // entry type not supported
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') store.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    const entry = e as PerformanceEntry & { element?: Element | null };
    store.lcp = entry.startTime;
    const el = entry.element;
    store.lcpElement = el
      ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
      : '';
  });
  observe('longtask', (e) => store.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) store.shifts.push({ start: shift.startTime, value: shift.value });
  });
}

interface Vitals {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  loadMs: number;
  lcpElement: string;
}

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: { start: number; value: number }[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.start - last > 1_000 || s.start - windowStart > 5_000) {
      current = 0;
      windowStart = s.start;
    }
    current += s.value;
    last = s.start;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** One cold load: new context, throttled CPU, load + network quiet + 2 s, then the figures. */
async function coldLoad(
  browser: Browser,
  url: string,
  session: Session | null,
  ready: string,
): Promise<Vitals> {
  const context = await signedInContext(browser, session);
  try {
    await context.addInitScript(installVitalsObservers);
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(2_000);
    const raw = await page.evaluate(() => {
      const v = (window as unknown as { __vitals: Record<string, unknown> }).__vitals;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { ...v, load: nav.loadEventEnd };
    });
    const { fcp, lcp, lcpElement, longTasks, shifts, load } = raw as {
      fcp: number;
      lcp: number;
      lcpElement: string;
      longTasks: { start: number; duration: number }[];
      shifts: { start: number; value: number }[];
      load: number;
    };
    // Blocking time of the long tasks from first contentful paint to the end of the window.
    const tbt = longTasks
      .filter((t) => t.start + t.duration > fcp)
      .reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50), 0);
    return {
      lcpMs: lcp,
      fcpMs: fcp,
      tbtMs: tbt,
      cls: cumulativeLayoutShift(shifts),
      loadMs: load,
      lcpElement,
    };
  } finally {
    await context.close();
  }
}

async function measureVitals(browser: Browser, baseUrl: string, client: Session) {
  const pages = [
    { route: '/login', session: null, ready: 'form input[type="email"], form input[name="email"]' },
    { route: '/client/dashboards', session: client, ready: 'main h1' },
  ];
  const out = [];
  for (const p of pages) {
    await coldLoad(browser, baseUrl + p.route, p.session, p.ready); // warm-up, not counted
    const runs: Vitals[] = [];
    for (let i = 0; i < LOADS; i++) runs.push(await coldLoad(browser, baseUrl + p.route, p.session, p.ready));
    out.push({
      route: p.route,
      loads: LOADS,
      lcpMs: round(median(runs.map((r) => r.lcpMs))),
      fcpMs: round(median(runs.map((r) => r.fcpMs))),
      tbtMs: round(median(runs.map((r) => r.tbtMs))),
      cls: round(median(runs.map((r) => r.cls)), 4),
      loadMs: round(median(runs.map((r) => r.loadMs))),
      lcpElement: runs.at(-1)?.lcpElement ?? '',
      samples: runs.map((r) => ({ lcpMs: round(r.lcpMs), tbtMs: round(r.tbtMs), cls: round(r.cls, 4) })),
    });
    say(`${p.route}: LCP ${out.at(-1)!.lcpMs} ms, TBT ${out.at(-1)!.tbtMs} ms, CLS ${out.at(-1)!.cls}`);
  }
  return out;
}

// ---------------------------------------------------------------- Ctrl+/ search

type Watch = 'open' | { query: string };

/**
 * Starts a watch in the page (before the key is pressed: input events can overtake a script
 * sent at the same time): from the next keydown until the search box is focused ('open'), or
 * until the dialog's spinner has come (the query changed) and gone with results for `query`.
 */
async function armWatch(page: Page, watch: Watch) {
  await page.evaluate((w) => {
    const state = { t0: 0, t1: 0, sawBusy: false };
    (window as unknown as { __watch: typeof state }).__watch = state;
    document.addEventListener('keydown', () => (state.t0 ||= performance.now()), {
      capture: true,
      once: true,
    });
    const tick = () => {
      const root = document.querySelector('[cmdk-root]');
      let done = false;
      if (state.t0 && w === 'open') {
        const input = document.querySelector('[cmdk-input]');
        done = Boolean(input && document.activeElement === input && input.getBoundingClientRect().height > 0);
      } else if (state.t0 && w !== 'open') {
        const busy = Boolean(root?.querySelector('[role="status"]'));
        if (busy) state.sawBusy = true;
        const items = [...(root?.querySelectorAll('[cmdk-item]') ?? [])];
        const word = w.query.toLowerCase();
        done = state.sawBusy && !busy && items.some((i) => i.textContent?.toLowerCase().includes(word));
      }
      if (done) state.t1 = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, watch);
}

/** Waits for the armed watch to end; answers ms from the keydown. */
async function watchResult(page: Page, what: string): Promise<number> {
  await page
    .waitForFunction(() => (window as unknown as { __watch: { t1: number } }).__watch.t1 > 0, null, {
      timeout: 30_000,
    })
    .catch(() => {
      throw new Error(`${what}: nothing after 30 s`);
    });
  return page.evaluate(() => {
    const w = (window as unknown as { __watch: { t0: number; t1: number } }).__watch;
    return w.t1 - w.t0;
  });
}

async function measureSearch(browser: Browser, baseUrl: string, client: Session, api: Api) {
  const opens: { cold: number; warm: number }[] = [];
  const firstResults: number[] = [];
  const keystrokes: number[] = [];
  const word = 'mitra sejahtera';
  for (let round_ = 0; round_ < LOADS; round_++) {
    const context = await signedInContext(browser, client);
    try {
      const page = await throttledPage(context);
      await page.goto(`${baseUrl}/client/dashboards`);
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);

      // first open loads the dialog's code; the second is warm
      debug('search: first open');
      await armWatch(page, 'open');
      await page.keyboard.press('Control+/');
      const cold = await watchResult(page, 'first Ctrl+/');
      await page.keyboard.press('Escape');
      await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
      debug('search: second open');
      await armWatch(page, 'open');
      await page.keyboard.press('Control+/');
      const warm = await watchResult(page, 'second Ctrl+/');
      opens.push({ cold, warm });
      await page.keyboard.press('Escape');
      await page.locator('[cmdk-input]').waitFor({ state: 'detached' });

      // Ctrl+/ then a word typed at once: until its results show
      debug('search: Ctrl+/ and a word');
      const t0 = await page.evaluate(() => performance.now());
      await page.keyboard.press('Control+/');
      await page.locator('[cmdk-input]').waitFor();
      await page.keyboard.type('mitra');
      await page.waitForFunction(
        () => {
          const root = document.querySelector('[cmdk-root]');
          const items = [...(root?.querySelectorAll('[cmdk-item]') ?? [])];
          return (
            !root?.querySelector('[role="status"]') && items.some((i) => /mitra/i.test(i.textContent ?? ''))
          );
        },
        null,
        { polling: 'raf', timeout: 30_000 },
      );
      firstResults.push((await page.evaluate(() => performance.now())) - t0);

      // then one keystroke at a time, each waiting for its own results
      // (a key that leaves the trimmed query as it was asks nothing: typed, not timed)
      const keystroke = async (key: string, next: string, prev: string) => {
        if (next.trim() === prev.trim()) return page.keyboard.press(key);
        debug(`search: "${prev}" → "${next}"`);
        await armWatch(page, { query: next.trim() });
        await page.keyboard.press(key);
        keystrokes.push(await watchResult(page, `keystroke to "${next}"`));
      };
      let typed = 'mitra';
      for (const ch of word.slice(typed.length)) {
        await keystroke(ch === ' ' ? 'Space' : ch, typed + ch, typed);
        typed += ch;
      }
      // and deleting back
      for (let i = 0; i < 4; i++) {
        await keystroke('Backspace', typed.slice(0, -1), typed);
        typed = typed.slice(0, -1);
      }
    } finally {
      await context.close();
    }
  }

  // the server's own share: the search endpoint timed from Node, no browser
  const serverMs: number[] = [];
  for (const q of ['m', 'mi', 'mitra', 'mitra s', 'mitra sejahtera', 'karya', 'INV', '1234']) {
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await api.call('GET', `/app-bar/search?q=${encodeURIComponent(q)}&lng=en`, { token: client.token });
      serverMs.push(performance.now() - t);
    }
  }
  const result = {
    searchableSlips: SEARCHABLE_SLIPS,
    openColdMs: round(median(opens.map((o) => o.cold))),
    openWarmMs: round(median(opens.map((o) => o.warm))),
    openAndTypeToResultsMs: round(median(firstResults)),
    keystroke: {
      samples: keystrokes.length,
      medianMs: round(median(keystrokes)),
      p95Ms: round(percentile(keystrokes, 95)),
      maxMs: round(Math.max(...keystrokes)),
      debounceMs: 200,
    },
    serverMedianMs: round(median(serverMs), 1),
  };
  say(
    `search: open ${result.openColdMs}/${result.openWarmMs} ms, keystroke median ${result.keystroke.medianMs} ms`,
  );
  return result;
}

// ---------------------------------------------------------------- the bill list grid, 10,000 bills

/** Times one grid action: from the user's input until the list request answered and the rows show. */
async function timeGridAction(page: Page, act: () => Promise<void>, request: (url: URL) => boolean) {
  await page.evaluate(() => {
    const w = window as unknown as { __inputAt: number };
    w.__inputAt = 0;
    for (const type of ['pointerdown', 'keydown', 'input', 'change'])
      document.addEventListener(type, () => (w.__inputAt ||= performance.now()), {
        capture: true,
        once: true,
      });
  });
  const answered = page.waitForResponse(
    (res) => res.url().includes('/api/invoice') && request(new URL(res.url())),
    { timeout: 60_000 },
  );
  await act();
  const response = await answered;
  const timing = response.request().timing();
  const apiMs = timing.responseEnd - timing.requestStart;
  const handle = await page.waitForFunction(
    () => {
      const table = document.querySelector('main table');
      if (!table || table.getAttribute('aria-busy') === 'true') return false;
      return performance.now() - (window as unknown as { __inputAt: number }).__inputAt;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return { ms: (await handle.jsonValue()) as number, apiMs };
}

const rowsInDom = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('main table tbody tr').length);

async function measureBillGrid(browser: Browser, baseUrl: string, session: Session) {
  const context = await signedInContext(browser, session);
  try {
    const page = await throttledPage(context);
    await page.goto(`${baseUrl}/client/invoice/list?perPage=100`);
    await page.locator('main table tbody tr').nth(5).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const header = (name: string) => page.locator('main th').filter({ hasText: name }).getByRole('button');

    const sorts: { column: string; ms: number; apiMs: number }[] = [];
    for (const [column, key] of [
      ['Total', 'total'],
      ['Total', 'total'],
      ['Number', 'nomor'],
      ['Due date', 'jatuh_tempo'],
      ['Issue date', 'tanggal'],
    ] as const) {
      const { ms, apiMs } = await timeGridAction(
        page,
        () => header(column).first().click(),
        (url) => (url.searchParams.get('sort') ?? '').startsWith(key),
      );
      sorts.push({ column, ms: round(ms), apiMs: round(apiMs) });
    }
    const status = page.getByLabel('Status', { exact: true });
    const statusFilter = await timeGridAction(
      page,
      async () => {
        await status.selectOption('LUNAS');
      },
      (url) => url.searchParams.get('status') === 'LUNAS',
    );
    const search = page.getByRole('searchbox', { name: 'Search bills' });
    const textFilter = await timeGridAction(
      page,
      () => search.fill('INV/2025'),
      (url) => url.searchParams.get('q') === 'INV/2025',
    );
    const filteredTotal = await page.evaluate(async () => {
      const res = await fetch('/api/invoice?perPage=10&status=LUNAS&q=INV%2F2025', {
        headers: {
          'x-api-key': 'portal-pajak-dev-key',
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        },
      });
      return ((await res.json()) as { total: number }).total;
    });

    // rows in the DOM while scrolling the page of 100 from top to bottom
    const counts: number[] = [];
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(30);
      counts.push(await rowsInDom(page));
    }
    return {
      bills: GRID_BILLS,
      pageSize: 100,
      sort: {
        medianMs: round(median(sorts.map((s) => s.ms))),
        medianApiMs: round(median(sorts.map((s) => s.apiMs))),
        samples: sorts,
      },
      statusFilterMs: round(statusFilter.ms),
      statusFilterApiMs: round(statusFilter.apiMs),
      textFilterMs: round(textFilter.ms),
      textFilterApiMs: round(textFilter.apiMs),
      textFilterDebounceMs: 300,
      filteredTotal,
      maxRowsInDomWhileScrolling: Math.max(...counts),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- entry point

/** bench/run.ts runs bench/grid.ts as its own part unless the command names other parts only. */
function gridRunsSeparately(): boolean {
  if (!/bench[\\/]run\.ts$/.test(process.argv[1] ?? '')) return false;
  const parts = process.argv.slice(2);
  return parts.length === 0 || parts.includes('grid');
}

export async function measureBrowser() {
  if (!existsSync(resolve(DIST, 'index.html')))
    throw new Error('dist/ is not built: run `npx vite build` first');
  await seedGridClient();
  const server: RunningServer = await startServer({
    dataDir: DATA_DIR,
    env: { STATIC_DIR: DIST, SWEEP_INTERVAL_SECONDS: '3600' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const api = new Api(server.url);
    const demo = DEMO_ACCOUNTS.find((a) => a.key === 'client')!;
    const client = await api.signIn(demo.email, demo.password);
    const large = await api.signIn(LARGE_CLIENT.email, LARGE_CLIENT.password);
    const slips = await seedSearchableSlips(api, client);

    const vitals = process.env.BENCH_SKIP_VITALS ? [] : await measureVitals(browser, server.url, client);
    const search = await measureSearch(browser, server.url, client, api);
    const billGrid = await measureBillGrid(browser, server.url, large);
    let dataGrid: { json: unknown; markdown: string } | null = null;
    if (!gridRunsSeparately()) dataGrid = await (await import('./grid')).run();
    return {
      browser: `chromium ${browser.version()}`,
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      database: 'PGlite',
      searchableSlips: slips,
      vitals,
      search,
      billGrid,
      dataGrid: dataGrid?.json ?? 'see the DataGrid section (bench/grid.ts)',
      dataGridMarkdown: dataGrid?.markdown,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function toMarkdown(r: Awaited<ReturnType<typeof measureBrowser>>): string {
  const s = r.search;
  const g = r.billGrid;
  const lines = [
    `## In the browser (${r.browser}, CPU throttled ${r.cpuSlowdown}×, ${r.viewport}, loopback network, ${r.database})`,
    '',
    `Median of ${LOADS} cold loads (new browser context each, after one discarded warm-up). TBT: long tasks' time over 50 ms from first contentful paint until the page is quiet + 2 s.`,
    '',
    '| route | LCP ms | FCP ms | TBT ms | CLS | load ms | LCP element |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...r.vitals.map(
      (v) =>
        `| ${v.route} | ${v.lcpMs} | ${v.fcpMs} | ${v.tbtMs} | ${v.cls} | ${v.loadMs} | ${v.lcpElement.replace(/\|/g, '/')} |`,
    ),
    '',
    `### Ctrl+/ search over ${s.searchableSlips.toLocaleString('en')} E-Bupot drafts (+ the client's bills, payments, signers, pages)`,
    '',
    '| measure | median |',
    '|---|---:|',
    `| Ctrl+/ → search box ready, first open (loads the dialog) | ${s.openColdMs} ms |`,
    `| Ctrl+/ → search box ready, later opens | ${s.openWarmMs} ms |`,
    `| Ctrl+/ and "mitra" typed → its results on screen | ${s.openAndTypeToResultsMs} ms |`,
    `| one keystroke → its results on screen (${s.keystroke.samples} keystrokes; includes the ${s.keystroke.debounceMs} ms debounce) | ${s.keystroke.medianMs} ms (p95 ${s.keystroke.p95Ms}, max ${s.keystroke.maxMs}) |`,
    `| the search endpoint alone, from Node | ${s.serverMedianMs} ms |`,
    '',
    `### Bill list grid, ${g.bills.toLocaleString('en')} bills of one client (server-side sort and filter, page of ${g.pageSize})`,
    '',
    '| measure | value |',
    '|---|---:|',
    `| sort by a column → new rows shown (median of ${g.sort.samples.length}) | ${g.sort.medianMs} ms (API answer ${g.sort.medianApiMs} ms) |`,
    `| status filter (paid) → new rows shown | ${g.statusFilterMs} ms (API answer ${g.statusFilterApiMs} ms) |`,
    `| text filter "INV/2025" → new rows shown (includes the ${g.textFilterDebounceMs} ms debounce; ${g.filteredTotal.toLocaleString('en')} bills match both filters) | ${g.textFilterMs} ms (API answer ${g.textFilterApiMs} ms) |`,
    `| most rows in the DOM while scrolling | ${g.maxRowsInDomWhileScrolling} |`,
  ];
  if (r.dataGridMarkdown) lines.push('', r.dataGridMarkdown.replace(/^## /, '### '));
  return lines.join('\n');
}

/** Entry point for bench/run.ts. */
export async function run(meta: Record<string, unknown>) {
  const result = await measureBrowser();
  const { dataGridMarkdown: _md, ...json } = result;
  return { json: { meta, ...json }, markdown: toMarkdown(result) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run({ at: new Date().toISOString() }).then(
    ({ markdown }) => console.log(markdown),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
