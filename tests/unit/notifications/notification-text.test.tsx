import type { NotificationItem } from '@contract/shell';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ar from '@/features/notifications/locales/ar.json';
import en from '@/features/notifications/locales/en.json';
import fr from '@/features/notifications/locales/fr.json';
import { useNotificationText } from '@/features/notifications/notificationText';

// Notifications are stored in Indonesian with a type and parameters; the reader sees them in the
// interface language.

const note = (type: string, params: NotificationItem['params'], title: string): NotificationItem => ({
  id: 1,
  type,
  params,
  title,
  body: 'Pembayaran Rp 1.110.000 telah diterima.',
  url: null,
  read: false,
  createdAt: '2026-11-23T07:00:00Z',
});

function Texts({ items }: { items: NotificationItem[] }) {
  const textOf = useNotificationText();
  return (
    <ul>
      {items.map((item) => {
        const text = textOf(item);
        return (
          <li key={item.type} lang={text.lang} data-testid={item.type}>
            <span>{text.title}</span> <span>{text.body}</span>
          </li>
        );
      })}
    </ul>
  );
}

function renderIn(lng: 'en' | 'fr' | 'ar', items: NotificationItem[]) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: en }, fr: { translation: fr }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <Texts items={items} />
    </I18nextProvider>,
  );
}

const paid = note(
  'invoice.paid',
  { nomor: 'INV/2026/11/0007', amount: 1_110_000, kind: 'TAGIHAN' },
  'Tagihan INV/2026/11/0007 lunas',
);
const topup = note(
  'invoice.paid',
  { nomor: 'TOP/2026/11/0002', amount: 500_000, kind: 'TOPUP' },
  'Isi saldo TOP/2026/11/0002 berhasil',
);

describe('notification text', () => {
  it('words a paid bill in English and French, not in the stored Indonesian', () => {
    renderIn('en', [paid]);
    expect(screen.getByTestId('invoice.paid')).toHaveTextContent(
      /^Bill INV\/2026\/11\/0007 paid Payment of Rp\s1\.110\.000 has been received\.$/,
    );
    expect(screen.getByTestId('invoice.paid')).not.toHaveAttribute('lang');
    renderIn('fr', [{ ...topup, type: 'invoice.paid' }]);
    expect(screen.getByText('Rechargement TOP/2026/11/0002 effectué')).toBeInTheDocument();
  });

  it('words it in Arabic with the bill number and the amount as left-to-right islands', () => {
    renderIn('ar', [paid]);
    const item = screen.getByTestId('invoice.paid');
    expect(item).toHaveTextContent('تم سداد الفاتورة INV/2026/11/0007');
    const islands = [...item.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(islands).toEqual(['INV/2026/11/0007', 'Rp\u00a01.110.000']);
  });

  it('keeps the stored Indonesian text for an unknown type, marked as Indonesian', () => {
    renderIn('en', [note('tax.unknown', {}, 'Sesuatu terjadi')]);
    const item = screen.getByTestId('tax.unknown');
    expect(item).toHaveTextContent('Sesuatu terjadi');
    expect(item).toHaveAttribute('lang', 'id');
  });
});
