import * as Menu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useNotifications } from './state';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

/** The app bar's bell: unread count badge; the 380 px panel loads on first open. */
export function NotificationsMenu({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const { unread, load } = useNotifications();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Menu.Root
      dir={dir}
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      <Menu.Trigger
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
            className="absolute -top-0.5 -end-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-[color-mix(in_srgb,var(--c-error)_78%,black)] px-1 text-[11px] leading-none font-medium text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Menu.Trigger>
      {/* Not portalled: the panel stays inside the app bar's banner landmark. */}
      <Menu.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        aria-label={t('notifications.title')}
        className="z-modal flex max-h-[var(--radix-dropdown-menu-content-available-height)] w-notifications max-w-[calc(100vw-16px)] flex-col overflow-hidden rounded-md bg-paper text-text shadow-menu"
        style={{ border: 'var(--border-paper)' }}
      >
        <Suspense
          fallback={
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          }
        >
          <NotificationsPanel onClose={() => setOpen(false)} />
        </Suspense>
      </Menu.Content>
    </Menu.Root>
  );
}
