import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useApiErrorMessage } from '@/lib/errors';

/** A dashboard page: its heading, then its figures, or the error with a retry when they failed. */
export function DashboardFrame({
  title,
  subtitle,
  query,
  children,
}: {
  title: string;
  subtitle: string;
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown; data?: unknown };
  children: ReactNode;
}) {
  const errorText = useApiErrorMessage();
  return (
    <div className="space-y-6">
      <PageHeader title={title} subtitle={subtitle} />
      {query.isError && !query.data ? (
        <Card>
          <ErrorState
            message={errorText(query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : (
        children
      )}
    </div>
  );
}
