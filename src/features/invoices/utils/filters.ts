import { INVOICE_SORT_KEYS, INVOICE_STATUSES } from '@contract/billing';
import {
  choiceParam,
  dateRangeParams,
  listUrl,
  pageAndSort,
  setValues,
  textParam,
} from '@/components/list-page/url-state';

/** The bill list's filters, page and sort, kept in the URL. */
export const invoiceListUrl = listUrl({
  name: 'invoices',
  filters: { q: textParam(), status: choiceParam(INVOICE_STATUSES), ...dateRangeParams() },
  sort: { keys: INVOICE_SORT_KEYS, key: 'tanggal', dir: 'desc' },
});

type InvoiceFilters = ReturnType<typeof invoiceListUrl.read>;

/** The API query for these filters (same names as the URL; empty values left out). */
export const invoiceQuery = (f: InvoiceFilters) => ({
  ...setValues({ q: f.q, status: f.status, date_from: f.date_from, date_to: f.date_to }),
  ...pageAndSort(f),
});
