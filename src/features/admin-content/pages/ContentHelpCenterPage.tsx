import { knowledgeBaseView } from '@contract/content/views';
import { adminPath } from '@contract/routes/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { HelpCenterView, PageState } from '@/features/help';
import { useAbility } from '@/lib/acl';
import { ContentDialog } from '../components/ContentDialog';
import { ItemActions } from '../components/ItemActions';
import { parentChoices, placeOf, useContentPage } from '../components/useContentPage';

/** /pages/knowledge-base: the knowledge base as clients read it, drafts too, edited in place. */
export default function ContentHelpCenterPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const { state, dialog, setDialog } = useContentPage(['kb-categories', 'kb-articles']);
  const [query, setQuery] = useState('');
  return (
    <PageState query={state}>
      {(items) => {
        const parents = parentChoices(items, 'kb-categories', i18n.language);
        const edit = (kind: 'kb-categories' | 'kb-articles', id: number) =>
          setDialog({
            kind,
            item: items.find((i) => i.id === id) ?? null,
            parents: kind === 'kb-articles' ? parents : undefined,
          });
        return (
          <>
            {ability.can('create', 'content') && (
              <div className="mb-4 flex flex-wrap justify-end gap-2">
                <Button variant="outlined" onClick={() => setDialog({ kind: 'kb-categories', item: null })}>
                  <Plus className="size-4" aria-hidden="true" />
                  {t('contentAdmin.new.kb-categories')}
                </Button>
                <Button
                  disabled={!parents.length}
                  onClick={() => setDialog({ kind: 'kb-articles', item: null, parents })}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  {t('contentAdmin.new.kb-articles')}
                </Button>
              </div>
            )}
            <HelpCenterView
              data={knowledgeBaseView(items, { lang: i18n.language, q: query, drafts: true })}
              query={query}
              onQuery={setQuery}
              articleHref={(a) =>
                adminPath('contentHelpArticle', { category: a.category_slug, article: a.slug })
              }
              categoryHref={(c) => adminPath('contentHelpCategory', { category: c.slug })}
              categoryActions={(c) => (
                <ItemActions
                  place={placeOf(items, c.id, c.title)}
                  onEdit={() => edit('kb-categories', c.id)}
                />
              )}
              articleActions={(a) => (
                <ItemActions place={placeOf(items, a.id, a.title)} onEdit={() => edit('kb-articles', a.id)} />
              )}
            />
            {dialog && <ContentDialog {...dialog} onClose={() => setDialog(null)} />}
          </>
        );
      }}
    </PageState>
  );
}
