import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronRight, Circle } from 'lucide-react';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { solidTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useSettings } from '@/lib/settings';
import { groupContainsPath, isPathActive } from '../navigation/match';
import { isGroup, isSectionTitle, type NavEntry, type NavGroup, type NavLink } from '../navigation/types';
import { horizontalEntries } from './groupSections';

const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary';
const itemClass =
  'flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-3 text-[15px] outline-none select-none ' +
  'data-highlighted:bg-hover data-disabled:cursor-not-allowed data-disabled:text-text-disabled';
const contentClass = 'z-modal w-popper rounded-md bg-paper p-2 text-text shadow-menu';
const contentStyle = { border: 'var(--border-paper)' };

function EntryIcon({ entry }: { entry: NavLink | NavGroup }) {
  const Icon = entry.icon;
  return Icon ? (
    <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.75} />
  ) : (
    <Circle aria-hidden="true" className="size-2.5 shrink-0" />
  );
}

function MenuLink({ entry }: { entry: NavLink }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = !entry.externalLink && isPathActive(entry.path, pathname);
  const inner = (
    <>
      <EntryIcon entry={entry} />
      <span className="min-w-0 flex-1 truncate">{t(entry.title)}</span>
      {entry.badgeContent && (
        <Badge size="sm" variant="solid" color={entry.badgeColor ?? 'primary'}>
          {entry.badgeContent}
        </Badge>
      )}
      {entry.openInNewTab && <span className="sr-only">{t('layout.navigation.newTab')}</span>}
    </>
  );
  const newTab = entry.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Menu.Item asChild disabled={entry.disabled}>
      {entry.externalLink || entry.disabled ? (
        <a href={entry.disabled ? undefined : entry.path} className={itemClass} {...newTab}>
          {inner}
        </a>
      ) : (
        <Link
          to={entry.path}
          aria-current={active ? 'page' : undefined}
          className={cn(itemClass, active && cn(solidTone.primary, 'data-highlighted:bg-primary'))}
          {...newTab}
        >
          {inner}
        </Link>
      )}
    </Menu.Item>
  );
}

function MenuEntries({ entries }: { entries: NavEntry[] }) {
  return entries.map((entry) => {
    if (isSectionTitle(entry)) return null;
    return isGroup(entry) ? (
      <SubGroup key={entry.title} entry={entry} />
    ) : (
      <MenuLink key={entry.title} entry={entry} />
    );
  });
}

function SubGroup({ entry }: { entry: NavGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Menu.Sub>
      <Menu.SubTrigger
        className={cn(itemClass, groupContainsPath(entry, pathname) && 'bg-hover font-medium')}
      >
        <EntryIcon entry={entry} />
        <span className="min-w-0 flex-1 truncate">{t(entry.title)}</span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      </Menu.SubTrigger>
      <Menu.SubContent sideOffset={6} collisionPadding={8} className={contentClass} style={contentStyle}>
        <MenuEntries entries={entry.children} />
      </Menu.SubContent>
    </Menu.Sub>
  );
}

/** A top-level dropdown; opens on click and keys (Radix) and on mouse hover. */
function TopGroup({ entry, dir }: { entry: NavGroup; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // The mouse that opened the menu by hovering: its click on the trigger must not toggle it shut.
  const openedByHover = useRef(false);
  const active = groupContainsPath(entry, pathname);
  const hoverOpen = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, 150);
  };
  const keptOpen = useRef(false);
  const keepHoverOpen = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || !openedByHover.current) return;
    openedByHover.current = false; // a later click toggles as usual
    keptOpen.current = true;
    e.preventDefault(); // skips Radix's toggle
  };
  // ...and the same press, seen by the open menu as a press outside it, must not dismiss it.
  const keepOnTriggerPress = (e: Event) => {
    if (keptOpen.current) e.preventDefault();
    keptOpen.current = false;
  };
  return (
    <Menu.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) openedByHover.current = false;
        setOpen(next);
      }}
      modal={false}
      dir={dir}
    >
      <Menu.Trigger
        className={cn(
          'flex h-10 items-center gap-2 rounded-md px-4 text-[15px] text-text hover:bg-hover data-[state=open]:bg-hover',
          active && cn(solidTone.primary, 'shadow-md hover:bg-primary data-[state=open]:bg-primary'),
          focusRing,
        )}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDown={keepHoverOpen}
      >
        {entry.icon && <EntryIcon entry={entry} />}
        <span className="whitespace-nowrap">{t(entry.title)}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </Menu.Trigger>
      {/* Rendered in place (inside the nav landmark), not portalled. */}
      <Menu.Content
        align="start"
        sideOffset={6}
        collisionPadding={8}
        className={contentClass}
        style={contentStyle}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDownOutside={keepOnTriggerPress}
      >
        <MenuEntries entries={entry.children} />
      </Menu.Content>
    </Menu.Root>
  );
}

function TopLink({ entry }: { entry: NavLink }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = !entry.externalLink && isPathActive(entry.path, pathname);
  const className = cn(
    'flex h-10 items-center gap-2 rounded-md px-4 text-[15px] whitespace-nowrap',
    active ? cn(solidTone.primary, 'shadow-md') : 'text-text hover:bg-hover',
    entry.disabled && 'pointer-events-none text-text-disabled',
    focusRing,
  );
  if (entry.externalLink) {
    return (
      <a
        href={entry.path}
        className={className}
        {...(entry.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <EntryIcon entry={entry} />
        {t(entry.title)}
      </a>
    );
  }
  return (
    <Link
      to={entry.path}
      className={className}
      aria-current={active ? 'page' : undefined}
      aria-disabled={entry.disabled || undefined}
    >
      <EntryIcon entry={entry} />
      {t(entry.title)}
    </Link>
  );
}

/** The horizontal menu bar (lg and up, layout "horizontal"): links and dropdowns 260 px wide. */
export function HorizontalNav({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  const { direction } = useSettings();
  const items = useMemo(() => horizontalEntries(entries), [entries]);
  return (
    <nav aria-label={t('layout.navigation.label')} className="bg-paper text-text">
      <ul className="mx-auto flex max-w-[var(--content-max-width)] flex-wrap items-center gap-1 px-6 py-2">
        {items.map((entry) => (
          <li key={entry.title}>
            {isGroup(entry) ? <TopGroup entry={entry} dir={direction} /> : <TopLink entry={entry} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
