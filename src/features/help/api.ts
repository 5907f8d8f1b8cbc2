import {
  CONTENT_PATHS,
  type ContentArticleResponse,
  type FaqResponse,
  type KnowledgeBaseResponse,
  type PricingResponse,
} from '@contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';

// The client's reads of the content pages: published items in the portal's language.

const useLang = () => useTranslation().i18n.language;

export function usePricing() {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'pricing', lang],
    queryFn: ({ signal }) => api.get<PricingResponse>(CONTENT_PATHS.pricing, { signal, query: { lang } }),
  });
}

export function useFaqs(q: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'faqs', lang, q],
    queryFn: ({ signal }) =>
      api.get<FaqResponse>(CONTENT_PATHS.faqs, { signal, query: { lang, q: q || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeBase(q: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'kb', lang, q],
    queryFn: ({ signal }) =>
      api.get<KnowledgeBaseResponse>(CONTENT_PATHS.knowledgeBase, {
        signal,
        query: { lang, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(category: string, article: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', 'article', lang, category, article],
    queryFn: ({ signal }) =>
      api.get<ContentArticleResponse>(CONTENT_PATHS.article(category, article), { signal, query: { lang } }),
  });
}

/** `value` once it has not changed for `ms` (a search asks the server when typing pauses). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
