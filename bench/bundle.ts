// First-load JS and CSS (gzip) a route, read from the build's own manifest: the entry, the
// layout and the page, each with its static imports — what a browser loads before the page shows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lazyPages } from '../scripts/route-table';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** JS on the critical path: entry + the lazily loaded frame and page with their static imports. */
  jsGzipKb: number;
  /** What the first visit downloads in all, incl. chunks fetched right after first paint (app chrome). */
  jsTotalGzipKb: number;
  cssGzipKb: number;
  budgetKb?: number;
  withinBudget?: boolean;
  files: string[];
}

const routes: { route: string; modules: string[]; budgetKb?: number }[] = [
  {
    route: '/login (sign-in)',
    modules: ['src/features/auth/pages/LoginPage.tsx'],
    budgetKb: 90,
  },
  {
    route: '/client/dashboards (shell + dashboard)',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
    budgetKb: 160,
  },
  {
    route: '/client/invoice/list (grid)',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/invoices/pages/InvoiceListPage.tsx'],
    budgetKb: 170,
  },
  {
    route: '/client/transaksi/pembayaran/list (grid)',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/payments/pages/PaymentListPage.tsx'],
    budgetKb: 170,
  },
  {
    route: '/client/transaksi/ebupot/list (grid)',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/ebupot/pages/EbupotListPage.tsx'],
    budgetKb: 170,
  },
  {
    route: '/client/transaksi/ebupot/new (form)',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/ebupot/pages/EbupotFormPage.tsx'],
  },
  {
    route: '/client/invoice/:id',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/invoices/pages/InvoiceDetailPage.tsx'],
  },
  {
    route: '/client/dompet',
    modules: ['src/app/App.tsx', 'src/app/AppFrame.tsx', 'src/features/payments/pages/WalletPage.tsx'],
  },
];

const AFTER_PAINT = ['src/app/ChromeFrame.tsx'];
// The app with its router: every route but a first visit to a sign-in screen loads it.
const APP = 'src/app/App.tsx';
const FRAME = 'src/app/AppFrame.tsx';

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export function measureBundles(distDir = 'dist'): RouteSize[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('no build manifest: run `npm run build` first');
  const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return [...seen].map((k) => manifest[k]);
  };

  // The heaviest of all lazy pages (no budget of its own; reported so growth shows).
  const size = (modules: string[]) =>
    closure([entryKey, ...modules.filter((m) => manifest[m])]).reduce(
      (n, c) => n + gz(join(distDir, c.file)),
      0,
    );
  const largest = lazyPages()
    .filter((p) => manifest[p.module])
    .map((p) => ({
      ...p,
      modules: p.guest ? [p.module] : p.framed ? [APP, FRAME, p.module] : [APP, p.module],
    }))
    .map((p) => ({ ...p, bytes: size(p.modules) }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  const measured = largest
    ? [...routes, { route: `largest route: ${largest.path}`, modules: largest.modules, budgetKb: undefined }]
    : routes;

  return measured.map(({ route, modules, budgetKb }) => {
    const chunks = closure([entryKey, ...modules.filter((m) => manifest[m])]);
    // The app chrome (toaster, Ctrl+/ search shell) loads on every page just after first paint.
    const afterPaint = closure([entryKey, ...modules, ...AFTER_PAINT].filter((m) => manifest[m]));
    const afterPaintJs = [...new Set(afterPaint.map((c) => c.file))];
    const js = [...new Set(chunks.map((c) => c.file))];
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const jsGzipKb = round(js.reduce((n, f) => n + gz(join(distDir, f)), 0) / 1024);
    const cssGzipKb = round(css.reduce((n, f) => n + gz(join(distDir, f)), 0) / 1024);
    return {
      route,
      jsGzipKb,
      jsTotalGzipKb: round(afterPaintJs.reduce((n, f) => n + gz(join(distDir, f)), 0) / 1024),
      cssGzipKb,
      budgetKb,
      withinBudget: budgetKb === undefined ? undefined : jsGzipKb <= budgetKb,
      files: [...js, ...css],
    };
  });
}

const round = (n: number) => Math.round(n * 10) / 10;
