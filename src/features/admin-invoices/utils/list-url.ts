import { ADMIN_INVOICE_SORT_KEYS, ADMIN_INVOICE_STATUSES } from '@contract/admin/invoices';
import {
  choiceParam,
  dateRangeParams,
  listUrl,
  pageAndSort,
  setValues,
  textParam,
} from '@/components/list-page/url-state';

/** The invoice app's list: search, status, issue dates, page and sort, kept in the URL. */
export const invoiceAppListUrl = listUrl({
  name: 'invoiceApp',
  filters: { q: textParam(), status: choiceParam(ADMIN_INVOICE_STATUSES), ...dateRangeParams() },
  sort: { keys: ADMIN_INVOICE_SORT_KEYS, key: 'tanggal', dir: 'desc' },
});

type Filters = ReturnType<typeof invoiceAppListUrl.read>;

export const invoiceAppQuery = (f: Filters) => ({
  ...setValues({ q: f.q, status: f.status, date_from: f.date_from, date_to: f.date_to }),
  ...pageAndSort(f),
});
