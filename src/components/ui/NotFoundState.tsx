import { ArrowLeft, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { ButtonLink } from './ButtonLink';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export type NotFoundStateProps = {
  /** "Bill not found", "Slip not found" */
  title: ReactNode;
  description?: ReactNode;
  /** Where "back" leads: the record's list. */
  backTo: string;
  backLabel: ReactNode;
};

/** A request for a record that does not exist (or is not the user's): 404, or an id that cannot be one. */
export const isNotFoundError = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The whole page of a detail route whose record is missing: says so and leads back to the list,
 * instead of an error with a Retry that can never succeed.
 */
export function NotFoundState({ title, description, backTo, backLabel }: NotFoundStateProps) {
  return (
    <section className="p-4 sm:p-6" data-testid="not-found">
      <PageHeader
        title={title}
        before={
          <Link
            to={backTo}
            className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {backLabel}
          </Link>
        }
      />
      <Card>
        <EmptyState
          icon={<FileQuestion className="size-10" strokeWidth={1.5} />}
          title={title}
          description={description}
          action={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}
        />
      </Card>
    </section>
  );
}
