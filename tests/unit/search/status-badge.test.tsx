import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ebupotAr from '@/features/ebupot/locales/ar.json';
import ebupotEn from '@/features/ebupot/locales/en.json';
import invoicesEn from '@/features/invoices/locales/en.json';
import paymentsEn from '@/features/payments/locales/en.json';
import { SearchStatusBadge } from '@/features/search/SearchStatusBadge';

// Ctrl+/ results show each record's state in the list's own words, translated.

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: { ...ebupotEn, ...invoicesEn, ...paymentsEn } },
    ar: { translation: ebupotAr },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const show = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('SearchStatusBadge', () => {
  it("says a corrected slip's state and revision as the list does", () => {
    show(<SearchStatusBadge status={{ of: 'slip', code: 'replaced', revision: 1 }} />);
    expect(screen.getByText('Replaced · C1')).toHaveAttribute('data-status', 'replaced');
  });

  it('uses the bill and payment wordings, which differ for the same code', () => {
    show(
      <>
        <SearchStatusBadge status={{ of: 'invoice', code: 'MENUNGGU' }} />
        <SearchStatusBadge status={{ of: 'payment', code: 'MENUNGGU' }} />
        <SearchStatusBadge status={{ of: 'payment', code: 'DIBATALKAN' }} />
      </>,
    );
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('translates into Arabic', async () => {
    await i18n.changeLanguage('ar');
    show(<SearchStatusBadge status={{ of: 'slip', code: 'cancelled', revision: 0 }} />);
    expect(screen.getByText(ebupotAr.ebupot.status.cancelled)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
