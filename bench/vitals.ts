// Web vitals part of `npm run bench`: LCP, total blocking time and CLS of /login and
// /client/dashboards (the demo client) in Chromium with the CPU throttled 4×, median of 5 cold
// loads, each in a new browser context (empty cache), after one discarded warm-up load.
import type { Browser } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/seed/demo-accounts';
import { CPU_SLOWDOWN, newContext, type Session, signIn, throttledPage, VIEWPORT } from './chromium';
import { say } from './data';
import { withPortal } from './portal';
import { median, round } from './stats';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
/** After load and a quiet network, how long long tasks and shifts are still collected. */
const SETTLE_MS = 2_000;

/** Observers installed before the portal's first script: paint, LCP, long tasks, layout shifts. */
function installObservers() {
  const store = {
    fcp: 0,
    lcp: 0,
    lcpElement: '',
    longTasks: [] as { start: number; duration: number }[],
    shifts: [] as { start: number; value: number }[],
  };
  Object.defineProperty(window, '__vitals', { value: store });
  const observe = (type: string, onEntry: (e: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') store.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    const el = (e as PerformanceEntry & { element?: Element | null }).element;
    store.lcp = e.startTime;
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

type Raw = {
  fcp: number;
  lcp: number;
  lcpElement: string;
  longTasks: { start: number; duration: number }[];
  shifts: { start: number; value: number }[];
};

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: Raw['shifts']): number {
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

/** Lighthouse's TBT: each long task's time over 50 ms, from first contentful paint on. */
function totalBlockingTime(raw: Raw): number {
  return raw.longTasks.reduce((sum, t) => {
    const start = Math.max(t.start, raw.fcp);
    const end = t.start + t.duration;
    return end - start > 50 ? sum + (end - start - 50) : sum;
  }, 0);
}

async function coldLoad(browser: Browser, url: string, session: Session | null, ready: string) {
  const context = await newContext(browser, session);
  try {
    await context.addInitScript(installObservers);
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const raw = (await page.evaluate(() => (window as unknown as { __vitals: unknown }).__vitals)) as Raw;
    if (!raw.lcp) throw new Error(`${url}: no largest-contentful-paint entry`);
    return {
      lcpMs: raw.lcp,
      fcpMs: raw.fcp,
      tbtMs: totalBlockingTime(raw),
      cls: cumulativeLayoutShift(raw.shifts),
      lcpElement: raw.lcpElement,
    };
  } finally {
    await context.close();
  }
}

export async function measureVitals() {
  return withPortal(async (baseUrl, browser) => {
    const demo = DEMO_ACCOUNTS.find((a) => a.key === 'client')!;
    const client = await signIn(baseUrl, demo.email, demo.password);
    const routes = [
      { route: '/login', session: null, ready: 'form input[type="email"], form input[name="email"]' },
      { route: '/client/dashboards', session: client, ready: 'main h1' },
    ];
    const out = [];
    for (const r of routes) {
      await coldLoad(browser, baseUrl + r.route, r.session, r.ready);
      const runs = [];
      for (let i = 0; i < LOADS; i++)
        runs.push(await coldLoad(browser, baseUrl + r.route, r.session, r.ready));
      out.push({
        route: r.route,
        loads: LOADS,
        lcpMs: round(median(runs.map((x) => x.lcpMs))),
        tbtMs: round(median(runs.map((x) => x.tbtMs))),
        cls: round(median(runs.map((x) => x.cls)), 4),
        fcpMs: round(median(runs.map((x) => x.fcpMs))),
        lcpElement: runs.at(-1)?.lcpElement ?? '',
        samples: runs.map((x) => ({ lcpMs: round(x.lcpMs), tbtMs: round(x.tbtMs), cls: round(x.cls, 4) })),
      });
      say(
        `vitals ${r.route}: LCP ${out.at(-1)!.lcpMs} ms, TBT ${out.at(-1)!.tbtMs} ms, CLS ${out.at(-1)!.cls}`,
      );
    }
    return { browser: `chromium ${browser.version()}`, routes: out };
  });
}

/** Entry point for bench/run.ts. */
export async function run() {
  const json = { cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, ...(await measureVitals()) };
  const markdown = [
    `## Web vitals (${json.browser}, CPU throttled ${CPU_SLOWDOWN}×, ${VIEWPORT.width}×${VIEWPORT.height}, loopback network, PGlite)`,
    '',
    `Median of ${LOADS} cold loads, each in a new browser context after one discarded warm-up. ` +
      `TBT: long tasks' time over 50 ms from first contentful paint until the network is quiet + ${SETTLE_MS / 1000} s.`,
    '',
    '| route | LCP ms | TBT ms | CLS | FCP ms | LCP element |',
    '|---|---:|---:|---:|---:|---|',
    ...json.routes.map(
      (v) =>
        `| ${v.route} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} | ${v.fcpMs} | ${v.lcpElement.replace(/\|/g, '/')} |`,
    ),
  ];
  return { json, markdown: markdown.join('\n') };
}
