import type { InvoiceSortKey, InvoiceStatus, SortDir } from '@contract/billing';
import { DEFAULT_PER_PAGE, INVOICE_SORT_KEYS, INVOICE_STATUSES, PER_PAGE_OPTIONS } from '@contract/billing';

// The list's filters live in the URL (shareable, back button works). Reading is lenient: a
// hand-edited or stale value is dropped instead of sending the server a query it rejects.
export interface InvoiceFilters {
  q: string;
  status: InvoiceStatus | '';
  date_from: string;
  date_to: string;
  page: number;
  perPage: number;
  sortKey: InvoiceSortKey;
  sortDir: SortDir;
}

export const DEFAULT_INVOICE_FILTERS: InvoiceFilters = {
  q: '',
  status: '',
  date_from: '',
  date_to: '',
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  sortKey: 'tanggal',
  sortDir: 'desc',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const f = { ...DEFAULT_INVOICE_FILTERS };
  f.q = (params.get('q') ?? '').slice(0, 100);
  const status = params.get('status');
  if (oneOf(INVOICE_STATUSES, status)) f.status = status;
  for (const key of ['date_from', 'date_to'] as const) {
    const v = params.get(key) ?? '';
    if (DATE.test(v)) f[key] = v;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= 1_000_000) f.page = page;
  const perPage = Number(params.get('perPage'));
  if (oneOf(PER_PAGE_OPTIONS, perPage)) f.perPage = perPage;
  const [key, dir] = (params.get('sort') ?? '').split(':');
  if (oneOf(INVOICE_SORT_KEYS, key) && (dir === 'asc' || dir === 'desc')) {
    f.sortKey = key;
    f.sortDir = dir;
  }
  return f;
}

/** Only values that differ from the defaults go into the URL. */
export function writeInvoiceFilters(f: InvoiceFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.status) p.set('status', f.status);
  if (f.date_from) p.set('date_from', f.date_from);
  if (f.date_to) p.set('date_to', f.date_to);
  if (f.page !== 1) p.set('page', String(f.page));
  if (f.perPage !== DEFAULT_PER_PAGE) p.set('perPage', String(f.perPage));
  if (f.sortKey !== DEFAULT_INVOICE_FILTERS.sortKey || f.sortDir !== DEFAULT_INVOICE_FILTERS.sortDir)
    p.set('sort', `${f.sortKey}:${f.sortDir}`);
  return p;
}

/** The API query for these filters (same names as the URL; empty values left out). */
export function invoiceQuery(f: InvoiceFilters) {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.date_from ? { date_from: f.date_from } : {}),
    ...(f.date_to ? { date_to: f.date_to } : {}),
    page: f.page,
    perPage: f.perPage,
    sort: `${f.sortKey}:${f.sortDir}` as const,
  };
}
