import { CircleDot, Circle as CircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { NAV_COLLAPSED_WIDTH, NAV_WIDTH, useSettings, useUpdateSettings } from '@/lib/settings';
import { Logo } from '../components/Logo';
import type { NavEntry } from '../navigation/types';
import { VerticalNavItems } from './NavItems';
import { useOpenGroups } from './useOpenGroups';

/**
 * The permanent vertical menu (lg and up): 260 px, or 68 px icons-only when collapsed, which
 * widens over the content while hovered or focused. A spacer keeps the content beside it.
 */
export function VerticalNav({ entries, homePath }: { entries: NavEntry[]; homePath: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const settings = useSettings();
  const updateSettings = useUpdateSettings();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [openGroups, toggleGroup] = useOpenGroups(entries, pathname, settings.verticalNavToggleType);
  const collapsed = settings.navCollapsed;
  const expanded = !collapsed || hovered || focused;
  const width = expanded ? NAV_WIDTH : NAV_COLLAPSED_WIDTH;

  return (
    <>
      <div
        aria-hidden="true"
        className="shrink-0 transition-[width] duration-200"
        style={{ width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH }}
      />
      <aside
        data-nav-surface
        data-collapsed={collapsed}
        data-expanded={expanded}
        className={cn(
          'fixed inset-y-0 start-0 z-drawer flex flex-col overflow-hidden bg-nav text-nav-text transition-[width,box-shadow] duration-200',
          collapsed && expanded && 'shadow-menu',
        )}
        style={{ width, borderInlineEnd: 'var(--nav-border)' }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(e) => {
          // Keyboard focus widens the collapsed menu; a mouse click on its toggle must not.
          if (e.target.matches(':focus-visible')) setFocused(true);
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 ps-[18px] pe-3.5">
          <Link
            to={homePath}
            aria-label={t('layout.navigation.home')}
            className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <Logo iconOnly={!expanded} />
          </Link>
          {expanded && (
            <button
              type="button"
              onClick={() => updateSettings({ navCollapsed: !collapsed })}
              aria-label={t(collapsed ? 'layout.navigation.expand' : 'layout.navigation.collapse')}
              className="rounded-full p-1 text-text-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary"
            >
              {collapsed ? (
                <CircleIcon aria-hidden="true" className="size-5" />
              ) : (
                <CircleDot aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
        </div>
        <nav
          aria-label={t('layout.navigation.label')}
          className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto"
        >
          <VerticalNavItems
            entries={entries}
            iconsOnly={!expanded}
            openGroups={openGroups}
            onToggleGroup={toggleGroup}
          />
        </nav>
      </aside>
    </>
  );
}
