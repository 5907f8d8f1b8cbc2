import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv } from '@/components/ui/csv';

describe('toCsv', () => {
  it('quotes every text cell, keeps numbers bare, and guards against formulas (contract rule)', () => {
    const csv = toCsv(
      [
        { nama: 'PT "Maju", Tbk', total: -5000, note: '=HYPERLINK("x")' },
        { nama: 'Line\nbreak', total: 0, note: null },
      ],
      [
        { header: 'Nama', value: (r) => r.nama },
        { header: 'Total', value: (r) => r.total },
        { header: 'Note', value: (r) => r.note },
      ],
    );
    expect(csv).toBe(
      '"Nama","Total","Note"\r\n"PT ""Maju"", Tbk",-5000,"\'=HYPERLINK(""x"")"\r\n"Line\nbreak",0,\r\n',
    );
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves text with a BOM under the given name through a temporary link', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      saved = b as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('tagihan.csv');
      expect(this.getAttribute('href')).toBe('blob:test');
    });
    await downloadCsv('tagihan', 'a,b\r\n');
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('refuses a failed server response', async () => {
    await expect(downloadCsv('x.csv', new Response('nope', { status: 403 }))).rejects.toThrow('403');
  });
});
