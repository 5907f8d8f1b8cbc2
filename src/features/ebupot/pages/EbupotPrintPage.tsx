import type { BupotDetail } from '@contract/ebupot';
import { EBUPOT_PATHS } from '@contract/ebupot';
import { BULK_MAX } from '@contract/ebupot-bulk';
import { routePath } from '@contract/routes';
import { useQueries } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { api } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { bupotKeys } from '../api/bupot';
import { SlipDocument } from '../components/SlipDocument';
import '@/components/ui/print-area.css';
import '../components/ebupot-print.css';

// The chosen slips of the list (?ids=1,2,3) one after another, each on its own A4 page; the
// print dialog opens once all are on screen.

export default function EbupotPrintPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').map(Number))]
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, BULK_MAX);
  const slips = useQueries({
    queries: ids.map((id) => ({
      queryKey: bupotKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<BupotDetail>(EBUPOT_PATHS.slip(id), { signal }),
    })),
  });
  const ready = slips.length > 0 && slips.every((s) => s.data);
  const failed = slips.find((s) => s.isError);
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [ready]);

  const back = (
    <Link
      to={routePath('ebupotList')}
      className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('ebupot.view.back')}
    </Link>
  );

  return (
    <section className="p-4 sm:p-6" aria-busy={!ready && !failed}>
      <PageHeader
        title={t('ebupot.bulk.printTitle', { count: ids.length })}
        before={back}
        actions={
          <Button
            variant="outlined"
            onClick={() => window.print()}
            disabled={!ready}
            startIcon={<Printer aria-hidden="true" className="size-4" />}
          >
            {t('ebupot.view.print')}
          </Button>
        }
      />
      {ids.length === 0 && <p className="text-text-muted">{t('ebupot.bulk.printNone')}</p>}
      {failed ? (
        <ErrorState message={errorText(failed.error)} onRetry={() => failed.refetch()} />
      ) : (
        <div className="flex flex-col gap-8">
          {slips.map((s, i) =>
            s.data ? (
              <div key={ids[i]} className="break-after-page">
                <SlipDocument slip={s.data} />
              </div>
            ) : (
              <Skeleton key={ids[i]} className="mx-auto h-[60vh] w-full max-w-[210mm]" />
            ),
          )}
        </div>
      )}
    </section>
  );
}
