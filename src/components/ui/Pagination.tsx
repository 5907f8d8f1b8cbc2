import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useIsolatedT } from './Bidi';
import { IconButton } from './IconButton';
import { Select } from './Select';

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Shows the "Rows per page" selector when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** Total rows, for "1–10 of 52". */
  rowCount?: number;
  /** Accessible name of the navigation landmark; default "Pagination". Make it unique per page. */
  label?: string;
  className?: string;
};

/** First/previous/next/last buttons, "Page x of y", optional range text and page-size selector. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100],
  rowCount,
  label,
  className,
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const sizeId = useId();
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const go = (p: number) => onPageChange(Math.min(Math.max(1, p), count));
  const lng = i18n?.language;
  const from = rowCount && pageSize ? Math.min((current - 1) * pageSize + 1, rowCount) : 0;
  const to = rowCount && pageSize ? Math.min(current * pageSize, rowCount) : 0;
  // Chevrons point "backwards" and "forwards" along the reading direction.
  const flip = 'rtl:-scale-x-100';

  return (
    <nav
      aria-label={label ?? t('ui.pagination')}
      className={cn('flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-text', className)}
    >
      {onPageSizeChange && pageSize !== undefined && (
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="whitespace-nowrap">
            {t('ui.rowsPerPage')}
          </label>
          <Select
            id={sizeId}
            size="sm"
            className="w-20"
            value={String(pageSize)}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
            options={pageSizeOptions.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </div>
      )}
      {rowCount !== undefined && pageSize !== undefined && (
        <span className="whitespace-nowrap tabular-nums">
          {tIsolated('ui.rangeOf', {
            from: formatNumber(from, lng),
            to: formatNumber(to, lng),
            total: formatNumber(rowCount, lng),
          })}
        </span>
      )}
      <div className="flex items-center gap-1">
        <IconButton size="sm" aria-label={t('ui.firstPage')} disabled={current <= 1} onClick={() => go(1)}>
          <ChevronsLeft aria-hidden="true" className={cn('size-5', flip)} />
        </IconButton>
        <IconButton
          size="sm"
          aria-label={t('ui.previousPage')}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        >
          <ChevronLeft aria-hidden="true" className={cn('size-5', flip)} />
        </IconButton>
        <span aria-live="polite" className="px-2 whitespace-nowrap tabular-nums">
          {tIsolated('ui.pageOf', { page: formatNumber(current, lng), count: formatNumber(count, lng) })}
        </span>
        <IconButton
          size="sm"
          aria-label={t('ui.nextPage')}
          disabled={current >= count}
          onClick={() => go(current + 1)}
        >
          <ChevronRight aria-hidden="true" className={cn('size-5', flip)} />
        </IconButton>
        <IconButton
          size="sm"
          aria-label={t('ui.lastPage')}
          disabled={current >= count}
          onClick={() => go(count)}
        >
          <ChevronsRight aria-hidden="true" className={cn('size-5', flip)} />
        </IconButton>
      </div>
    </nav>
  );
}
