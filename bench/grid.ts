// Grid part of `npm run bench`: the portal's DataGrid with 10,000 rows in client mode (sorted and
// filtered in the browser), on a page built from bench/grid-page with Vite and opened in Chromium
// with the CPU throttled 4×. Each action is a real click or typing through Playwright, timed in the
// page from the input event until the frame after the new rows are in the DOM. Then the real bill
// list page, whose sort and filter run on the server (bench/bill-list.ts).
import type { Page } from '@playwright/test';
import { build, preview } from 'vite';
import { type BillList, billListMarkdown, measureBillList } from './bill-list';
import { CPU_SLOWDOWN, launch, newContext, throttledPage } from './chromium';
import { PORTS, say } from './data';
import { goal, goalCell } from './goals';
import { benchPageConfig, keepingNodeEnv } from './page-build';
import { median, round } from './stats';

const ROWS = 10_000;
const SORTS = ['Total', 'Client', 'Date', 'Number'];
const FILTERS = ['Sinar', 'INV-0012', 'TERBAYAR', ''];
/** Issue 14: sort and filter of 10,000 rows in the browser, median. */
const GOAL_MS = 50;

/** Arms a timer in the page: from the next input event until a frame after `check` holds. */
async function arm(page: Page, check: 'sorted' | 'filtered', column = '') {
  await page.evaluate(
    ([what, name]) => {
      const th = [...document.querySelectorAll('th')].find((h) => h.textContent?.trim() === name);
      const before =
        what === 'sorted'
          ? th?.getAttribute('aria-sort')
          : document.querySelector('table')?.getAttribute('aria-rowcount');
      const state = { t0: 0, t1: 0 };
      (window as unknown as { __timer: typeof state }).__timer = state;
      for (const type of ['pointerdown', 'keydown', 'input'])
        document.addEventListener(type, () => (state.t0 ||= performance.now()), {
          capture: true,
          once: true,
        });
      const now = () =>
        what === 'sorted'
          ? th?.getAttribute('aria-sort')
          : document.querySelector('table')?.getAttribute('aria-rowcount');
      const tick = () => {
        // the change is in the DOM in this frame: it is on screen once the frame is painted
        if (state.t0 && now() !== before) setTimeout(() => (state.t1 = performance.now()), 0);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [check, column] as const,
  );
}

async function timed(page: Page, what: string): Promise<number> {
  await page
    .waitForFunction(() => (window as unknown as { __timer: { t1: number } }).__timer.t1 > 0, null, {
      timeout: 60_000,
    })
    .catch(() => {
      throw new Error(`grid ${what}: no change after 60 s`);
    });
  return page.evaluate(() => {
    const t = (window as unknown as { __timer: { t0: number; t1: number } }).__timer;
    return t.t1 - t.t0;
  });
}

const domRows = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('tbody tr[aria-rowindex]').length);

async function drive(page: Page, url: string) {
  await page.goto(`${url}?rows=${ROWS}`);
  await page.locator('tbody tr[aria-rowindex]').first().waitFor({ timeout: 120_000 });
  const firstRowsMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);

  const sorts: { column: string; direction: string; ms: number; first: string }[] = [];
  for (const column of SORTS) {
    // first click sorts, the second reverses, the third goes back to the original order
    for (let i = 0; i < 3; i++) {
      await arm(page, 'sorted', column);
      await page.locator('th').filter({ hasText: column }).getByRole('button').first().click();
      const ms = await timed(page, `sort by ${column}`);
      const info = await page.evaluate((name) => {
        const th = [...document.querySelectorAll('th')].find((h) => h.textContent?.trim() === name);
        return [
          th?.getAttribute('aria-sort') ?? 'none',
          document.querySelector('tbody td')?.textContent ?? '',
        ];
      }, column);
      sorts.push({ column, direction: info[0], ms: round(ms), first: info[1] });
    }
  }

  const filters: { text: string; ms: number; rows: number }[] = [];
  const box = page.getByRole('searchbox', { name: 'Filter' });
  for (const text of FILTERS) {
    await arm(page, 'filtered');
    await box.fill(text);
    const ms = await timed(page, `filter "${text}"`);
    const rows = await page.evaluate(
      () => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) - 1,
    );
    filters.push({ text, ms: round(ms), rows });
  }

  // rows in the DOM while scrolling: wheel steps over the grid, then jumps through the list
  const counts: number[] = [];
  const area = page.locator('section[aria-label="Invoices"]');
  const box2 = await area.boundingBox();
  if (!box2) throw new Error('grid: no scroll area');
  await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2);
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(20);
    counts.push(await domRows(page));
  }
  for (const fraction of [0.25, 0.5, 0.75, 1, 0]) {
    await area.evaluate((el, f) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
    }, fraction);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    counts.push(await domRows(page));
  }
  const lastIndex = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('tbody tr[aria-rowindex]')].map((r) =>
        Number(r.getAttribute('aria-rowindex')),
      ),
    ),
  );
  return { firstRowsMs: round(firstRowsMs), sorts, filters, counts, lastIndex };
}

export async function measureGrid() {
  const { config } = benchPageConfig('grid-page');
  const server = await keepingNodeEnv(async () => {
    await build(config);
    return preview({ ...config, preview: { host: '127.0.0.1', port: PORTS.gridPage, strictPort: true } });
  });
  try {
    const browser = await launch();
    try {
      const context = await newContext(browser, null);
      const page = await throttledPage(context);
      const d = await drive(page, `http://127.0.0.1:${PORTS.gridPage}/`);
      await context.close();
      const sortMs = d.sorts.map((s) => s.ms);
      const filterMs = d.filters.map((f) => f.ms);
      say(
        `grid: sort median ${median(sortMs)} ms, filter median ${median(filterMs)} ms, rows in DOM ≤ ${Math.max(...d.counts)}`,
      );
      return {
        rows: ROWS,
        browser: `chromium ${browser.version()}`,
        cpuSlowdown: CPU_SLOWDOWN,
        firstRowsMs: d.firstRowsMs,
        sort: { medianMs: round(median(sortMs)), maxMs: Math.max(...sortMs), samples: d.sorts },
        filter: { medianMs: round(median(filterMs)), maxMs: Math.max(...filterMs), samples: d.filters },
        scroll: {
          steps: d.counts.length,
          maxRowsInDom: Math.max(...d.counts),
          medianRowsInDom: median(d.counts),
          lastRowIndexReached: d.lastIndex,
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

/** Entry point for bench/run.ts. */
export async function run() {
  const g = await measureGrid();
  let bills: BillList | { error: string };
  try {
    bills = await measureBillList();
  } catch (err) {
    bills = { error: (err as Error).message };
  }
  const goals = [
    goal('DataGrid, 10,000 rows: sort', 'median', GOAL_MS, g.sort.medianMs),
    goal('DataGrid, 10,000 rows: filter', 'median', GOAL_MS, g.filter.medianMs),
    ...('error' in bills ? [] : bills.goals),
  ];
  const markdown = [
    `## Grid (${g.browser}, CPU throttled ${g.cpuSlowdown}×)`,
    '',
    `### DataGrid, ${g.rows.toLocaleString('en')} rows sorted and filtered in the browser`,
    '',
    'ms from the click or the typed text until the frame after the new rows are in the DOM.',
    '',
    '| measure | value |',
    '|---|---:|',
    `| page load → first rows in the DOM | ${g.firstRowsMs} ms |`,
    `| sort by a column, median of ${g.sort.samples.length} clicks (4 columns × asc, desc, none); goal ${goalCell(goals[0])} | ${g.sort.medianMs} ms |`,
    `| sort, slowest | ${g.sort.maxMs} ms |`,
    `| filter, median of ${g.filter.samples.length} (${g.filter.samples.map((f) => `"${f.text}" → ${f.rows.toLocaleString('en')} rows`).join(', ')}); goal ${goalCell(goals[1])} | ${g.filter.medianMs} ms |`,
    `| filter, slowest | ${g.filter.maxMs} ms |`,
    `| rows in the DOM while scrolling (${g.scroll.steps} positions), most / median | ${g.scroll.maxRowsInDom} / ${g.scroll.medianRowsInDom} |`,
    '',
    'error' in bills ? `### Bill list page\n\nFailed: ${bills.error}` : billListMarkdown(bills),
  ];
  return { json: { dataGrid: g, billList: bills, goals }, markdown: markdown.join('\n') };
}
