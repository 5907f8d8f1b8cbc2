import { ChevronRight, Circle } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { solidTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { groupContainsPath, groupId, isPathActive } from '../navigation/match';
import { isGroup, isSectionTitle, type NavEntry, type NavGroup, type NavLink } from '../navigation/types';

interface NavContextValue {
  /** icons only (collapsed and not hovered) */
  iconsOnly: boolean;
  openGroups: ReadonlySet<string>;
  onToggleGroup: (id: string) => void;
  /** after a link is chosen (the temporary drawer closes) */
  onNavigate?: () => void;
}

const NavContext = createContext<NavContextValue | null>(null);

const useNav = () => {
  const value = useContext(NavContext);
  if (!value) throw new Error('NavItems outside VerticalNavItems');
  return value;
};

const rowClass =
  'nav-row flex h-10 w-full items-center gap-2.5 rounded-md px-3.5 text-[15px] transition-colors outline-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary';

function ItemIcon({ entry, level }: { entry: NavLink | NavGroup; level: number }) {
  const Icon = entry.icon;
  return (
    <span aria-hidden="true" className="flex size-[22px] shrink-0 items-center justify-center">
      {Icon ? (
        <Icon className="size-[22px]" strokeWidth={1.75} />
      ) : (
        <Circle className={cn(level > 1 ? 'size-2' : 'size-2.5')} />
      )}
    </span>
  );
}

function Label({ children }: { children: ReactNode }) {
  const { iconsOnly } = useNav();
  return <span className={cn('min-w-0 flex-1 truncate text-start', iconsOnly && 'sr-only')}>{children}</span>;
}

function ItemBadge({ entry }: { entry: NavLink | NavGroup }) {
  const { iconsOnly } = useNav();
  if (!entry.badgeContent || iconsOnly) return null;
  return (
    <Badge size="sm" variant="solid" color={entry.badgeColor ?? 'primary'}>
      {entry.badgeContent}
    </Badge>
  );
}

function LinkItem({ entry, level }: { entry: NavLink; level: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { onNavigate, iconsOnly } = useNav();
  const label = t(entry.title);
  const active = !entry.externalLink && isPathActive(entry.path, pathname);
  const className = cn(
    rowClass,
    level > 1 && 'ps-5',
    active ? cn(solidTone.primary, 'shadow-md') : 'text-nav-text hover:bg-hover',
  );
  const content = (
    <>
      <ItemIcon entry={entry} level={level} />
      <Label>{label}</Label>
      <ItemBadge entry={entry} />
      {entry.openInNewTab && <span className="sr-only">{t('layout.navigation.newTab')}</span>}
    </>
  );
  if (entry.disabled) {
    return (
      <span
        aria-disabled="true"
        className={cn(rowClass, level > 1 && 'ps-5', 'cursor-not-allowed text-text-disabled')}
      >
        {content}
      </span>
    );
  }
  const newTab = entry.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (entry.externalLink) {
    return (
      <a href={entry.path} className={className} title={iconsOnly ? label : undefined} {...newTab}>
        {content}
      </a>
    );
  }
  return (
    <Link
      to={entry.path}
      className={className}
      aria-current={active ? 'page' : undefined}
      title={iconsOnly ? label : undefined}
      onClick={() => onNavigate?.()}
      {...newTab}
    >
      {content}
    </Link>
  );
}

function GroupItem({ entry, level, parents }: { entry: NavGroup; level: number; parents: string[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { iconsOnly, openGroups, onToggleGroup } = useNav();
  const listId = useId();
  const id = groupId(parents, entry);
  const open = openGroups.has(id) && !iconsOnly;
  const containsActive = groupContainsPath(entry, pathname);
  return (
    <>
      <button
        type="button"
        className={cn(
          rowClass,
          'text-nav-text hover:bg-hover',
          (open || containsActive) && 'bg-hover',
          containsActive && 'font-medium',
        )}
        aria-expanded={open}
        aria-controls={listId}
        title={iconsOnly ? t(entry.title) : undefined}
        onClick={() => onToggleGroup(id)}
      >
        <ItemIcon entry={entry} level={level} />
        <Label>{t(entry.title)}</Label>
        <ItemBadge entry={entry} />
        {!iconsOnly && (
          <ChevronRight
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 transition-transform rtl:-scale-x-100',
              open && 'rotate-90 rtl:-rotate-90',
            )}
          />
        )}
      </button>
      <div
        className={cn(
          'grid transition-[grid-template-rows] duration-200',
          open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
        )}
        inert={!open}
      >
        <ul id={listId} className="flex min-h-0 flex-col gap-1 overflow-hidden pt-1">
          <Entries entries={entry.children} level={level + 1} parents={[...parents, entry.title]} />
        </ul>
      </div>
    </>
  );
}

function SectionTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const { iconsOnly } = useNav();
  return (
    <div className="flex min-h-10 items-center gap-2 px-3.5 pt-3">
      {iconsOnly ? (
        <>
          <span aria-hidden="true" className="mx-auto h-px w-5 bg-divider" />
          <span className="sr-only">{t(title)}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true" className="h-px w-3.5 shrink-0 bg-divider" />
          <span className="line-clamp-2 text-xs leading-4 font-medium tracking-wide text-text-muted uppercase">
            {t(title)}
          </span>
          <span aria-hidden="true" className="h-px min-w-3 flex-1 bg-divider" />
        </>
      )}
    </div>
  );
}

function Entries({ entries, level, parents }: { entries: NavEntry[]; level: number; parents: string[] }) {
  return entries.map((entry) => {
    if (isSectionTitle(entry)) {
      return (
        <li key={`section-${entry.sectionTitle}`}>
          <SectionTitle title={entry.sectionTitle} />
        </li>
      );
    }
    return (
      <li key={entry.title}>
        {isGroup(entry) ? (
          <GroupItem entry={entry} level={level} parents={parents} />
        ) : (
          <LinkItem entry={entry} level={level} />
        )}
      </li>
    );
  });
}

/** The vertical menu's list: links, groups (expand/collapse) and section titles. */
export function VerticalNavItems({ entries, ...context }: NavContextValue & { entries: NavEntry[] }) {
  return (
    <NavContext.Provider value={context}>
      {/* Icons-only: 10 px + 13 px paddings centre the 22 px icons in the 68 px rail. */}
      <ul
        className={cn(
          'flex flex-col gap-1 pb-4',
          context.iconsOnly ? 'px-2.5 [&_.nav-row]:px-[13px]' : 'px-3.5',
        )}
      >
        <Entries entries={entries} level={1} parents={[]} />
      </ul>
    </NavContext.Provider>
  );
}
