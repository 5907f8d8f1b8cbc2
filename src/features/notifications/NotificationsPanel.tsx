import type { NotificationItem } from '@contract/shell';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  Bell,
  BellOff,
  CreditCard,
  FileText,
  type LucideIcon,
  Mail,
  ReceiptText,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { useNotificationText } from './notificationText';
import { relativeTime } from './relativeTime';
import { useNotifications } from './state';

// The icon of a notification follows its type's domain ('invoice.paid' → invoice).
const ICONS: Record<string, LucideIcon> = {
  invoice: FileText,
  payment: CreditCard,
  va: CreditCard,
  wallet: Wallet,
  ebupot: ReceiptText,
  message: Mail,
};
const iconOf = (type: string) => ICONS[type.split('.')[0]] ?? Bell;

/** The notifications list (loaded with the first open of the bell's menu). */
export default function NotificationsPanel() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const textOf = useNotificationText();
  const { items, unread, status, readAll, readOne, load } = useNotifications();

  const choose = (item: NotificationItem) => {
    if (!item.read) void readOne(item.id).catch(() => undefined);
    if (item.url) navigate(item.url);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <Menu.Label className="text-base font-medium">{t('notifications.title')}</Menu.Label>
        {unread > 0 && (
          <Badge size="sm" color="primary">
            {t('notifications.newCount', { n: unread })}
          </Badge>
        )}
      </div>
      <Menu.Separator className="h-px bg-divider" />
      {/* The list scrolls, so it takes focus (axe: scrollable-region-focusable); a menu may hold groups. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is not allowed inside role="menu" */}
      <div
        role="group"
        aria-label={t('notifications.title')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className="max-h-[22rem] min-h-0 flex-1 overflow-y-auto outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary"
      >
        {status === 'error' && items.length === 0 && (
          <div className="flex flex-col items-center gap-3 px-4 py-6 text-center text-sm text-text-muted">
            <p role="alert">{t('notifications.loadFailed')}</p>
            <Button size="sm" variant="outlined" onClick={() => void load()}>
              {t('notifications.retry')}
            </Button>
          </div>
        )}
        {status === 'ready' && items.length === 0 && (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-sm text-text-muted">
            <BellOff aria-hidden="true" className="size-6" />
            {t('notifications.empty')}
          </div>
        )}
        {items.map((item) => {
          const Icon = iconOf(item.params?.kind === 'TOPUP' ? 'wallet' : item.type);
          const text = textOf(item);
          return (
            <Menu.Item
              key={item.id}
              onSelect={() => choose(item)}
              className="flex cursor-pointer gap-3 border-b border-divider px-4 py-3 outline-none last:border-b-0 data-highlighted:bg-hover"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/12 text-sm font-medium text-text"
              >
                <Icon className="size-[18px]" strokeWidth={1.75} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span
                  dir="auto"
                  lang={text.lang}
                  className={cn(
                    'truncate text-start text-sm',
                    item.read ? 'text-text' : 'font-semibold text-text',
                  )}
                >
                  {text.title}
                </span>
                {text.body && (
                  <span
                    dir="auto"
                    lang={text.lang}
                    className="line-clamp-2 text-start text-[13px] text-text-muted"
                  >
                    {text.body}
                  </span>
                )}
                <span className="mt-0.5 text-xs text-text-muted">
                  {relativeTime(item.createdAt, i18n.resolvedLanguage ?? 'en')}
                </span>
              </span>
              {!item.read && (
                <>
                  <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
                  <span className="sr-only">{t('notifications.unread')}</span>
                </>
              )}
            </Menu.Item>
          );
        })}
      </div>
      <Menu.Separator className="h-px bg-divider" />
      <div className="p-3">
        <Menu.Item
          disabled={unread === 0}
          onSelect={(e) => {
            e.preventDefault();
            void readAll().catch(() => undefined);
          }}
          className={cn(
            'flex h-[38px] w-full cursor-pointer items-center justify-center rounded text-sm font-medium outline-none',
            'bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] text-white data-highlighted:bg-[color-mix(in_srgb,var(--c-primary)_72%,black)]',
            'data-highlighted:outline-2 data-highlighted:outline-offset-2 data-highlighted:outline-primary',
            'data-disabled:cursor-default data-disabled:opacity-50',
          )}
        >
          {t('notifications.readAll')}
        </Menu.Item>
      </div>
    </>
  );
}
