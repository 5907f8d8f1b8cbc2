import type { NotificationItem } from '@contract/shell';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateValues, useLanguageDirection } from '@/components/ui/Bidi';
import { formatRupiah } from '@/lib/format';

// A notification is stored as a type and its parameters; its words come from the reader's
// language. The Indonesian text stored with it is shown only for a type the portal cannot word.

const TEXT_KEYS: Record<string, string> = {
  welcome: 'welcome',
  'welcome.admin': 'welcomeAdmin',
  'invoice.available': 'invoiceAvailable',
  'invoice.new': 'invoiceNew',
  'invoice.paid': 'invoicePaid',
  'va.expired': 'vaExpired',
  'ebupot.reminder': 'ebupotReminder',
  'payment.reminder': 'paymentReminder',
  'reminder.va': 'reminderVa',
  'reminder.bill': 'reminderBill',
  'reminder.masa': 'reminderMasa',
  'message.new': 'messageNew',
};

function textKey(item: NotificationItem): string | undefined {
  if (item.type === 'invoice.paid' && item.params?.kind === 'TOPUP') return 'walletTopup';
  return TEXT_KEYS[item.type];
}

export interface NotificationText {
  title: ReactNode;
  body: ReactNode;
  /** set when the text is the stored Indonesian one, not the reader's language */
  lang?: 'id';
}

/** The title and body of a notification in the interface language. */
export function useNotificationText(): (item: NotificationItem) => NotificationText {
  const { t } = useTranslation();
  const dir = useLanguageDirection();
  return (item) => {
    const key = textKey(item);
    if (!key) return { title: item.title, body: item.body, lang: 'id' };
    const params = item.params ?? {};
    // the bill number and the amount are left-to-right islands in an Arabic sentence
    const values = {
      nomor: String(params.nomor ?? ''),
      amount: typeof params.amount === 'number' ? formatRupiah(params.amount) : '',
      subject: String(params.subject ?? ''),
      period: String(params.period ?? ''),
      date: String(params.date ?? ''),
    };
    const text = (part: 'title' | 'body') =>
      isolateValues((p) => t(`notifications.types.${key}.${part}`, p), values, dir);
    return { title: text('title'), body: text('body') };
  };
}
