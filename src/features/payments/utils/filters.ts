import { TRANSAKSI_SORT_KEYS, TRANSAKSI_STATUSES, type TransaksiStatus } from '@contract/billing';
import {
  choiceParam,
  dateRangeParams,
  listUrl,
  pageAndSort,
  patternParam,
  setValues,
  textParam,
} from '@/components/list-page/url-state';

// Pembayaran filters live in the URL. `tab` is a status or 'ALL'; pending payments come first,
// as in the original (pending was its main list).
export type PaymentTab = TransaksiStatus | 'ALL';
export const PAYMENT_TABS: PaymentTab[] = ['MENUNGGU', 'TERBAYAR', 'KADALUARSA', 'ALL'];

/** Pembayaran's tab, filters, page and sort, kept in the URL (the tab as `status`). */
export const paymentListUrl = listUrl({
  name: 'payments',
  views: {
    tab: choiceParam([...TRANSAKSI_STATUSES, 'ALL'] as const, { fallback: 'MENUNGGU', name: 'status' }),
  },
  filters: {
    bank: patternParam(/^[A-Za-z0-9]{2,10}$/),
    q: textParam(),
    ...dateRangeParams(),
  },
  sort: { keys: TRANSAKSI_SORT_KEYS, key: 'created_at', dir: 'desc' },
});

type PaymentFilters = ReturnType<typeof paymentListUrl.read>;

/** The API query (GET /transaksi and its CSV export); the All tab sends no status. */
export const paymentQuery = (f: PaymentFilters) => ({
  ...setValues({
    status: f.tab === 'ALL' ? '' : f.tab,
    bank: f.bank,
    q: f.q,
    date_from: f.date_from,
    date_to: f.date_to,
  }),
  ...pageAndSort(f),
});
