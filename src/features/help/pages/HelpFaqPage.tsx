import { routePath } from '@contract/routes';
import { useState } from 'react';
import { useDebounced, useFaqs } from '../api';
import { FaqView } from '../components/FaqView';
import { PageState } from '../components/PageState';
import { StillQuestions } from '../components/StillQuestions';

/** /client/faq: the published questions by category, with search. */
export default function HelpFaqPage() {
  const [query, setQuery] = useState('');
  const faqs = useFaqs(useDebounced(query.trim()));
  return (
    <PageState query={faqs}>
      {(data) => (
        <FaqView
          categories={data.categories}
          query={query}
          onQuery={setQuery}
          footer={<StillQuestions chatHref={routePath('supportChat')} messageHref={routePath('messages')} />}
        />
      )}
    </PageState>
  );
}
