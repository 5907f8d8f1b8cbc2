import type { InvoiceDetail, Transaksi } from '@contract/billing';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import uiAr from '@/components/ui/locales/ar.json';
import { RecentPayments } from '@/features/dashboard/components/RecentPayments';
import dashAr from '@/features/dashboard/locales/ar.json';
import { InvoiceDocument } from '@/features/invoices/components/InvoiceDocument';
import invAr from '@/features/invoices/locales/ar.json';
import './dom-shims';

// Arabic dashboard and bill texts: a date stays whole next to a Latin bank name, the VAT rate keeps
// its parentheses, an NPWP keeps the order of its digit groups.

function arabic() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'ar',
    resources: { ar: { translation: { ...uiAr, ...dashAr, ...invAr } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (ui: React.ReactElement) =>
    render(
      <I18nextProvider i18n={instance}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>,
    );
}

describe('Arabic dashboard and bill texts', () => {
  it('isolates the payment date from the bank name in recent payments', () => {
    const payment = {
      id: 1,
      invoice_id: 7,
      nomor_invoice: 'INV/2026/11/0007',
      bank: 'Dompet Portal Pajak',
      paid_at: '2026-11-23T07:30:00Z',
      amount: 1_110_000,
    } as Transaksi;
    arabic()(<RecentPayments payments={[payment]} />);
    const line = screen.getByText(/Dompet Portal Pajak/);
    const date = line.querySelector('bdi[dir="rtl"]');
    expect(date?.textContent).toMatch(/^23 نوفمبر 2026/);
  });

  it('keeps the VAT rate and the NPWP as left-to-right islands on the bill', () => {
    const invoice = {
      id: 7,
      nomor: 'INV/2026/11/0007',
      kind: 'SERVICE',
      status: 'BELUM_DIBAYAR',
      tanggal: '2026-11-23',
      jatuh_tempo: '2026-12-07',
      paid_at: null,
      penjual: { nama: 'PT Portal Pajak', npwp: '0012345678901234', alamat: 'Jakarta' },
      client: { nama: 'Budi', company_name: null, npwp: '0029482015507000', address: null, email: null },
      details: [],
      dpp: 1_000_000,
      ppn: 110_000,
      total: 1_110_000,
      catatan: null,
    } as unknown as InvoiceDetail;
    arabic()(<InvoiceDocument invoice={invoice} />);
    const totals = screen.getByTestId('invoice-totals');
    const rate = totals.querySelector('dt bdi[dir="ltr"]');
    // PMK 131/2024: the 12 % rate on a DPP nilai lain of 11/12 (still 11 % of the price)
    expect(rate?.textContent).toBe('PPN 12%');
    expect(rate?.parentElement?.textContent).toBe('ضريبة القيمة المضافة (PPN 12%)');
    const npwp = screen.getByTestId('invoice-seller').querySelector('bdi[dir="ltr"]');
    expect(npwp?.textContent).toBe('0012 3456 7890 1234');
  });
});
