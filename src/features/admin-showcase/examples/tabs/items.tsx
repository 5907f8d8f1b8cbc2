import {
  Bell,
  CreditCard,
  FileText,
  type LucideIcon,
  ReceiptText,
  Settings,
  User,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TabItem } from '@/components/ui/Tabs';

const TOPICS: { key: string; icon: LucideIcon }[] = [
  { key: 'bills', icon: FileText },
  { key: 'payments', icon: CreditCard },
  { key: 'slips', icon: ReceiptText },
  { key: 'wallet', icon: Wallet },
  { key: 'profile', icon: User },
  { key: 'notifications', icon: Bell },
  { key: 'settings', icon: Settings },
];

/** The first `count` sample tabs (the service's sections), with icons when asked; one disabled when asked. */
export function useSampleTabs(
  count = 3,
  { icons = false, iconOnly = false, disabled = false } = {},
): TabItem[] {
  const { t } = useTranslation();
  return TOPICS.slice(0, count).map(({ key, icon: Icon }, i) => {
    const name = t(`showcaseMore.tabs.topics.${key}`);
    return {
      key,
      label: iconOnly ? (
        <>
          <Icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{name}</span>
        </>
      ) : icons ? (
        <>
          <Icon aria-hidden="true" className="size-5" />
          {name}
        </>
      ) : (
        name
      ),
      disabled: disabled && i === count - 1,
      panel: <p className="text-sm text-text-muted">{t('showcaseMore.tabs.panel', { name })}</p>,
    };
  });
}
