import { articleView } from '@contract/content/views';
import { adminPath } from '@contract/routes/admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { ArticleView, PageState } from '@/features/help';
import { ContentDialog } from '../components/ContentDialog';
import { ItemActions } from '../components/ItemActions';
import { parentChoices, placeOf, useContentPage } from '../components/useContentPage';

/** /pages/knowledge-base/:category/:article: an article as clients read it (drafts too), edited in place. */
export default function ContentHelpArticlePage() {
  const { t, i18n } = useTranslation();
  const { category = '', article = '' } = useParams();
  const { state, dialog, setDialog } = useContentPage(['kb-categories', 'kb-articles']);
  const back = adminPath('contentHelpCenter');
  return (
    <PageState query={state}>
      {(items) => {
        const view = articleView(items, category, article, { lang: i18n.language, drafts: true });
        if (!view)
          return (
            <NotFoundState
              title={t('helpPages.kb.notFound')}
              backTo={back}
              backLabel={t('helpPages.kb.back')}
            />
          );
        const id = view.article.id;
        return (
          <>
            <ArticleView
              data={view}
              backHref={back}
              articleHref={(a) =>
                adminPath('contentHelpArticle', { category: a.category_slug, article: a.slug })
              }
              categoryHref={adminPath('contentHelpCategory', { category: view.category.slug })}
              actions={
                <ItemActions
                  place={placeOf(items, id, view.article.title)}
                  onEdit={() =>
                    setDialog({
                      kind: 'kb-articles',
                      item: items.find((i) => i.id === id) ?? null,
                      parents: parentChoices(items, 'kb-categories', i18n.language),
                    })
                  }
                />
              }
            />
            {dialog && <ContentDialog {...dialog} onClose={() => setDialog(null)} />}
          </>
        );
      }}
    </PageState>
  );
}
