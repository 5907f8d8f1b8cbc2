import { knowledgeBaseView } from '@contract/content/views';
import { adminPath } from '@contract/routes/admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CategoryView, PageState } from '@/features/help';
import { ContentDialog } from '../components/ContentDialog';
import { ItemActions } from '../components/ItemActions';
import { parentChoices, placeOf, useContentPage } from '../components/useContentPage';

/** /pages/knowledge-base/:category: a topic as clients read it (drafts too), edited in place. */
export default function ContentHelpCategoryPage() {
  const { i18n } = useTranslation();
  const { category: slug = '' } = useParams();
  const { state, dialog, setDialog } = useContentPage(['kb-categories', 'kb-articles']);
  const back = adminPath('contentHelpCenter');
  return (
    <PageState query={state}>
      {(items) => {
        const view = knowledgeBaseView(items, { lang: i18n.language, drafts: true });
        const category = view.categories.find((c) => c.slug === slug);
        const edit = (kind: 'kb-categories' | 'kb-articles', id: number) =>
          setDialog({
            kind,
            item: items.find((i) => i.id === id) ?? null,
            parents:
              kind === 'kb-articles' ? parentChoices(items, 'kb-categories', i18n.language) : undefined,
          });
        return (
          <>
            <CategoryView
              category={category}
              backHref={back}
              articleHref={(a) =>
                adminPath('contentHelpArticle', { category: a.category_slug, article: a.slug })
              }
              actions={
                category && (
                  <ItemActions
                    place={placeOf(items, category.id, category.title)}
                    onEdit={() => edit('kb-categories', category.id)}
                  />
                )
              }
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
