import { DOCUMENT_PATHS, type WalletStatement } from '@contract/documents';
import { routePath } from '@contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown, FileSpreadsheet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InLanguage, Ltr } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SkeletonRows } from '@/components/ui/Skeleton';
import { downloadFile } from '@/features/payments';
import { api } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { toast } from '@/lib/toast';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /client/dompet/mutasi: the wallet's movements over a period with the running balance; CSV and PDF. */
export default function WalletStatementPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const errorText = useApiErrorMessage();
  const [params, setParams] = useSearchParams();
  const period = {
    ...(DATE.test(params.get('from') ?? '') && { from: params.get('from') as string }),
    ...(DATE.test(params.get('to') ?? '') && { to: params.get('to') as string }),
  };
  const query = useQuery({
    queryKey: ['billing', 'walletStatement', period.from ?? '', period.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<WalletStatement>(DOCUMENT_PATHS.walletStatement, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const shownFrom = from || data?.from || '';
  const shownTo = to || data?.to || '';

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (shownFrom) next.set('from', shownFrom);
    if (shownTo) next.set('to', shownTo);
    setParams(next);
  };
  const download = (kind: 'csv' | 'pdf') =>
    downloadFile(
      kind === 'csv' ? DOCUMENT_PATHS.walletStatementCsv : DOCUMENT_PATHS.walletStatementPdf,
      data ? { from: data.from, to: data.to } : period,
      `mutasi-dompet.${kind}`,
      kind === 'csv' ? 'text/csv' : 'application/pdf',
    ).catch((err) => toast.error(errorText(err)));
  const money = (n: number) => <Ltr>{formatRupiah(n)}</Ltr>;
  // the server writes descriptions in Indonesian; the two kinds it makes are shown translated (as on the wallet page)
  const describe = (line: WalletStatement['lines'][number]) =>
    line.type === 'CREDIT' && line.reference?.startsWith('TOPUP')
      ? t('payments.wallet.topupEntry')
      : line.type === 'DEBIT' && line.invoice_id
        ? t('payments.wallet.paymentEntry')
        : line.description;

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        before={
          <Link
            to={routePath('wallet')}
            className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('payments.wallet.title')}
          </Link>
        }
        title={t('documents.statement.title')}
        subtitle={t('documents.statement.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => download('csv')}
              startIcon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
            >
              {t('documents.statement.csv')}
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => download('pdf')}
              startIcon={<FileDown aria-hidden="true" className="size-4" />}
            >
              {t('documents.statement.pdf')}
            </Button>
          </>
        }
      />
      <Card className="mb-6 p-5">
        <form className="flex flex-wrap items-end gap-4" onSubmit={apply}>
          <div className="flex flex-col gap-1">
            <label htmlFor="statement-from" className="text-sm text-text-muted">
              {t('documents.statement.from')}
            </label>
            <DateInput
              id="statement-from"
              value={shownFrom}
              max={shownTo || undefined}
              onValueChange={setFrom}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="statement-to" className="text-sm text-text-muted">
              {t('documents.statement.to')}
            </label>
            <DateInput id="statement-to" value={shownTo} min={shownFrom || undefined} onValueChange={setTo} />
          </div>
          <Button type="submit">{t('documents.statement.apply')}</Button>
        </form>
      </Card>
      <Card>
        {query.isError && !data ? (
          <ErrorState
            message={errorText(query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : !data ? (
          <SkeletonRows className="p-5" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 p-5 text-sm sm:grid-cols-4" data-testid="statement-summary">
              {(
                [
                  ['opening', data.opening_balance],
                  ['totalCredit', data.total_credit],
                  ['totalDebit', data.total_debit],
                  ['closing', data.closing_balance],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt className="text-text-muted">{t(`documents.statement.${key}`)}</dt>
                  <dd
                    className="text-lg font-semibold text-text tabular-nums"
                    data-testid={`statement-${key}`}
                  >
                    {money(value)}
                  </dd>
                </div>
              ))}
            </dl>
            {data.lines.length === 0 ? (
              <EmptyState title={t('documents.statement.empty')} />
            ) : (
              <div className="relative overflow-x-auto">
                <table className="w-full min-w-[720px] text-sm" data-testid="statement-lines">
                  <caption className="sr-only">{t('documents.statement.title')}</caption>
                  <thead>
                    <tr className="h-grid-header border-y border-divider bg-text/3 text-xs tracking-wide text-text-muted uppercase">
                      <th scope="col" className="px-5 text-start font-medium">
                        {t('documents.statement.columns.date')}
                      </th>
                      <th scope="col" className="px-3 text-start font-medium">
                        {t('documents.statement.columns.description')}
                      </th>
                      <th scope="col" className="px-3 text-start font-medium">
                        {t('documents.statement.columns.reference')}
                      </th>
                      <th scope="col" className="px-3 text-end font-medium">
                        {t('documents.statement.columns.credit')}
                      </th>
                      <th scope="col" className="px-3 text-end font-medium">
                        {t('documents.statement.columns.debit')}
                      </th>
                      <th scope="col" className="px-5 text-end font-medium">
                        {t('documents.statement.columns.balance')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((line) => (
                      <tr key={line.id} className="border-b border-divider">
                        <td className="px-5 py-3 whitespace-nowrap">
                          <InLanguage>{formatDateTime(line.created_at, lng)}</InLanguage>
                        </td>
                        <td className="px-3 py-3">{describe(line)}</td>
                        <td className="px-3 py-3">
                          <Ltr>{line.reference ?? '—'}</Ltr>
                        </td>
                        <td className="px-3 py-3 text-end tabular-nums">
                          {line.type === 'CREDIT' ? money(line.amount) : ''}
                        </td>
                        <td className="px-3 py-3 text-end tabular-nums">
                          {line.type === 'DEBIT' ? money(line.amount) : ''}
                        </td>
                        <td
                          className="px-5 py-3 text-end font-medium tabular-nums"
                          data-testid="statement-balance"
                        >
                          {money(line.balance_after)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
