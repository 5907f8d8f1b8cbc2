// DataGrid benchmark: builds a tiny page (10,000 rows, client mode) with Vite, opens it in
// Chromium through Playwright and measures mount, sort and scroll times and how many rows are in
// the DOM. `node --import tsx bench/grid.ts` prints JSON; bench/run.ts calls run().
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import tailwind from '@tailwindcss/postcss';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const ROWS = 10_000;
const root = resolve(import.meta.dirname, '..');
const work = resolve(root, 'bench/.cache/grid');

const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>grid bench</title></head>
<body><div id="root" style="padding:16px"></div><script type="module" src="./main.tsx"></script></body></html>`;

// The page: a DataGrid with 10,000 generated rows and hooks for the driver on window.__bench.
const main = `
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@/components/ui/DataGrid';
import { createGridColumnHelper } from '@/components/ui/grid-features';
import { formatDate, formatNpwp, formatRupiah } from '@/lib/format';
import '@/styles/index.css';

type Row = { id: string; nomor: string; client: string; npwp: string; tanggal: string; total: number; status: string };
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const names = ['PT Maju Jaya', 'CV Sinar Abadi', 'PT Nusantara Data', 'Koperasi Sejahtera', 'PT Bumi Karya', 'UD Sumber Rejeki'];
const statuses = ['MENUNGGU', 'TERBAYAR', 'KADALUARSA'];
const data: Row[] = Array.from({ length: ${ROWS} }, (_, i) => ({
  id: String(i),
  nomor: 'INV-' + String(i + 1).padStart(6, '0'),
  client: names[Math.floor(rand() * names.length)] + ' ' + Math.floor(rand() * 900 + 100),
  npwp: String(Math.floor(rand() * 1e16)).padStart(16, '0'),
  tanggal: new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * 365) * 86400000).toISOString().slice(0, 10),
  total: Math.floor(rand() * 100_000_000),
  status: statuses[Math.floor(rand() * 3)],
}));

const col = createGridColumnHelper<Row>();
const columns = col.columns([
  col.accessor('nomor', { header: 'Number' }),
  col.accessor('client', { header: 'Client', meta: { minWidth: 200 } }),
  col.accessor('npwp', { header: 'NPWP', cell: (c) => formatNpwp(c.getValue()), meta: { minWidth: 190 } }),
  col.accessor('tanggal', { header: 'Date', cell: (c) => formatDate(c.getValue(), 'id') }),
  col.accessor('total', { header: 'Total', cell: (c) => formatRupiah(c.getValue()), meta: { align: 'end', minWidth: 150 } }),
  col.accessor('status', { header: 'Status' }),
]);

const root = createRoot(document.getElementById('root')!);
const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const rowsInDom = () => document.querySelectorAll('tbody tr[aria-rowindex]').length;
const header = (name: string) =>
  [...document.querySelectorAll('th')].find((th) => th.textContent?.trim() === name) as HTMLTableCellElement;

(window as any).__bench = {
  async mount() {
    const t0 = performance.now();
    flushSync(() => root.render(<DataGrid label="Invoices" columns={columns} data={data} rowId="id" maxHeight="700px" />));
    const commitMs = performance.now() - t0;
    await frame();
    return { commitMs, paintMs: performance.now() - t0, rowsInDom: rowsInDom() };
  },
  async sort(name: string) {
    const th = header(name);
    const before = th.getAttribute('aria-sort');
    const t0 = performance.now();
    th.querySelector('button')!.click();
    while (th.getAttribute('aria-sort') === before) await Promise.resolve();
    const commitMs = performance.now() - t0;
    await frame();
    const first = document.querySelector('tbody tr[aria-rowindex] td')?.textContent;
    return { column: name, direction: th.getAttribute('aria-sort'), commitMs, paintMs: performance.now() - t0, first, rowsInDom: rowsInDom() };
  },
  async scroll(fraction: number) {
    const area = document.querySelector('section') as HTMLElement;
    const t0 = performance.now();
    area.scrollTop = (area.scrollHeight - area.clientHeight) * fraction;
    await frame();
    await frame();
    const indexes = [...document.querySelectorAll('tbody tr[aria-rowindex]')].map((r) => Number(r.getAttribute('aria-rowindex')));
    return { fraction, paintMs: performance.now() - t0, rowsInDom: indexes.length, firstRowIndex: Math.min(...indexes), lastRowIndex: Math.max(...indexes) };
  },
};
(window as any).__ready = true;
`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

export async function measureGrid() {
  mkdirSync(work, { recursive: true });
  writeFileSync(resolve(work, 'index.html'), html);
  writeFileSync(resolve(work, 'main.tsx'), main);
  const shared = {
    root: work,
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    resolve: { alias: { '@': resolve(root, 'src') } },
    css: { postcss: { plugins: [tailwind()] } },
    build: { outDir: resolve(work, 'dist'), emptyOutDir: true, target: 'es2022' },
  };
  await build(shared);
  const server = await preview({ ...shared, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('preview server has no URL');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => (window as any).__ready === true);
    const mount = await page.evaluate(() => (window as any).__bench.mount());
    const sorts = [];
    // Each column: first click sorts, second reverses, third clears (not timed as a sort).
    for (const column of ['Total', 'Client', 'Date', 'Number']) {
      for (let i = 0; i < 3; i++)
        sorts.push(await page.evaluate((c) => (window as any).__bench.sort(c), column));
    }
    const timed = sorts.filter((s) => s.direction !== null);
    const scroll = [];
    for (const fraction of [0.5, 1, 0])
      scroll.push(await page.evaluate((f) => (window as any).__bench.scroll(f), fraction));
    const maxRowsInDom = Math.max(
      mount.rowsInDom,
      ...sorts.map((s) => s.rowsInDom),
      ...scroll.map((s) => s.rowsInDom),
    );
    return {
      rows: ROWS,
      browser: `chromium ${browser.version()}`,
      viewport: '1440x900, grid 700 px high',
      mount: { commitMs: round(mount.commitMs), paintMs: round(mount.paintMs), rowsInDom: mount.rowsInDom },
      sort: {
        medianCommitMs: round(median(timed.map((s) => s.commitMs))),
        medianPaintMs: round(median(timed.map((s) => s.paintMs))),
        maxPaintMs: round(Math.max(...timed.map((s) => s.paintMs))),
        samples: timed.map((s) => ({
          column: s.column,
          direction: s.direction,
          paintMs: round(s.paintMs),
          first: s.first,
        })),
      },
      scroll: scroll.map((s) => ({ ...s, paintMs: round(s.paintMs) })),
      maxRowsInDom,
      withinDomBudget: maxRowsInDom <= 100,
    };
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

/** Entry point for bench/run.ts. */
export async function run() {
  const json = await measureGrid();
  const markdown = [
    '## DataGrid, 10,000 rows in Chromium',
    '',
    '| measure | value |',
    '|---|---:|',
    `| mount (commit / to paint) | ${json.mount.commitMs} ms / ${json.mount.paintMs} ms |`,
    `| sort, median (commit / to paint) | ${json.sort.medianCommitMs} ms / ${json.sort.medianPaintMs} ms |`,
    `| sort, slowest to paint | ${json.sort.maxPaintMs} ms |`,
    `| most rows in the DOM | ${json.maxRowsInDom} (${json.withinDomBudget ? 'within' : '**over**'} 100) |`,
  ].join('\n');
  return { json, markdown };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureGrid().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
