import { type AutocompleteAnswer, type AutocompleteKind, FORMS_PATHS } from '@contract/forms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutocompleteOption } from '@/components/ui/Autocomplete';
import { api } from '@/lib/api';

const DEBOUNCE_MS = 250;

/**
 * Suggestions from GET /api/forms/autocomplete as one types: asked 250 ms after the last keystroke,
 * and a request still under way is cancelled when a newer one starts (its answer would be stale).
 */
export function useSuggestions(kind: AutocompleteKind) {
  const { i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<AutocompleteAnswer>({ data: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      api
        .get<AutocompleteAnswer>(FORMS_PATHS.autocomplete, {
          query: { q: query, kind, lang: i18n.language.slice(0, 2) },
          signal: controller.signal,
        })
        .then((a) => {
          if (!controller.signal.aborted) setAnswer(a);
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ data: [], total: 0 });
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, kind, i18n.language]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const options: AutocompleteOption[] = answer.data.map((s) => ({
    value: s.value,
    label: s.label,
    description: s.description,
  }));
  return { options, loading, search: setQuery, total: answer.total };
}
