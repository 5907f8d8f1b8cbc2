import { faqView } from '@contract/content/views';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FaqView, PageState } from '@/features/help';
import { useAbility } from '@/lib/acl';
import { ContentDialog } from '../components/ContentDialog';
import { ItemActions } from '../components/ItemActions';
import { parentChoices, placeOf, useContentPage } from '../components/useContentPage';

/** /pages/faq: the FAQ as clients read it, drafts too, edited in place. */
export default function ContentFaqPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const { state, dialog, setDialog } = useContentPage(['faq-categories', 'faqs']);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState<number | null>(null);
  const canCreate = ability.can('create', 'content');
  return (
    <PageState query={state}>
      {(items) => {
        const { categories } = faqView(items, { lang: i18n.language, q: query, drafts: true });
        const parents = parentChoices(items, 'faq-categories', i18n.language);
        const edit = (kind: 'faq-categories' | 'faqs', id: number) =>
          setDialog({
            kind,
            item: items.find((i) => i.id === id) ?? null,
            parents: kind === 'faqs' ? parents : undefined,
          });
        return (
          <>
            {canCreate && (
              <div className="mb-4 flex flex-wrap justify-end gap-2">
                <Button variant="outlined" onClick={() => setDialog({ kind: 'faq-categories', item: null })}>
                  <Plus className="size-4" aria-hidden="true" />
                  {t('contentAdmin.new.faq-categories')}
                </Button>
                <Button
                  disabled={!parents.length}
                  onClick={() =>
                    setDialog({ kind: 'faqs', item: null, parents, parentId: current ?? categories[0]?.id })
                  }
                >
                  <Plus className="size-4" aria-hidden="true" />
                  {t('contentAdmin.new.faqs')}
                </Button>
              </div>
            )}
            <FaqView
              categories={categories}
              query={query}
              onQuery={setQuery}
              onCategoryChange={(c) => setCurrent(c?.id ?? null)}
              categoryActions={(c) => (
                <ItemActions
                  place={placeOf(items, c.id, c.title)}
                  onEdit={() => edit('faq-categories', c.id)}
                />
              )}
              questionActions={(q) => (
                <ItemActions place={placeOf(items, q.id, q.question)} onEdit={() => edit('faqs', q.id)} />
              )}
            />
            {dialog && <ContentDialog {...dialog} onClose={() => setDialog(null)} />}
          </>
        );
      }}
    </PageState>
  );
}
