import { SEARCH_MAX_QUERY, type SearchResult } from '@contract/shell';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Command } from 'cmdk';
import { useAtom } from 'jotai';
import { Search, X } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/Spinner';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { userAtom } from '@/lib/session/atoms';
import { markScrolled } from './keep-in-view';
import { matchIndexedPages, pageIndex, pagesOf, type SearchablePage, searchablePages } from './pages';
import { PagesGroup, SearchGroups } from './SearchGroups';
import { searchOpenAtom } from './state';
import { useSearchResults } from './useSearchResults';

/**
 * The Ctrl+/ search (loaded on first open), grouped by type: the pages group from the menu with each
 * keystroke, the records from the server as they answer.
 */
export default function SearchDialog() {
  const [open, setOpen] = useAtom(searchOpenAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <Dialog open={open} onClose={close} className="relative z-modal">
      <div aria-hidden="true" className="fixed inset-0 bg-backdrop" />
      <div className="fixed inset-0 flex items-start justify-center sm:p-4 sm:pt-[12vh]">
        <DialogPanel className="flex h-dvh w-full flex-col overflow-hidden bg-paper text-text shadow-menu sm:h-auto sm:max-h-[76vh] sm:max-w-2xl sm:rounded-md">
          <SearchPanel onClose={close} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

// The admin workspace's searchable pages, loaded for the admin and staff roles only.
const adminPages = lazyModule(() =>
  import('@contract/routes/admin').then((m) =>
    searchablePages(m.ADMIN_ROUTE_LIST, m.ADMIN_MENU_GROUPS, 'admin'),
  ),
);

const searchIconElement = <Search aria-hidden="true" className="size-5 shrink-0 text-text-muted" />;
const closeIconElement = <X aria-hidden="true" className="size-5" />;

/** The same array while its items are: a keystroke that finds the same pages redraws none of them. */
function useSameItems(items: SearchResult[]): SearchResult[] {
  const last = useRef(items);
  const same =
    last.current.length === items.length &&
    last.current.every((item, i) => item.id === items[i].id && item.title === items[i].title);
  if (!same) last.current = items;
  return last.current;
}

/**
 * The dialog's frame: none of it depends on the query, so a keystroke does not redraw it (nor
 * translate its texts again); SearchBody below holds the query.
 */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomSnapshot(userAtom);
  const staffPages = useLazyModule(user && user.role !== 'client' ? adminPages : null);
  const searchable = useMemo(() => pagesOf(user, staffPages), [user, staffPages]);
  // the titles are translated once, not on every keystroke
  const titles = useMemo(() => new Map(searchable.map((p) => [p.title, t(p.title)])), [searchable, t]);
  const choose = useCallback(
    (item: SearchResult) => {
      onClose();
      navigate(item.url);
    },
    [onClose, navigate],
  );
  const texts = useMemo(
    () => ({
      placeholder: t('search.placeholder'),
      searching: t('search.searching'),
      hint: t('search.hint'),
      failed: t('search.failed'),
      noResults: t('search.noResults'),
    }),
    [t],
  );

  return (
    <Command shouldFilter={false} loop label={t('search.label')} className="flex min-h-0 flex-1 flex-col">
      <DialogTitle className="sr-only">{t('search.label')}</DialogTitle>
      <SearchBody
        searchable={searchable}
        titles={titles}
        language={i18n.resolvedLanguage ?? 'en'}
        texts={texts}
        onChoose={choose}
        end={
          <>
            <kbd className="hidden rounded border border-divider px-1.5 py-0.5 text-xs text-text-muted sm:inline">
              esc
            </kbd>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('search.close')}
              className="rounded-full p-1.5 text-text-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary"
            >
              {closeIconElement}
            </button>
          </>
        }
      />
      <div className="hidden items-center gap-4 border-t border-divider px-4 py-2 text-xs text-text-muted sm:flex">
        <span>{t('search.keys.move')}</span>
        <span>{t('search.keys.choose')}</span>
        <span>{t('search.keys.close')}</span>
      </div>
    </Command>
  );
}

/**
 * The search box and the results: what a keystroke redraws. The pages group is matched here, with
 * the keystroke; the records group (memoised) changes only when the server answers.
 */
function SearchBody({
  searchable,
  titles,
  language,
  texts,
  onChoose,
  end,
}: {
  searchable: SearchablePage[];
  titles: Map<string, string>;
  language: string;
  texts: Record<'placeholder' | 'searching' | 'hint' | 'failed' | 'noResults', string>;
  onChoose: (item: SearchResult) => void;
  /** the header's last items (esc, close), drawn once by the panel */
  end: ReactNode;
}) {
  const [query, setQuery] = useState('');
  const answer = useSearchResults(query, language);
  const { answered, loading, failed } = answer;
  const index = useMemo(() => pageIndex(searchable, (key) => titles.get(key) ?? key), [searchable, titles]);
  const allPages = useMemo(() => index.map((page) => page.item), [index]);
  const pages = useSameItems(useMemo(() => matchIndexedPages(query, index), [query, index]));
  // the pages group is the browser's own: the server's copy of it is left out
  const records = useMemo(() => answer.results.filter((r) => r.type !== 'pages'), [answer.results]);
  const typed = query.trim() !== '';

  return (
    <>
      <div className="flex items-center gap-3 border-b border-divider px-4">
        {searchIconElement}
        {/* cmdk keeps the box's text (one render a keystroke; given `value`, it would take it in an effect and render again) */}
        <Command.Input
          autoFocus
          onValueChange={setQuery}
          maxLength={SEARCH_MAX_QUERY}
          placeholder={texts.placeholder}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-text outline-none placeholder:text-text-muted"
        />
        {loading && <Spinner size={16} label={texts.searching} />}
        {end}
      </div>
      <Command.List onScroll={markScrolled} className="min-h-0 flex-1 overflow-y-auto p-2">
        {!typed && <p className="px-3 py-6 text-center text-sm text-text-muted">{texts.hint}</p>}
        {typed && failed && pages.length + records.length === 0 && (
          <p role="alert" className="px-3 py-6 text-center text-sm text-text-muted">
            {texts.failed}
          </p>
        )}
        {/* cmdk's Empty would never show: the pages group's hidden pages count as items */}
        {typed && !loading && !failed && answered === query.trim() && pages.length + records.length === 0 && (
          <div cmdk-empty="" role="presentation" className="px-3 py-6 text-center text-sm text-text-muted">
            {texts.noResults}
          </div>
        )}
        <PagesGroup pages={allPages} results={pages} onChoose={onChoose} />
        {/* mounted while the box is empty too (no records then), so a first keystroke does not build it */}
        <SearchGroups results={records} onChoose={onChoose} />
      </Command.List>
    </>
  );
}
