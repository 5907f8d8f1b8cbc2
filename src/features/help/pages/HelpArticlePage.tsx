import { routePath } from '@contract/routes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFoundError, NotFoundState } from '@/components/ui/NotFoundState';
import { useArticle } from '../api';
import { ArticleView } from '../components/ArticleView';
import { PageState } from '../components/PageState';

/** /client/pusat-bantuan/:category/:article: one published article. */
export default function HelpArticlePage() {
  const { t } = useTranslation();
  const { category = '', article = '' } = useParams();
  const found = useArticle(category, article);
  if (isNotFoundError(found.error))
    return (
      <section className="p-4 sm:p-6">
        <NotFoundState
          title={t('helpPages.kb.notFound')}
          backTo={routePath('clientHelpCenter')}
          backLabel={t('helpPages.kb.back')}
        />
      </section>
    );
  return (
    <PageState query={found}>
      {(data) => (
        <ArticleView
          data={data}
          backHref={routePath('clientHelpCenter')}
          articleHref={(a) => routePath('clientHelpArticle', { category: a.category_slug, article: a.slug })}
          categoryHref={routePath('clientHelpCategory', { category: data.category.slug })}
        />
      )}
    </PageState>
  );
}
