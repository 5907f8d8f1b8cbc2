import type { MailLocale } from '../../lib/mail/locale';

// The service's items' titles in the account's language (the JSON answer and the .ics file; the
// portal shows its own labels from the items' details).

const TEXTS: Record<
  MailLocale,
  { payment: string; reporting: string; bill: string; estimated: string; calendar: string }
> = {
  id: {
    payment: 'Batas setor PPh masa {masa}/{tahun}',
    reporting: 'Batas lapor SPT Masa {masa}/{tahun}',
    bill: 'Jatuh tempo tagihan {nomor}',
    estimated: '(perkiraan)',
    calendar: 'Kalender Pajak',
  },
  en: {
    payment: 'Tax payment due, period {masa}/{tahun}',
    reporting: 'SPT Masa filing due, period {masa}/{tahun}',
    bill: 'Bill {nomor} due',
    estimated: '(estimated)',
    calendar: 'Tax Calendar',
  },
  fr: {
    payment: 'Échéance de paiement, période {masa}/{tahun}',
    reporting: 'Échéance de déclaration SPT Masa, période {masa}/{tahun}',
    bill: 'Échéance de la facture {nomor}',
    estimated: '(estimation)',
    calendar: 'Calendrier fiscal',
  },
  ar: {
    payment: 'موعد دفع الضريبة، الفترة {masa}/{tahun}',
    reporting: 'موعد تقديم إقرار SPT Masa، الفترة {masa}/{tahun}',
    bill: 'استحقاق الفاتورة {nomor}',
    estimated: '(تقديري)',
    calendar: 'التقويم الضريبي',
  },
};

export type TitleKey = keyof (typeof TEXTS)['id'];

export const titleOf = (locale: MailLocale, key: TitleKey, values: Record<string, string | number> = {}) =>
  (TEXTS[locale] ?? TEXTS.id)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
