import type { Transaksi } from '@contract/billing';
import type { BupotAuditEntry } from '@contract/ebupot';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import uiEn from '@/components/ui/locales/en.json';
import { AuditTrail } from '@/features/ebupot/components/AuditTrail';
import ebupotEn from '@/features/ebupot/locales/en.json';
import { PendingTopups } from '@/features/payments/components/PendingTopups';
import payEn from '@/features/payments/locales/en.json';
import { formatDateTime, formatRupiah } from '@/lib/format';
import './dom-shims';
import { i18nWith } from './i18n';

// Under the customizer's mirrored layout with English, a date or amount left as plain text takes
// the page's right-to-left order ("Nov 2026 24"): the wallet and E-Bupot views isolate them.

const english = () => i18nWith('en', { ...uiEn, ...payEn, ...ebupotEn });

const EXPIRES = '2026-11-24T10:30:00Z';

afterEach(() => {
  document.documentElement.dir = '';
});

describe('bidi isolation in the wallet and E-Bupot views', () => {
  it('keeps a pending top-up amount and its expiry date left to right under an RTL layout', () => {
    document.documentElement.dir = 'rtl';
    const topup = {
      id: 7,
      amount: 250_000,
      bank: 'BRI',
      va_number: '8890800000000066',
      expires_at: EXPIRES,
      nomor_invoice: 'TOPUP-1',
    } as Transaksi;
    render(
      <I18nextProvider i18n={english()}>
        <PendingTopups topups={[topup]} />
      </I18nextProvider>,
    );
    const card = screen.getByTestId('pending-topups');
    const islands = [...card.querySelectorAll('bdi')];
    const amount = islands.find((b) => b.textContent === formatRupiah(250_000));
    expect(amount?.getAttribute('dir')).toBe('ltr');
    const expiry = islands.find((b) => b.textContent === `Expires ${formatDateTime(EXPIRES, 'en')}`);
    expect(expiry?.getAttribute('dir')).toBe('ltr');
  });

  it('keeps the date of an audit entry left to right under an RTL layout', () => {
    document.documentElement.dir = 'rtl';
    const entry: BupotAuditEntry = {
      id: 1,
      action: 'create',
      at: EXPIRES,
      actor: { id: 2, nama: 'Rina' },
      changes: {},
      note: null,
    };
    render(
      <I18nextProvider i18n={english()}>
        <AuditTrail entries={[entry]} />
      </I18nextProvider>,
    );
    const line = [...screen.getByTestId('bupot-audit').querySelectorAll('bdi')].find(
      (b) => b.textContent === `Rina · ${formatDateTime(EXPIRES, 'en')}`,
    );
    expect(line?.getAttribute('dir')).toBe('ltr');
  });
});
