import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, filenameFromDisposition } from '@/features/payments/api/download';
import { ApiError } from '@/lib/api';

describe('filenameFromDisposition', () => {
  it('reads plain and RFC 5987 file names', () => {
    expect(filenameFromDisposition('attachment; filename="tagihan-20260101.csv"')).toBe(
      'tagihan-20260101.csv',
    );
    expect(filenameFromDisposition("attachment; filename*=UTF-8''pembayaran%2001.csv")).toBe(
      'pembayaran 01.csv',
    );
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the API key and the bearer token, then saves under the server name', async () => {
    localStorage.setItem('accessToken', 'tok-123');
    const fetchMock = vi.fn(
      async () =>
        new Response('nomor,total\r\nINV/1,100\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="tagihan-x.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    await downloadCsv('/invoice/export.csv', { status: 'LUNAS', q: 'abc' }, 'fallback.csv');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/invoice/export.csv?status=LUNAS&q=abc');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('portal-pajak-dev-key');
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(clicked).toEqual(['tagihan-x.csv']);
    click.mockRestore();
  });

  it('rejects with the server error instead of saving an error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'status must be one of …', code: 'validation' }), {
            status: 400,
          }),
      ),
    );
    const err = await downloadCsv('/invoice/export.csv', {}, 'x.csv').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('validation');
  });
});
