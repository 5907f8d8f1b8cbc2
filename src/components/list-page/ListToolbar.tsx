import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton } from './ClearFiltersButton';
import { DateRangeFilter } from './DateRangeFilter';
import { ExportButton } from './ExportButton';
import { SearchField } from './SearchField';
import type { Paging } from './url-state';
import type { ListUrlState } from './useListUrlState';

type Searchable = Paging<string> & { q: string };
type Dated = { date_from: string; date_to: string };

/**
 * A list's toolbar: the search (`q`), the list's own filters, the date range, "Clear filters" and
 * the CSV export. Labels: `filters.*` and `export.*` under the list's name.
 *
 * Two groups: the filters take the row and wrap among themselves; the actions (and the grid's column
 * button after them) stay together at the end, on the first row or, when narrow, on a row of their own.
 */
export function ListToolbar<S extends Searchable>({
  list,
  before,
  children,
  dates = false,
  clear,
  onExport,
}: {
  list: ListUrlState<S> & { name: string };
  /** Filters shown before the search. */
  before?: ReactNode;
  /** Filters shown after the search. */
  children?: ReactNode;
  /** The state's `date_from`/`date_to` as a from/until pair. */
  dates?: boolean;
  /** "Clear filters" while a filter is set (the sort and the views stay). */
  clear?: boolean;
  onExport?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { state, update, name: texts } = list;
  return (
    <>
      <div className="flex min-w-0 flex-[999_1_20rem] flex-wrap items-center gap-3">
        {before}
        <SearchField
          value={state.q}
          onChange={(q) => update({ q } as Partial<S>)}
          label={t(`${texts}.filters.search`)}
          placeholder={t(`${texts}.filters.searchPlaceholder`)}
        />
        {children}
        {dates && (
          <DateRangeFilter
            texts={texts}
            value={state as unknown as Dated}
            onChange={(patch) => update(patch as Partial<S>)}
          />
        )}
      </div>
      <div className="flex grow justify-end gap-2">
        {clear && <ClearFiltersButton texts={texts} filtered={list.filtered} onClear={list.clear} />}
        {onExport && <ExportButton texts={texts} run={onExport} />}
      </div>
    </>
  );
}
