import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { useListAnswer, useServerList } from '@/components/list-page/useServerList';
import { invoiceListOptions, useInvoices } from '@/features/invoices/api/invoices';
import { prefetch } from '@/features/invoices/pages/InvoiceListPage';
import { invoiceListUrl, invoiceQuery } from '@/features/invoices/utils/filters';

// A cold load asks for a list page's rows while the page still renders (src/app/prefetch-page.ts):
// the page's own query must then find that answer under the same key, not ask a second time.

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const ANSWER = { invoices: [], total: 0, params: {}, allData: { total: 0 } };

describe('a list page prefetch', () => {
  it('asks for the rows the address names, once: the page then reads that answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    // the portal's own client: its staleTime decides whether the page asks again
    const client = queryClient;
    const search = '?page=2&status=LUNAS&sort=total%3Aasc';

    prefetch(client, new URLSearchParams(search));
    expect(fetch).toHaveBeenCalledTimes(1);
    const asked = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      page: '2',
      status: 'LUNAS',
      sort: 'total:asc',
    });
    const key = invoiceListOptions(invoiceQuery(invoiceListUrl.read(new URLSearchParams(search)))).queryKey;
    await waitFor(() => expect(client.getQueryData(key)).toEqual(ANSWER));

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/client/invoice/list${search}`]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => useListAnswer(useServerList(invoiceListUrl, invoiceQuery, useInvoices)),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(ANSWER));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
