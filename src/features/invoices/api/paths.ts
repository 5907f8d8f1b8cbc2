import type { BILLING_PATHS, INVOICE_SORT_KEYS, INVOICE_STATUSES } from '@contract/billing';

// Values copied from the contract and checked against its types: importing a value from
// '@contract/billing' would pull zod (~28 KB gzip) into the list route's first load.
export const INVOICE_PATHS = {
  invoices: '/invoice',
  invoice: (id: number) => `/invoice/${id}`,
  invoicesCsv: '/invoice/export.csv',
} as const satisfies Pick<typeof BILLING_PATHS, 'invoices' | 'invoice' | 'invoicesCsv'>;

export const INVOICE_STATUS_LIST = [
  'BELUM_DIBAYAR',
  'JATUH_TEMPO',
  'MENUNGGU',
  'LUNAS',
  'DIBATALKAN',
] as const satisfies typeof INVOICE_STATUSES;

export const INVOICE_SORT_LIST = [
  'tanggal',
  'jatuh_tempo',
  'total',
  'nomor',
  'status',
] as const satisfies typeof INVOICE_SORT_KEYS;

export const PER_PAGE_LIST = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;
