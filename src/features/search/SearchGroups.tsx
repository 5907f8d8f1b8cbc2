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
        {items.map((item) => {
          const Icon = searchIcon(item.icon, item.type);
          return (
            <Command.Item
              key={`${item.type}-${item.id}`}
              ref={keepItemInView}
              value={`${item.type}-${item.id}`}
              onSelect={() => onChoose(item)}
              className={cn(
                'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-[15px] text-text',
                'data-[selected=true]:bg-primary/12',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-text-muted" strokeWidth={1.75} />
              <span dir="auto" className="min-w-0 flex-1 truncate text-start">
                {item.title}
              </span>
              {item.status && <SearchStatusBadge status={item.status} />}
            </Command.Item>
          );
        })}
      </Command.Group>
    );
  });
});
