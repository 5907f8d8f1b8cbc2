import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { cn } from '@/lib/cn';
import { useSettings } from '@/lib/settings';
import { NAV_DRAWER_ID } from '../drawer/ids';
import { LanguageMenu } from './LanguageMenu';
import { ModeToggle } from './ModeToggle';
import { NotificationsMenu } from './NotificationsMenu';
import { SearchTrigger } from './SearchTrigger';
import { UserMenu } from './UserMenu';
import { useScrolledPast } from './useScrolledPast';

interface Props {
  /** show the menu button (the navigation is a drawer) */
  onMenuClick?: () => void;
  menuOpen?: boolean;
  /** content at the start (the logo in the horizontal layout) */
  start?: ReactNode;
  /** inside the horizontal layout's header, which handles position itself */
  embedded?: boolean;
}

/** Top bar: menu button, search, language, light/dark, notifications, user menu. */
export function AppBar({ onMenuClick, menuOpen = false, start, embedded = false }: Props) {
  const { t } = useTranslation();
  const { appBar, appBarBlur, direction } = useSettings();
  // the fixed bar gets its blurred backdrop once the page has scrolled at all
  const scrolled = useScrolledPast(0);
  const fixed = appBar === 'fixed' && !embedded;
  return (
    <header
      className={cn(
        'z-appbar w-full transition-[background-color,box-shadow]',
        fixed && 'sticky top-0',
        fixed &&
          scrolled &&
          (appBarBlur ? 'bg-appbar-blur shadow-paper backdrop-blur-md' : 'bg-paper shadow-paper'),
      )}
    >
      <div className="mx-auto flex h-16 max-w-[var(--content-max-width)] items-center gap-1 px-4 sm:px-6">
        {onMenuClick && (
          <IconButton
            aria-label={t('layout.navigation.open')}
            aria-expanded={menuOpen}
            aria-controls={NAV_DRAWER_ID}
            onClick={onMenuClick}
            className="-ms-2"
          >
            <Menu aria-hidden="true" className="size-6" />
          </IconButton>
        )}
        {start}
        <SearchTrigger compact={Boolean(start)} />
        <div className="ms-auto flex items-center gap-1">
          <LanguageMenu />
          <ModeToggle />
          <NotificationsMenu dir={direction} />
          <span className="ms-1.5 flex">
            <UserMenu />
          </span>
        </div>
      </div>
    </header>
  );
}
