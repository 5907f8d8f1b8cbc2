import { MAINTENANCE_CODE } from '@contract/maintenance';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/errors';
import { onSessionEnd } from '@/lib/session/session';

const MAX_RETRIES = 3;

/** A 4xx is the caller's mistake or a missing right: asking again will not help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient: QueryClient = new QueryClient({
  // a write refused because maintenance began shows the under-maintenance page at once
  mutationCache: new MutationCache({
    onError: (error) => {
      if (error instanceof ApiError && error.code === MAINTENANCE_CODE)
        void queryClient.invalidateQueries({ queryKey: ['maintenance'] });
    },
  }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      // 1 s, 2 s, 4 s … at most 15 s
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// One user's cached data must never show to the next one.
onSessionEnd(() => queryClient.clear());
