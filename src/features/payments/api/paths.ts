import type { BILLING_PATHS, TRANSAKSI_SORT_KEYS, TRANSAKSI_STATUSES } from '@contract/billing';

// Values copied from the contract and checked against its types: importing a value from
// '@contract/billing' would pull zod (~28 KB gzip) into the route's first load.
export const PAYMENT_PATHS = {
  listbank: '/listbank',
  informasibank: '/informasibank',
  createbriva: '/createbriva',
  showbriva: (id: number) => `/showbriva/${id}`,
  getstatus: (id: number) => `/getstatus/${id}`,
  transaksis: '/transaksi',
  transaksi: (id: number) => `/transaksi/${id}`,
  transaksisCsv: '/transaksi/export.csv',
  testPayment: '/testPayment',
  dompet: '/dompet',
  dompetTopup: '/dompet/topup',
  dompetPay: '/dompet/pay',
} as const satisfies Pick<
  typeof BILLING_PATHS,
  | 'listbank'
  | 'informasibank'
  | 'createbriva'
  | 'showbriva'
  | 'getstatus'
  | 'transaksis'
  | 'transaksi'
  | 'transaksisCsv'
  | 'testPayment'
  | 'dompet'
  | 'dompetTopup'
  | 'dompetPay'
>;

export const TRANSAKSI_STATUS_LIST = [
  'MENUNGGU',
  'TERBAYAR',
  'KADALUARSA',
  'DIBATALKAN',
] as const satisfies typeof TRANSAKSI_STATUSES;

export const TRANSAKSI_SORT_LIST = [
  'created_at',
  'amount',
  'nomor_invoice',
  'status',
  'bank',
] as const satisfies typeof TRANSAKSI_SORT_KEYS;

export const PER_PAGE_LIST = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 10;
/** Bank Rakyat Indonesia: its own quick view on Pembayaran, and the default bank of a new VA. */
export const BRI_CODE = '002';
export const WALLET_TOPUP_MIN = 10_000;
export const WALLET_TOPUP_MAX = 100_000_000;
