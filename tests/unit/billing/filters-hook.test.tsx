import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from '@/components/list-page/useListUrlState';
import { invoiceListUrl } from '@/features/invoices/utils/filters';
import { paymentListUrl } from '@/features/payments/utils/filters';

const InvoiceListRoute = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/client/invoice/list?page=2&status=LUNAS']}>{children}</MemoryRouter>
);
const PaymentListRoute = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/client/transaksi/pembayaran/list?page=3']}>{children}</MemoryRouter>
);

describe('filters kept in the URL', () => {
  it('two updates in one event build on each other (the grid sorts, then resets the page)', () => {
    const { result } = renderHook(
      () => {
        const { state: filters, update } = useListUrlState(invoiceListUrl);
        return { filters, update, search: useLocation().search };
      },
      { wrapper: InvoiceListRoute },
    );
    act(() => {
      result.current.update({ sortKey: 'total', sortDir: 'asc' });
      result.current.update({ page: 1 });
    });
    expect(result.current.filters).toMatchObject({
      sortKey: 'total',
      sortDir: 'asc',
      page: 1,
      status: 'LUNAS',
    });
    expect(result.current.search).toBe('?status=LUNAS&sort=total%3Aasc');
  });

  it('a new filter goes back to page 1; turning the page keeps the filters', () => {
    const { result } = renderHook(
      () => {
        const { state: filters, update } = useListUrlState(paymentListUrl);
        return { filters, update, search: useLocation().search };
      },
      { wrapper: PaymentListRoute },
    );
    act(() => result.current.update({ bank: '002' }));
    expect(result.current.search).toBe('?bank=002');
    act(() => result.current.update({ page: 2 }));
    expect(result.current.filters).toMatchObject({ bank: '002', page: 2, tab: 'MENUNGGU' });
  });
});
