import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';

/** What PageState needs of a query (react-query's result, or several merged). */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A content page's frame: its body once the data is there, a placeholder before, a retry on failure. */
export function PageState<T>({
  query,
  children,
}: {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.data !== undefined) body = children(query.data);
  else if (query.isError)
    body = (
      <ErrorState
        message={t('helpPages.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else
    body = (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  return <section className="p-4 sm:p-6">{body}</section>;
}
