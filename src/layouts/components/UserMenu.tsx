import { routePath } from '@contract/routes';
import { useSetAtom } from 'jotai';
import { LogOut, Settings, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { LazyMenu } from '@/components/ui/LazyMenu';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { customizerOpenAtom } from '../customizer/state';
import { menuIcons } from '../navigation/icons';
import { menuContentClass, menuContentStyle, menuItemClass } from './menuStyles';

/** 230 px: name and role, a client's Settings (→ /client/pengaturan/), FAQ and Help center, Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  const { direction } = useSettings();
  const openCustomizer = useSetAtom(customizerOpenAtom);
  if (!user) return null;
  return (
    <LazyMenu
      dir={direction}
      trigger={
        <button
          type="button"
          aria-label={`${t('layout.user.menu')}: ${user.nama}`}
          className={cn('rounded-full', focusRing)}
        >
          <Avatar name={user.nama} online />
        </button>
      }
      content={(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('layout.user.menu')}
          className={cn(menuContentClass, 'w-[230px] max-w-[calc(100vw-16px)]')}
          style={menuContentStyle}
        >
          <Menu.Label className="flex items-center gap-3 px-3 py-2">
            <Avatar name={user.nama} online />
            <span className="flex min-w-0 flex-col">
              <span dir="auto" className="truncate text-start text-sm font-semibold">
                {user.nama}
              </span>
              <span className="truncate text-xs text-text-muted">
                {t(`layout.user.roles.${user.role}`, { defaultValue: user.role })}
              </span>
            </span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-divider" />
          {user.role === 'client' && (
            <>
              <Menu.Item className={menuItemClass} onSelect={() => navigate(`${routePath('settings')}/`)}>
                <Settings aria-hidden="true" className="size-4" />
                {t('layout.user.settings')}
              </Menu.Item>
              {(['clientFaq', 'clientHelpCenter'] as const).map((name) => {
                // the menu's own icons, loaded with the menu (the client menu shows them too)
                const Icon = menuIcons[name === 'clientFaq' ? 'circle-help' : 'book-open'];
                return (
                  <Menu.Item key={name} className={menuItemClass} onSelect={() => navigate(routePath(name))}>
                    <Icon aria-hidden="true" className="size-4" />
                    {t(name === 'clientFaq' ? 'nav.faq' : 'nav.helpCenter')}
                  </Menu.Item>
                );
              })}
              <Menu.Separator className="my-1 h-px bg-divider" />
            </>
          )}
          {/* Below lg the customizer has no floating button (it would cover the content). */}
          <Menu.Item className={cn(menuItemClass, 'lg:hidden')} onSelect={() => openCustomizer(true)}>
            <Sun aria-hidden="true" className="size-4" />
            {t('layout.customizer.title')}
          </Menu.Item>
          <Menu.Item className={menuItemClass} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('layout.user.logout')}
          </Menu.Item>
        </Menu.Content>
      )}
    />
  );
}
