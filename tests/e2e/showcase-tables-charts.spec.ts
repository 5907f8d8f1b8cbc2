import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { TableDataResponse } from '../../contract/table-data';
import { applyLook, LOOKS } from './lib/looks';
import { expectNotAuthorizedOnEach, openInApp, openSettled, settle } from './lib/pages';
import { type Session, signInDemo, storeSession } from './lib/session';

// The tables and charts showcase (issue 19) as the admin, on one shared page: the server-side
// grid against GET /api/table/data (search, sort, page), inline editing with a refused value,
// a bulk action on chosen rows; in each look (light, dark, Arabic) the five pages opened in the
// portal as a link would (one reload a look), every chart drawn (SVG or canvas marks, scrolled
// to: ApexCharts draws a chart when it nears the viewport) and axe over each page's content (the
// shell is the shared axe test's); the client gets the 401 page on each.
// SHOWCASE_SHOTS=<dir> also saves a full-page screenshot of each page in each look.

const SHOTS = process.env.SHOWCASE_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

const TABLE_PAGES = ['/tables/mui', '/tables/data-grid'];
const CHART_PAGES = [
  { path: '/charts/apex-charts', charts: 10, kind: 'svg' },
  { path: '/charts/recharts', charts: 6, kind: 'svg' },
  { path: '/charts/chartjs', charts: 8, kind: 'canvas' },
] as const;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let admin: Session;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signInDemo(baseURL!, 'admin');
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await storeSession(context, admin, { mode: 'light', lng: 'en' });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

async function axe(name: string) {
  const result = await new AxeBuilder({ page })
    .include('#main-content')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${name}`,
  ).toEqual([]);
}

const tableData = (predicate: (url: URL) => boolean) =>
  page
    .waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/table/data' && r.ok() && predicate(url);
    })
    .then((r) => r.json() as Promise<TableDataResponse>);

test('the server-side grid searches, sorts and pages the seeded taxpayers', async () => {
  const first = tableData((u) => !u.searchParams.get('q'));
  await page.goto('/tables/data-grid');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Grid' })).toBeVisible();
  expect((await first).total).toBeGreaterThanOrEqual(10_000);
  const grid = page.getByRole('table', { name: 'Server-side', exact: true });
  await grid.scrollIntoViewIfNeeded();
  const names = grid.locator('tbody tr td:first-child');

  // search: the server's matches, every one in Denpasar
  const searched = tableData((u) => u.searchParams.get('q') === 'Denpasar');
  await page.getByRole('searchbox', { name: 'Search taxpayers' }).fill('Denpasar');
  const found = await searched;
  expect(found.total).toBeGreaterThan(10);
  expect(found.data.every((r) => r.kota === 'Denpasar')).toBe(true);
  await expect(names.first()).toHaveText(found.data[0].nama);
  await expect(grid.locator('tbody tr td:nth-child(3)').filter({ hasNotText: 'Denpasar' })).toHaveCount(0);

  // sort: by turnover, descending after a second click
  const ascending = tableData((u) => u.searchParams.get('sort') === 'omzet:asc');
  await grid.getByRole('button', { name: 'Turnover' }).click();
  await ascending;
  const descending = tableData((u) => u.searchParams.get('sort') === 'omzet:desc');
  await grid.getByRole('button', { name: 'Turnover' }).click();
  const top = await descending;
  await expect(grid.getByRole('columnheader', { name: 'Turnover' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(names.first()).toHaveText(top.data[0].nama);
  expect(top.data[0].omzet).toBeGreaterThanOrEqual(top.data[9].omzet);

  // page: the next page of the same search and sort
  const next = tableData((u) => u.searchParams.get('page') === '2');
  await page
    .getByRole('navigation', { name: 'Pagination of Server-side' })
    .getByRole('button', { name: 'Next page' })
    .click();
  const second = await next;
  expect(new URL(page.url()).pathname).toBe('/tables/data-grid');
  expect(second.params).toMatchObject({ q: 'Denpasar', sort: 'omzet:desc', page: 2 });
  await expect(names.first()).toHaveText(second.data[0].nama);
  await shot('data-grid-server', false);
});

test('inline editing refuses an invalid NPWP and keeps a valid one', async () => {
  const grid = page.getByRole('table', { name: 'Inline editing', exact: true });
  await grid.scrollIntoViewIfNeeded();
  const cell = grid.getByRole('button', { name: /^Edit NPWP of / }).first();
  const label = (await cell.getAttribute('aria-label'))!;
  await cell.focus();
  await page.keyboard.press('Enter');
  const input = grid.getByRole('textbox', { name: label });
  await input.fill('12345');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(grid.getByRole('alert')).toHaveText('An NPWP has 16 digits');
  await shot('data-grid-edit-invalid', false);
  await input.fill('9999888877776666');
  await input.press('Enter');
  await expect(grid.getByRole('button', { name: label })).toHaveText('9999 8888 7777 6666');
  await expect(grid.getByRole('button', { name: label })).toBeFocused();

  // Escape gives the old value back
  await page.keyboard.press('Enter');
  await grid.getByRole('textbox', { name: label }).fill('1');
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('button', { name: label })).toHaveText('9999 8888 7777 6666');
});

test('a bulk action changes the chosen rows only', async () => {
  const grid = page.getByRole('table', { name: 'Row selection', exact: true });
  await grid.scrollIntoViewIfNeeded();
  const rows = grid.locator('tbody tr');
  const rowCount = await rows.count();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await expect(page.getByRole('status').filter({ hasText: 'rows selected' })).toHaveText('2 rows selected');
  await page.getByRole('button', { name: 'Mark non-effective' }).click();
  await expect(rows.nth(0)).toContainText('Non-effective');
  await expect(rows.nth(2)).toContainText('Non-effective');
  await expect(rows.nth(1)).toContainText('Active');
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('0 rows selected');

  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText(
    `${rowCount} rows selected`,
  );
  await grid.getByRole('checkbox', { name: 'Select all rows' }).uncheck();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(rowCount - 1);
});

/** The marks a chart drew: SVG shapes in its series, or the elements chart.js laid out on a non-blank canvas. */
async function marksOf(card: Locator, kind: 'svg' | 'canvas'): Promise<number> {
  return card.locator('[data-chart-canvas]').evaluate((box, kind) => {
    if (kind === 'canvas') {
      const canvas = box.querySelector('canvas');
      if (!canvas?.width) return 0;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let inked = 0;
      for (let i = 3; i < pixels.length; i += 4 * 7) if (pixels[i] > 0) inked++;
      return inked > 200 ? Number(canvas.dataset.marks ?? 0) : 0;
    }
    const series = box.querySelectorAll(
      [
        '.apexcharts-series path, .apexcharts-series rect, .apexcharts-series circle',
        '.apexcharts-radialbar-area, .apexcharts-pie-area',
        '.recharts-line-curve, .recharts-area-area, .recharts-rectangle, .recharts-sector',
        '.recharts-symbols, .recharts-radar-polygon',
      ].join(', '),
    );
    return [...series].filter((el) => {
      const b = (el as SVGGraphicsElement).getBBox();
      return b.width > 0 || b.height > 0;
    }).length;
  }, kind);
}

// A test a page and look (each with room for a busy machine: axe alone took up to a minute on the
// data grid on a machine loaded 15 times over), in one page: the look is set once,
// on its first page, and the others open in the portal as a link would.
for (const [name, look] of LOOKS) {
  for (const path of TABLE_PAGES) {
    test(`${path} passes axe (${name})`, async () => {
      test.setTimeout(180_000);
      if (path === TABLE_PAGES[0]) {
        if (page.url() === 'about:blank') await page.goto(path);
        await applyLook(page, look);
      }
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('table').first()).toBeVisible();
      await settle(page);
      await axe(`${path} ${name}`);
      await shot(`${path.replaceAll('/', '_')}-${name}`);
    });
  }

  for (const { path, charts, kind } of CHART_PAGES) {
    test(`${path} draws every chart and passes axe (${name})`, async () => {
      test.setTimeout(180_000);
      await openInApp(page, path);
      const cards = page.locator('[data-chart]');
      // the library's chunk and the figures first
      await expect(cards).toHaveCount(charts, { timeout: 30_000 });
      for (const card of await cards.all()) {
        const id = await card.getAttribute('data-chart');
        await card.scrollIntoViewIfNeeded();
        await expect.poll(() => marksOf(card, kind), { message: `${path} ${id} drew` }).toBeGreaterThan(0);
        // named, with its figures as a table of the same name
        const title = await card.locator('[data-chart-canvas]').getAttribute('aria-label');
        expect(title, `${path} ${id} named`).toBeTruthy();
        await expect(card.getByRole('table', { name: title!, includeHidden: true })).toHaveCount(1);
      }
      await settle(page);
      await axe(`${path} ${name}`);
      await shot(`${path.replaceAll('/', '_')}-${name}`);
    });
  }
}

test('a chart table twin shows on demand', async () => {
  if (page.url() === 'about:blank') await page.goto('/charts/recharts');
  await applyLook(page, LOOKS[0][1]);
  // settled: the page before's cards (a chart.js "bar" too) are gone
  await openSettled(page, '/charts/recharts');
  const card = page.locator('[data-chart="bar"]');
  // the chart library loads after first paint, as its cards near the viewport
  await card.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const table = card.getByRole('table', { name: 'Payments by bank' });
  // visually hidden (still read) until asked for
  await expect(table.locator('xpath=..')).toHaveClass('sr-only', { timeout: 30_000 });
  const toggle = card.getByRole('button', { name: 'Data table: Payments by bank' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('xpath=..')).not.toHaveClass('sr-only');
  expect((await table.boundingBox())!.height).toBeGreaterThan(100);
  await expect(table.locator('tbody tr').first()).toContainText('Bank');
});

test('a client gets the 401 page on each tables and charts page', async ({ browser, baseURL }) => {
  const client = await signInDemo(baseURL!, 'client');
  const clientContext = await browser.newContext();
  await storeSession(clientContext, client, { lng: 'en' });
  const clientPage = await clientContext.newPage();
  try {
    await expectNotAuthorizedOnEach(
      clientPage,
      [...TABLE_PAGES, ...CHART_PAGES.map((c) => c.path)],
      async (path) => {
        await expect(clientPage.getByText('401'), path).toBeVisible();
        await expect(clientPage.locator('[data-chart], table'), path).toHaveCount(0);
      },
    );
  } finally {
    await clientContext.close();
  }
});
