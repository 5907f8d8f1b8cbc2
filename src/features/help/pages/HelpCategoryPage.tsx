import { routePath } from '@contract/routes';
import { useParams } from 'react-router';
import { useKnowledgeBase } from '../api';
import { CategoryView } from '../components/CategoryView';
import { PageState } from '../components/PageState';
import { StillQuestions } from '../components/StillQuestions';

/** /client/pusat-bantuan/:category: one topic of the help center and its published articles. */
export default function HelpCategoryPage() {
  const { category: slug = '' } = useParams();
  const kb = useKnowledgeBase('');
  return (
    <PageState query={kb}>
      {(data) => (
        <CategoryView
          category={data.categories.find((c) => c.slug === slug)}
          backHref={routePath('clientHelpCenter')}
          articleHref={(a) => routePath('clientHelpArticle', { category: a.category_slug, article: a.slug })}
          footer={<StillQuestions chatHref={routePath('supportChat')} messageHref={routePath('messages')} />}
        />
      )}
    </PageState>
  );
}
