import type { SortDir, TransaksiSortKey, TransaksiStatus } from '@contract/billing';
import {
  DEFAULT_PER_PAGE,
  PER_PAGE_OPTIONS,
  TRANSAKSI_SORT_KEYS,
  TRANSAKSI_STATUSES,
} from '@contract/billing';

// Pembayaran filters live in the URL. `tab` is a status or 'ALL'; pending payments come first,
// as in the original (pending was its main list).
export type PaymentTab = TransaksiStatus | 'ALL';
export const PAYMENT_TABS: PaymentTab[] = ['MENUNGGU', 'TERBAYAR', 'KADALUARSA', 'ALL'];

export interface PaymentFilters {
  tab: PaymentTab;
  bank: string;
  q: string;
  date_from: string;
  date_to: string;
  page: number;
  perPage: number;
  sortKey: TransaksiSortKey;
  sortDir: SortDir;
}

export const DEFAULT_PAYMENT_FILTERS: PaymentFilters = {
  tab: 'MENUNGGU',
  bank: '',
  q: '',
  date_from: '',
  date_to: '',
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  sortKey: 'created_at',
  sortDir: 'desc',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BANK = /^[A-Za-z0-9]{2,10}$/;
const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const f = { ...DEFAULT_PAYMENT_FILTERS };
  const status = params.get('status');
  if (status === 'ALL' || oneOf(TRANSAKSI_STATUSES, status)) f.tab = status;
  const bank = params.get('bank') ?? '';
  if (BANK.test(bank)) f.bank = bank;
  f.q = (params.get('q') ?? '').slice(0, 100);
  for (const key of ['date_from', 'date_to'] as const) {
    const v = params.get(key) ?? '';
    if (DATE.test(v)) f[key] = v;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= 1_000_000) f.page = page;
  const perPage = Number(params.get('perPage'));
  if (oneOf(PER_PAGE_OPTIONS, perPage)) f.perPage = perPage;
  const [key, dir] = (params.get('sort') ?? '').split(':');
  if (oneOf(TRANSAKSI_SORT_KEYS, key) && (dir === 'asc' || dir === 'desc')) {
    f.sortKey = key;
    f.sortDir = dir;
  }
  return f;
}

export function writePaymentFilters(f: PaymentFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.tab !== DEFAULT_PAYMENT_FILTERS.tab) p.set('status', f.tab);
  if (f.bank) p.set('bank', f.bank);
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.date_from) p.set('date_from', f.date_from);
  if (f.date_to) p.set('date_to', f.date_to);
  if (f.page !== 1) p.set('page', String(f.page));
  if (f.perPage !== DEFAULT_PER_PAGE) p.set('perPage', String(f.perPage));
  if (f.sortKey !== DEFAULT_PAYMENT_FILTERS.sortKey || f.sortDir !== DEFAULT_PAYMENT_FILTERS.sortDir)
    p.set('sort', `${f.sortKey}:${f.sortDir}`);
  return p;
}

/** The API query (GET /transaksi and its CSV export). */
export function paymentQuery(f: PaymentFilters) {
  return {
    ...(f.tab !== 'ALL' ? { status: f.tab } : {}),
    ...(f.bank ? { bank: f.bank } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.date_from ? { date_from: f.date_from } : {}),
    ...(f.date_to ? { date_to: f.date_to } : {}),
    page: f.page,
    perPage: f.perPage,
    sort: `${f.sortKey}:${f.sortDir}` as const,
  };
}
