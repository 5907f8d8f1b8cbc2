import { describe, expect, it } from 'vitest';
import { invoiceListUrl, invoiceQuery } from '@/features/invoices/utils/filters';
import { paymentListUrl, paymentQuery } from '@/features/payments/utils/filters';

const { read: readInvoiceFilters, write: writeInvoiceFilters } = invoiceListUrl;
const DEFAULT_INVOICE_FILTERS = invoiceListUrl.defaults();
const { read: readPaymentFilters, write: writePaymentFilters } = paymentListUrl;

describe('bill list filters in the URL', () => {
  it('reads every filter and writes it back unchanged', () => {
    const url =
      'q=hosting&status=LUNAS&date_from=2026-01-01&date_to=2026-03-31&page=3&perPage=50&sort=total%3Aasc';
    const filters = readInvoiceFilters(new URLSearchParams(url));
    expect(filters).toEqual({
      q: 'hosting',
      status: 'LUNAS',
      date_from: '2026-01-01',
      date_to: '2026-03-31',
      page: 3,
      perPage: 50,
      sortKey: 'total',
      sortDir: 'asc',
    });
    expect(writeInvoiceFilters(filters).toString()).toBe(url);
  });

  it('drops values the server would reject instead of sending them', () => {
    const filters = readInvoiceFilters(
      new URLSearchParams('status=PAID&date_from=01-02-2026&page=-4&perPage=7&sort=penjual%3Aasc'),
    );
    expect(filters).toEqual(DEFAULT_INVOICE_FILTERS);
    expect(writeInvoiceFilters(filters).toString()).toBe('');
  });

  it('builds the API query without empty filters', () => {
    expect(invoiceQuery({ ...DEFAULT_INVOICE_FILTERS, q: '  abc ' })).toEqual({
      q: 'abc',
      page: 1,
      perPage: 10,
      sort: 'tanggal:desc',
    });
  });
});

describe('payment filters in the URL', () => {
  it('opens on pending payments and keeps the bank quick view', () => {
    const filters = readPaymentFilters(new URLSearchParams('bank=002'));
    expect(filters.tab).toBe('MENUNGGU');
    expect(paymentQuery(filters)).toEqual({
      status: 'MENUNGGU',
      bank: '002',
      page: 1,
      perPage: 10,
      sort: 'created_at:desc',
    });
    expect(writePaymentFilters(filters).toString()).toBe('bank=002');
  });

  it('the All tab sends no status', () => {
    const filters = readPaymentFilters(new URLSearchParams('status=ALL&sort=amount%3Aasc'));
    expect(paymentQuery(filters)).toEqual({ page: 1, perPage: 10, sort: 'amount:asc' });
  });

  it('ignores an unknown status or a malformed bank', () => {
    const filters = readPaymentFilters(new URLSearchParams('status=LUNAS&bank=%27%3B%20drop'));
    expect(filters.tab).toBe('MENUNGGU');
    expect(filters.bank).toBe('');
  });
});
