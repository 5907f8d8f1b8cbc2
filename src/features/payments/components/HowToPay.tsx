import type { BankInfo, PayChannel } from '@contract/billing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InLanguage, isolateValues, useLanguageDirection } from '@/components/ui/Bidi';
import { Tabs } from '@/components/ui/Tabs';
import { formatRupiah } from '@/lib/format';
import { groupVaNumber } from '../utils/va';

const CHANNELS: PayChannel[] = ['ATM', 'MOBILE', 'INTERNET', 'TELLER', 'OTHER_BANK'];
const MAX_GENERIC_STEPS = 5;

interface Props {
  bank: BankInfo | undefined;
  bankName: string;
  va: string;
  amount: number;
  channel: PayChannel;
  onChannelChange: (channel: PayChannel) => void;
}

/** Server steps carry {va}, {bank_code} and {amount}. */
function fill(step: string, values: Record<string, string>): string {
  return step.replace(/\{(va|bank_code|amount)\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * How to pay, one tab a channel. The server writes bank-specific steps in Indonesian and English;
 * in French and Arabic the portal's own translated steps (the same flow, named generically) are shown.
 */
export function HowToPay({ bank, bankName, va, amount, channel, onChannelChange }: Props) {
  const { t, i18n } = useTranslation();
  const dir = useLanguageDirection();
  const lng = i18n.language?.slice(0, 2);
  const serverLang = lng === 'id' || lng === 'en' ? lng : null;
  const values = { va: groupVaNumber(va), bank_code: bank?.code ?? '', amount: formatRupiah(amount) };
  const product = bank?.va_product ?? t('payments.va.product');

  // The VA, bank code and amount are left-to-right islands: in Arabic the VA's digit groups must
  // read in the same order as the VA header above.
  const stepsFor = (ch: PayChannel): { key: string; text: ReactNode }[] => {
    const fromServer = bank?.instructions.find((i) => i.channel === ch);
    if (serverLang && fromServer)
      return fromServer.steps[serverLang].map((s) => ({
        key: s,
        text: isolateValues((p) => fill(s, p), values, dir),
      }));
    const ltr = { va: values.va, code: values.bank_code, amount: values.amount };
    const steps: { key: string; text: ReactNode }[] = [];
    for (let n = 1; n <= MAX_GENERIC_STEPS; n++) {
      const key = `payments.howTo.steps.${ch}.s${n}`;
      if (!i18n.exists(key)) break;
      steps.push({ key, text: isolateValues((p) => t(key, { bank: bankName, product, ...p }), ltr, dir) });
    }
    return steps;
  };

  const tabLabel = (ch: PayChannel) => {
    const fromServer = bank?.instructions.find((i) => i.channel === ch);
    return serverLang && fromServer ? fromServer.title[serverLang] : t(`payments.howTo.channels.${ch}`);
  };

  const available = CHANNELS.filter(
    (ch) => !bank || bank.instructions.length === 0 || bank.instructions.some((i) => i.channel === ch),
  );
  const selected = Math.max(0, available.indexOf(channel));

  return (
    <section aria-labelledby="how-to-pay-title">
      <h3 id="how-to-pay-title" className="text-base font-medium text-text">
        {t('payments.howTo.title')}
      </h3>
      <Tabs
        label={t('payments.howTo.title')}
        selectedIndex={selected}
        onChange={(i) => onChannelChange(available[i])}
        panelClassName="pt-3"
        items={available.map((ch) => ({
          key: ch,
          label: tabLabel(ch),
          panel: (
            <ol className="list-decimal space-y-1.5 ps-5 text-sm text-text">
              {stepsFor(ch).map((step) => (
                <li key={step.key}>
                  <InLanguage>{step.text}</InLanguage>
                </li>
              ))}
            </ol>
          ),
        }))}
      />
    </section>
  );
}
