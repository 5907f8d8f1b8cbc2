import { routePath } from '@contract/routes';
import { useState } from 'react';
import { useDebounced, useKnowledgeBase } from '../api';
import { HelpCenterView } from '../components/HelpCenterView';
import { PageState } from '../components/PageState';
import { StillQuestions } from '../components/StillQuestions';

/** /client/pusat-bantuan: how-to articles by category, with search. */
export default function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const kb = useKnowledgeBase(useDebounced(query.trim()));
  return (
    <PageState query={kb}>
      {(data) => (
        <HelpCenterView
          data={data}
          query={query}
          onQuery={setQuery}
          articleHref={(a) => routePath('clientHelpArticle', { category: a.category_slug, article: a.slug })}
          categoryHref={(c) => routePath('clientHelpCategory', { category: c.slug })}
          footer={<StillQuestions chatHref={routePath('supportChat')} messageHref={routePath('messages')} />}
        />
      )}
    </PageState>
  );
}
