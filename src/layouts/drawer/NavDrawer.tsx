import { X } from 'lucide-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { useEverTrue } from '@/lib/ever-true';
import { NAV_WIDTH, useSettings } from '@/lib/settings';
import { Logo } from '../components/Logo';
import type { NavEntry } from '../navigation/types';
import { VerticalNavItems } from '../vertical/NavItems';
import { useOpenGroups } from '../vertical/useOpenGroups';
import { trapTab } from './focus';
import { NAV_DRAWER_ID } from './ids';
import { useEdgeSwipe } from './useEdgeSwipe';

interface Props {
  entries: NavEntry[];
  homePath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu below lg: a temporary drawer from the start edge (the right in RTL). Opens by the
 * menu button or a swipe from the edge, closes on navigation, Escape, the backdrop or a swipe back.
 */
export function NavDrawer({ entries, homePath, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { direction, verticalNavToggleType } = useSettings();
  const [openGroups, toggleGroup] = useOpenGroups(entries, pathname, verticalNavToggleType);
  const [drag, setDrag] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEdgeSwipe({
    enabled: true,
    open,
    width: NAV_WIDTH,
    dir: direction,
    onDrag: setDrag,
    onSettle: onOpenChange,
  });

  // Choosing a page (or any other navigation) closes the drawer.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);

  // Focus moves into the open drawer and back to where it was when it closes.
  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    closeRef.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onOpenChange(false);
      } else if (panelRef.current) trapTab(e, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const target = returnFocus.current;
      if (target?.isConnected && target !== document.body) target.focus({ preventScroll: true });
    };
  }, [open, onOpenChange]);

  const visible = drag ?? (open ? 1 : 0);
  const shown = open || drag !== null;
  // The menu's entries render once the drawer is first shown (opened or dragged), then stay.
  // Closed, the drawer is hidden, and on a phone its links were a quarter of every page load's
  // first render, commit and style work, for nothing (Lighthouse's total blocking time counted it).
  const used = useEverTrue(shown);
  const sign = direction === 'rtl' ? 1 : -1;
  const panelStyle: CSSProperties = {
    width: NAV_WIDTH,
    transform: `translateX(${sign * (1 - visible) * NAV_WIDTH}px)`,
    // Visible at once when opening (so focus can move in), hidden only after the slide-out.
    transition:
      drag !== null
        ? 'none'
        : `transform 225ms cubic-bezier(0, 0, 0.2, 1), visibility 0s linear ${open ? '0s' : '225ms'}`,
    visibility: shown ? 'visible' : 'hidden',
    borderInlineEnd: 'var(--nav-border)',
  };

  return (
    <div className={cn('fixed inset-0 z-drawer', !shown && 'pointer-events-none')} data-open={open}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-backdrop"
        style={{ opacity: visible, transition: drag === null ? 'opacity 225ms' : 'none' }}
        onClick={() => onOpenChange(false)}
      />
      <div
        ref={panelRef}
        id={NAV_DRAWER_ID}
        data-nav-surface
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-label={t('layout.navigation.label')}
        className="absolute inset-y-0 start-0 flex flex-col bg-nav text-nav-text shadow-menu"
        style={panelStyle}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 ps-5 pe-3">
          <Link
            to={homePath}
            aria-label={t('layout.navigation.home')}
            className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <Logo />
          </Link>
          <button
            ref={closeRef}
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label={t('layout.navigation.close')}
            className="rounded-full p-1.5 text-text-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={t('layout.navigation.label')} className="min-h-0 flex-1 overflow-y-auto">
          {used && (
            <VerticalNavItems
              entries={entries}
              iconsOnly={false}
              openGroups={openGroups}
              onToggleGroup={toggleGroup}
              onNavigate={() => onOpenChange(false)}
            />
          )}
        </nav>
      </div>
    </div>
  );
}
