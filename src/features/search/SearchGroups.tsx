import { SEARCH_TYPES, type SearchResult } from '@contract/shell';
import { Command } from 'cmdk';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { searchIcon } from './icons';
import { keepHeadingInView, keepItemInView } from './keep-in-view';
import { SearchStatusBadge } from './SearchStatusBadge';

const headingClass =
  'mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-text-muted [&_[cmdk-group-heading]]:uppercase';

const itemClass = cn(
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-[15px] text-text',
  'data-[selected=true]:bg-primary/12',
);

/** A result's icon, title and (a record's) status: the inside of its cmdk item (not drawn again when only the item's state changes). */
const ItemContent = memo(function ItemContent({ item }: { item: SearchResult }) {
  const Icon = searchIcon(item.icon, item.type);
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-text-muted" strokeWidth={1.75} />
      <span dir="auto" className="min-w-0 flex-1 truncate text-start">
        {item.title}
      </span>
      {item.status && <SearchStatusBadge status={item.status} />}
    </>
  );
});

/**
 * Ctrl+/ results grouped by type. Memoised on `results` (keep `onChoose` stable): a keystroke
 * redraws the pages group it changes, not the records still shown from the last answer.
 */
export const SearchGroups = memo(function SearchGroups({
  results,
  onChoose,
}: {
  results: SearchResult[];
  onChoose: (item: SearchResult) => void;
}) {
  const { t } = useTranslation();
  return SEARCH_TYPES.map((type) => {
    const items = results.filter((r) => r.type === type);
    if (items.length === 0) return null;
    return (
      <Command.Group
        key={type}
        ref={keepHeadingInView}
        data-search-group={type}
        heading={t(`search.groups.${type}`)}
        className={headingClass}
      >
        {items.map((item) => (
          <Command.Item
            key={`${item.type}-${item.id}`}
            ref={keepItemInView}
            value={`${item.type}-${item.id}`}
            onSelect={() => onChoose(item)}
            className={itemClass}
          >
            <ItemContent item={item} />
          </Command.Item>
        ))}
      </Command.Group>
    );
  });
});

const noDisplay = { display: 'none' } as const;

/** A page of the pages group: hidden, and `disabled` so that cmdk neither selects nor moves to it, unless it matches. */
const PageItem = memo(function PageItem({
  item,
  shown,
  onChoose,
}: {
  item: SearchResult;
  shown: boolean;
  onChoose: (item: SearchResult) => void;
}) {
  return (
    <Command.Item
      ref={keepItemInView}
      value={`${item.type}-${item.id}`}
      onSelect={() => onChoose(item)}
      disabled={!shown}
      hidden={!shown}
      className={itemClass}
    >
      <ItemContent item={item} />
    </Command.Item>
  );
});

/**
 * The pages group (matched in the browser with each keystroke): every page of the reader's menu is
 * in it from the dialog's opening on, hidden unless it matches, the matches first in `results`'
 * order, and the group hidden while nothing matches. A keystroke then shows and hides a few of
 * them instead of building the group and its items and registering each item with cmdk (which
 * draws the dialog again for it): a round's first keystroke took twice as long as the others.
 */
export const PagesGroup = memo(function PagesGroup({
  pages,
  results,
  onChoose,
}: {
  /** every searchable page, in menu order */
  pages: SearchResult[];
  /** the matches, ranked: some of `pages` */
  results: SearchResult[];
  onChoose: (item: SearchResult) => void;
}) {
  const { t } = useTranslation();
  const shown = new Set(results.map((item) => item.id));
  const ordered = shown.size ? [...results, ...pages.filter((page) => !shown.has(page.id))] : pages;
  return (
    <Command.Group
      ref={keepHeadingInView}
      data-search-group="pages"
      heading={t('search.groups.pages')}
      className={headingClass}
      style={shown.size ? undefined : noDisplay}
    >
      {ordered.map((item) => (
        <PageItem key={item.id} item={item} shown={shown.has(item.id)} onChoose={onChoose} />
      ))}
    </Command.Group>
  );
});
