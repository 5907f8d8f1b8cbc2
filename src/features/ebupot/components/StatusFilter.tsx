import type { BupotTab } from '@contract/ebupot';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export const STATUS_TABS: ('' | BupotTab)[] = ['', 'belum_terbit', 'telah_terbit', 'tidak_valid'];

/**
 * The Coretax list tabs (Belum Terbit / Telah Terbit / Tidak Valid) as a filter of one grid:
 * toggle buttons with their counts (lighter than a tab widget, which would repeat the grid per panel).
 */
export function StatusFilter({
  value,
  onChange,
  counts,
}: {
  value: '' | BupotTab;
  onChange: (tab: '' | BupotTab) => void;
  counts: Record<string, number> | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="min-w-0 border-b border-divider">
      <legend className="sr-only">{t('ebupot.tabs.label')}</legend>
      <div className="flex gap-1 overflow-x-auto px-2">
        {STATUS_TABS.map((tab) => {
          const selected = tab === value;
          const count = counts?.[tab || 'all'];
          return (
            <button
              key={tab || 'all'}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(tab)}
              className={cn(
                '-mb-px flex h-12 shrink-0 items-center gap-2 border-b-2 px-4 text-sm font-medium whitespace-nowrap',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
                selected
                  ? 'border-primary text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]'
                  : 'border-transparent text-text-muted hover:text-text',
              )}
            >
              {t(`ebupot.tabs.${tab || 'all'}`)}
              {count !== undefined && (
                <span className="rounded-full bg-text/8 px-2 py-0.5 text-xs tabular-nums">
                  {formatNumber(count, i18n.language)}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
