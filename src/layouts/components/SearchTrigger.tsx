import { useSetAtom } from 'jotai';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/tone';
import { searchOpenAtom } from '@/features/search/state';
import { cn } from '@/lib/cn';

/** Opens the search dialog; shows the shortcut on wider screens. */
export function SearchTrigger({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const open = useSetAtom(searchOpenAtom);
  return (
    <button
      type="button"
      onClick={() => open(true)}
      aria-label={t('layout.appBar.search')}
      aria-keyshortcuts="Control+/ Meta+/"
      aria-haspopup="dialog"
      className={cn(
        'flex h-[38px] items-center gap-2 rounded-full px-2 text-text-muted hover:bg-hover',
        focusRing,
      )}
    >
      <Search aria-hidden="true" className="size-[22px] text-text" strokeWidth={1.75} />
      {!compact && (
        <span aria-hidden="true" className="hidden items-center gap-2 text-[15px] md:flex">
          {t('layout.appBar.search')}
          <kbd dir="ltr" className="rounded border border-divider px-1.5 font-sans text-xs">
            Ctrl+/
          </kbd>
        </span>
      )}
    </button>
  );
}
