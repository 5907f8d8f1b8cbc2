import { type SearchResult, SHELL_PATHS } from '@contract/shell';
import { startTransition, useEffect, useState } from 'react';
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

interface Answer {
  results: SearchResult[];
  /** the query `results` answer */
  answered: string;
  /** the last query whose request failed */
  failedFor: string;
}

const none: Answer = { results: [], answered: '', failedFor: '' };
/** An empty box's state: the same object each time, so what it feeds is not drawn again. */
const idle: SearchState = { results: none.results, answered: '', loading: false, failed: false };

/**
 * Server search for `query` (its records; the pages group is the dialog's own, ./pages):
 * debounced, each new query aborts the request before it, and the last results stay on screen
 * until the next answer arrives, so typing never waits. A keystroke sets no state here: whether
 * the answer is on its way follows from the query, so the keystroke renders once.
 */
export function useSearchResults(query: string, language: string): SearchState {
  const [answer, setAnswer] = useState<Answer>(none);
  const q = query.trim();

  useEffect(() => {
    // a cleared box forgets the last answer: its records belong to no query typed from here
    if (!q) {
      setAnswer(none);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<SearchResult[]>(SHELL_PATHS.search, { query: { q, lng: language }, signal: controller.signal })
        .then((results) => {
          // a transition: drawing the records gives way to a keystroke that comes meanwhile
          if (!controller.signal.aborted)
            startTransition(() => setAnswer({ results, answered: q, failedFor: '' }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer((a) => ({ ...a, failedFor: q }));
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, language]);

  if (!q) return idle;
  const failed = answer.failedFor === q;
  return {
    results: answer.results,
    answered: answer.answered,
    loading: answer.answered !== q && !failed,
    failed,
  };
}
