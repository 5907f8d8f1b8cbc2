import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '@/components/ui/LazyMenu';
import { Spinner } from '@/components/ui/Spinner';
import { focusRing } from '@/components/ui/tone';
import { useNotificationActions, useUnreadCount } from '@/features/notifications/state';
import { cn } from '@/lib/cn';
import { inNextTask } from '@/lib/next-task';
import { menuContentStyle } from './menuStyles';

const NotificationsPanel = lazy(() => import('@/features/notifications/NotificationsPanel'));

/** The app bar's bell: unread count badge; the 380 px panel (and its menu code) loads on first open. */
export function NotificationsMenu({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  // the count alone: the list's loading (started below) does not draw the bell again
  const unread = useUnreadCount();
  const { load } = useNotificationActions();

  // asked for in a task of its own, not in the one that runs the whole first commit's effects
  useEffect(() => inNextTask(() => void load()), [load]);

  return (
    <LazyMenu
      dir={dir}
      onOpenChange={(open) => {
        if (open) void load();
      }}
      trigger={
        <button
          type="button"
          aria-label={unread > 0 ? t('notifications.triggerUnread', { n: unread }) : t('notifications.title')}
          className={cn(
            'relative inline-flex size-[38px] items-center justify-center rounded-full text-text hover:bg-hover',
            focusRing,
          )}
        >
          <Bell aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-[color-mix(in_srgb,var(--c-error)_78%,black)] px-1 text-[11px] leading-none font-medium text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      }
      content={(Menu) => (
        // Not portalled: the panel stays inside the app bar's banner landmark.
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="z-modal flex max-h-[var(--radix-dropdown-menu-content-available-height)] w-notifications max-w-[calc(100vw-16px)] flex-col overflow-hidden rounded-md bg-paper text-text shadow-menu"
          style={menuContentStyle}
        >
          <Suspense
            fallback={
              <div className="flex justify-center p-6">
                <Spinner />
              </div>
            }
          >
            <NotificationsPanel />
          </Suspense>
        </Menu.Content>
      )}
    />
  );
}
