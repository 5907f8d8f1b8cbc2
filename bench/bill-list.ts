// The real bill list page (/client/invoice/list) of the large client, 100,000 bills, in Chromium
// with the CPU throttled 4×: its sort and filters go to the server (a page of 100 at a time).
// Timed from the click or typing until the list request has answered and the grid is no longer
// busy; the API's own share is the request's time in the browser's network timing.
import type { Page } from '@playwright/test';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';
import { LARGE_CLIENT } from '../server/seed/large';
import { newContext, signIn, throttledPage } from './chromium';
import { LARGE_BILLS, say } from './data';
import { withPortal } from './portal';
import { median, round } from './stats';

const PAGE_SIZE = 100;
const TEXT = 'INV/2025';
const TEXT_DEBOUNCE_MS = 300;

async function timeAction(page: Page, act: () => Promise<void>, request: (url: URL) => boolean) {
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
  const handle = await page.waitForFunction(
    () => {
      const table = document.querySelector('main table');
      if (!table || table.getAttribute('aria-busy') === 'true') return false;
      return performance.now() - (window as unknown as { __inputAt: number }).__inputAt;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return {
    ms: round((await handle.jsonValue()) as number),
    apiMs: round(timing.responseEnd - timing.requestStart),
  };
}

export async function measureBillList() {
  return withPortal(async (baseUrl, browser) => {
    const session = await signIn(baseUrl, LARGE_CLIENT.email, LARGE_CLIENT.password);
    const context = await newContext(browser, session);
    try {
      const page = await throttledPage(context);
      await page.goto(`${baseUrl}/client/invoice/list?perPage=${PAGE_SIZE}`);
      await page.locator('main table tbody tr').nth(5).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const header = (name: string) =>
        page.locator('main th').filter({ hasText: name }).getByRole('button').first();

      const sorts: { column: string; ms: number; apiMs: number }[] = [];
      for (const [column, key] of [
        ['Total', 'total'],
        ['Total', 'total'],
        ['Number', 'nomor'],
        ['Due date', 'jatuh_tempo'],
        ['Issue date', 'tanggal'],
      ] as const) {
        const t = await timeAction(
          page,
          () => header(column).click(),
          (u) => (u.searchParams.get('sort') ?? '').startsWith(key),
        );
        sorts.push({ column, ...t });
      }
      const status = await timeAction(
        page,
        () =>
          page
            .getByLabel('Status', { exact: true })
            .selectOption('LUNAS')
            .then(() => undefined),
        (u) => u.searchParams.get('status') === 'LUNAS',
      );
      const text = await timeAction(
        page,
        () => page.getByRole('searchbox', { name: 'Search bills' }).fill(TEXT),
        (u) => u.searchParams.get('q') === TEXT,
      );
      const res = await fetch(
        `${baseUrl}/api/invoice?perPage=10&status=LUNAS&q=${encodeURIComponent(TEXT)}`,
        {
          headers: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, authorization: `Bearer ${session.token}` },
        },
      );
      if (!res.ok) throw new Error(`bill count answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      const matching = ((await res.json()) as { total: number }).total;

      const counts: number[] = [];
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(30);
        counts.push(await page.evaluate(() => document.querySelectorAll('main table tbody tr').length));
      }
      const result = {
        bills: LARGE_BILLS,
        pageSize: PAGE_SIZE,
        sort: {
          medianMs: median(sorts.map((s) => s.ms)),
          medianApiMs: median(sorts.map((s) => s.apiMs)),
          samples: sorts,
        },
        statusFilter: status,
        textFilter: { ...text, text: TEXT, debounceMs: TEXT_DEBOUNCE_MS, matching },
        maxRowsInDomWhileScrolling: Math.max(...counts),
      };
      say(
        `bill list: sort median ${result.sort.medianMs} ms, status filter ${status.ms} ms, text filter ${text.ms} ms`,
      );
      return result;
    } finally {
      await context.close();
    }
  });
}

export type BillList = Awaited<ReturnType<typeof measureBillList>>;

export function billListMarkdown(b: BillList): string {
  return [
    `### Bill list page, ${b.bills.toLocaleString('en')} bills of one client (sorted and filtered by the server, page of ${b.pageSize})`,
    '',
    'ms from the click or typing until the answer is shown (the API share in brackets: its request in the browser).',
    '',
    '| measure | ms |',
    '|---|---:|',
    `| sort by a column, median of ${b.sort.samples.length} | ${b.sort.medianMs} (API ${b.sort.medianApiMs}) |`,
    `| status filter (paid) | ${b.statusFilter.ms} (API ${b.statusFilter.apiMs}) |`,
    `| text filter "${b.textFilter.text}" (${b.textFilter.debounceMs} ms debounce included; ${b.textFilter.matching.toLocaleString('en')} bills match both filters) | ${b.textFilter.ms} (API ${b.textFilter.apiMs}) |`,
    `| rows in the DOM while scrolling the page, most | ${b.maxRowsInDomWhileScrolling} |`,
  ].join('\n');
}
