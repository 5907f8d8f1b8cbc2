import { type SearchResult, SHELL_PATHS } from '@contract/shell';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';

/** Wait after the last keystroke before asking the server, ms. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchState {
  /** results of the last answered query (kept while a newer one is on its way) */
  results: SearchResult[];
  /** the query those results answer */
  answered: string;
  loading: boolean;
  failed: boolean;
}

const idle: SearchState = { results: [], answered: '', loading: false, failed: false };

/**
 * Server search for `query`: debounced, each new query aborts the request before it, and the
 * last results stay on screen until the next answer arrives, so typing never waits.
 */
export function useSearchResults(query: string, language: string): SearchState {
  const [state, setState] = useState<SearchState>(idle);
  const q = query.trim();

  useEffect(() => {
    if (!q) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = window.setTimeout(() => {
      api
        .get<SearchResult[]>(SHELL_PATHS.search, { query: { q, lng: language }, signal: controller.signal })
        .then((results) => {
          if (!controller.signal.aborted) setState({ results, answered: q, loading: false, failed: false });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, failed: true }));
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, language]);

  return state;
}
