import type { InvoiceDetail } from '@contract/billing';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import uiAr from '@/components/ui/locales/ar.json';
import uiEn from '@/components/ui/locales/en.json';
import { Pagination } from '@/components/ui/Pagination';
import { InvoiceDocument } from '@/features/invoices/components/InvoiceDocument';
import invEn from '@/features/invoices/locales/en.json';
import { HowToPay } from '@/features/payments/components/HowToPay';
import payAr from '@/features/payments/locales/ar.json';
import './dom-shims';

// Formatted values inside translated sentences must keep their own left-to-right order: in Arabic
// (the VA's digit groups) and under a mirrored layout with a left-to-right language (pagination).

function i18nFor(lng: 'en' | 'ar') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources: { en: { translation: { ...uiEn, ...invEn } }, ar: { translation: { ...uiAr, ...payAr } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

afterEach(() => {
  document.documentElement.dir = '';
});

describe('bidi isolation of formatted values', () => {
  it('shows the VA in the Arabic how-to-pay steps as a left-to-right island, same groups as the header', () => {
    document.documentElement.dir = 'rtl';
    render(
      <I18nextProvider i18n={i18nFor('ar')}>
        <HowToPay
          bank={undefined}
          bankName="Bank Rakyat Indonesia"
          va="8890800000000066"
          amount={1_500_000}
          channel="ATM"
          onChannelChange={() => {}}
        />
      </I18nextProvider>,
    );
    const step = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('8890'));
    expect(step).toBeDefined();
    const island = step?.querySelector('bdi[dir="ltr"]');
    expect(island?.textContent).toBe('8890 8000 0000 0066');
    // the sentence itself stays right to left
    expect(step?.querySelector('bdi[dir="rtl"]')).not.toBeNull();
  });

  it('keeps an English pagination range left to right under a mirrored (RTL) layout', () => {
    document.documentElement.dir = 'rtl';
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <Pagination page={1} pageCount={4} onPageChange={() => {}} pageSize={10} rowCount={39} />
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation');
    const range = within(nav).getByText('1–10 of 39');
    expect(range.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(nav).getByText('Page 1 of 4').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('isolates the numbers of an Arabic pagination range', () => {
    document.documentElement.dir = 'rtl';
    const { container } = render(
      <I18nextProvider i18n={i18nFor('ar')}>
        <Pagination page={2} pageCount={4} onPageChange={() => {}} pageSize={10} rowCount={39} />
      </I18nextProvider>,
    );
    const islands = [...container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(islands).toEqual(expect.arrayContaining(['11', '20', '39']));
  });

  it('keeps an English NPWP line and bill dates left to right under a mirrored layout', () => {
    document.documentElement.dir = 'rtl';
    const invoice = {
      id: 7,
      nomor: 'INV/2026/11/0007',
      kind: 'TAGIHAN',
      status: 'BELUM_DIBAYAR',
      tanggal: '2026-11-24',
      jatuh_tempo: '2026-12-07',
      paid_at: null,
      penjual: { nama: 'PT Portal Pajak', npwp: '0029482015507000', alamat: null },
      client: { nama: 'Budi', company_name: null, npwp: null, address: null, email: null },
      details: [],
      dpp: 0,
      ppn: 0,
      total: 0,
      catatan: null,
    } as unknown as InvoiceDetail;
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <InvoiceDocument invoice={invoice} />
      </I18nextProvider>,
    );
    const npwp = screen.getByText(/^NPWP:/);
    expect(npwp.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(npwp).toHaveTextContent('NPWP: 0029 4820 1550 7000');
    expect(screen.getByText('24 November 2026').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
