import { SEARCH_MAX_QUERY, SEARCH_TYPES, type SearchResult } from '@contract/shell';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Command } from 'cmdk';
import { useAtom } from 'jotai';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { searchIcon } from './icons';
import { SearchStatusBadge } from './SearchStatusBadge';
import { searchOpenAtom } from './state';
import { useSearchResults } from './useSearchResults';

/** The Ctrl+/ search (loaded on first open): results from the server, grouped by type. */
export default function SearchDialog() {
  const [open, setOpen] = useAtom(searchOpenAtom);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="relative z-modal">
      <div aria-hidden="true" className="fixed inset-0 bg-backdrop" />
      <div className="fixed inset-0 flex items-start justify-center sm:p-4 sm:pt-[12vh]">
        <DialogPanel className="flex h-dvh w-full flex-col overflow-hidden bg-paper text-text shadow-menu sm:h-auto sm:max-h-[76vh] sm:max-w-2xl sm:rounded-md">
          <SearchPanel onClose={() => setOpen(false)} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { results, answered, loading, failed } = useSearchResults(query, i18n.resolvedLanguage ?? 'en');
  const typed = query.trim() !== '';
  const choose = (item: SearchResult) => {
    onClose();
    navigate(item.url);
  };

  return (
    <Command shouldFilter={false} loop label={t('search.label')} className="flex min-h-0 flex-1 flex-col">
      <DialogTitle className="sr-only">{t('search.label')}</DialogTitle>
      <div className="flex items-center gap-3 border-b border-divider px-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-text-muted" />
        <Command.Input
          autoFocus
          value={query}
          onValueChange={setQuery}
          maxLength={SEARCH_MAX_QUERY}
          placeholder={t('search.placeholder')}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-text outline-none placeholder:text-text-muted"
        />
        {loading && <Spinner size={16} label={t('search.searching')} />}
        <kbd className="hidden rounded border border-divider px-1.5 py-0.5 text-xs text-text-muted sm:inline">
          esc
        </kbd>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('search.close')}
          className="rounded-full p-1.5 text-text-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <Command.List className="min-h-0 flex-1 overflow-y-auto p-2">
        {!typed && <p className="px-3 py-6 text-center text-sm text-text-muted">{t('search.hint')}</p>}
        {typed && failed && results.length === 0 && (
          <p role="alert" className="px-3 py-6 text-center text-sm text-text-muted">
            {t('search.failed')}
          </p>
        )}
        {typed && !loading && !failed && answered === query.trim() && results.length === 0 && (
          <Command.Empty className="px-3 py-6 text-center text-sm text-text-muted">
            {t('search.noResults')}
          </Command.Empty>
        )}
        {typed &&
          SEARCH_TYPES.map((type) => {
            const items = results.filter((r) => r.type === type);
            if (items.length === 0) return null;
            return (
              <Command.Group
                key={type}
                heading={t(`search.groups.${type}`)}
                className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-text-muted [&_[cmdk-group-heading]]:uppercase"
              >
                {items.map((item) => {
                  const Icon = searchIcon(item.icon, item.type);
                  return (
                    <Command.Item
                      key={`${item.type}-${item.id}`}
                      value={`${item.type}-${item.id}`}
                      onSelect={() => choose(item)}
                      className={cn(
                        'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-[15px] text-text',
                        'data-[selected=true]:bg-primary/12',
                      )}
                    >
                      <Icon
                        aria-hidden="true"
                        className="size-5 shrink-0 text-text-muted"
                        strokeWidth={1.75}
                      />
                      <span dir="auto" className="min-w-0 flex-1 truncate text-start">
                        {item.title}
                      </span>
                      {item.status && <SearchStatusBadge status={item.status} />}
                    </Command.Item>
                  );
                })}
              </Command.Group>
            );
          })}
      </Command.List>
      <div className="hidden items-center gap-4 border-t border-divider px-4 py-2 text-xs text-text-muted sm:flex">
        <span>{t('search.keys.move')}</span>
        <span>{t('search.keys.choose')}</span>
        <span>{t('search.keys.close')}</span>
      </div>
    </Command>
  );
}
