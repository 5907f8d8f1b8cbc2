import type { InvoiceDetail, LedgerEntry } from '@contract/billing';
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@contract/billing';
import { routePath } from '@contract/routes';
import { ArrowDownLeft, ArrowUpRight, Plus, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InLanguage, Ltr } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton, SkeletonRows } from '@/components/ui/Skeleton';
import { linkClass } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useDompet } from '../api/payments';
import { PendingTopups } from '../components/PendingTopups';

const TopUpDialog = lazy(() => import('../components/TopUpDialog'));
const PayDialog = lazy(() => import('../components/PayDialog'));

function readPaging(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export default function WalletPage() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const [params, setParams] = useSearchParams();
  const { page, perPage } = readPaging(params);
  const query = useDompet(page, perPage);
  const [topupOpen, setTopupOpen] = useState(false);
  const [payInvoice, setPayInvoice] = useState<InvoiceDetail | null>(null);
  const data = query.data;
  // The server writes descriptions in Indonesian; the two kinds it makes are shown translated.
  const entryText = (entry: LedgerEntry) =>
    entry.type === 'CREDIT' && entry.reference?.startsWith('TOPUP')
      ? t('payments.wallet.topupEntry')
      : entry.type === 'DEBIT' && entry.transaksi_id
        ? t('payments.wallet.paymentEntry')
        : entry.description;

  const setPaging = (next: { page: number; perPage: number }) => {
    const p = new URLSearchParams();
    if (next.page !== 1) p.set('page', String(next.page));
    if (next.perPage !== DEFAULT_PER_PAGE) p.set('perPage', String(next.perPage));
    setParams(p);
  };

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('payments.wallet.title')}
        subtitle={t('payments.wallet.subtitle')}
        actions={
          <Button
            onClick={() => setTopupOpen(true)}
            startIcon={<Plus aria-hidden="true" className="size-4" />}
          >
            {t('payments.wallet.topUp')}
          </Button>
        }
      />

      <div className="grid grid-cols-1 gap-6">
        <Card className="flex flex-wrap items-center gap-5 p-6">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded bg-primary/12 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
          >
            <Wallet className="size-7" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-text-muted">{t('payments.wallet.balance')}</p>
            {data ? (
              <p className="text-3xl font-semibold text-text tabular-nums" data-testid="wallet-balance">
                <Ltr>{formatRupiah(data.balance)}</Ltr>
              </p>
            ) : (
              <Skeleton className="mt-1 h-9 w-48" />
            )}
          </div>
          <p className="max-w-sm text-sm text-text-muted">{t('payments.wallet.howItWorks')}</p>
        </Card>

        {data && <PendingTopups topups={data.pending_topups} />}

        <Card>
          <CardHeader
            title={t('payments.wallet.ledger')}
            action={
              <Link
                to={routePath('walletStatement')}
                className={linkClass}
                data-testid="wallet-statement-link"
              >
                {t('documents.statement.link')}
              </Link>
            }
          />
          {query.isError && !data ? (
            <ErrorState
              message={errorText(query.error)}
              onRetry={() => query.refetch()}
              retrying={query.isFetching}
            />
          ) : !data ? (
            <SkeletonRows className="px-5 pb-5" />
          ) : data.ledger.length === 0 ? (
            <EmptyState
              title={t('payments.wallet.emptyTitle')}
              description={t('payments.wallet.emptyBody')}
            />
          ) : (
            <>
              <div className="relative overflow-x-auto">
                <table className="w-full min-w-[640px] text-sm" data-testid="wallet-ledger">
                  <caption className="sr-only">{t('payments.wallet.ledger')}</caption>
                  <thead>
                    <tr className="h-grid-header border-y border-divider bg-text/3 text-xs tracking-wide text-text-muted uppercase">
                      <th scope="col" className="px-5 text-start font-medium">
                        {t('payments.wallet.columns.date')}
                      </th>
                      <th scope="col" className="px-3 text-start font-medium">
                        {t('payments.wallet.columns.description')}
                      </th>
                      <th scope="col" className="px-3 text-start font-medium">
                        {t('payments.wallet.columns.reference')}
                      </th>
                      <th scope="col" className="px-5 text-end font-medium">
                        {t('payments.wallet.columns.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.ledger.map((entry) => {
                      const credit = entry.type === 'CREDIT';
                      return (
                        <tr
                          key={entry.id}
                          className="h-grid-row border-b border-divider last:border-0"
                          data-type={entry.type}
                        >
                          <td className="px-5 whitespace-nowrap">
                            <InLanguage>{formatDateTime(entry.created_at, i18n.language)}</InLanguage>
                          </td>
                          <td className="px-3">
                            <span className="inline-flex items-center gap-2">
                              {credit ? (
                                <ArrowDownLeft
                                  aria-hidden="true"
                                  className="size-4 text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-success"
                                />
                              ) : (
                                <ArrowUpRight
                                  aria-hidden="true"
                                  className="size-4 text-[color-mix(in_srgb,var(--c-error)_74%,black)] dark:text-error"
                                />
                              )}
                              {entryText(entry)}
                            </span>
                          </td>
                          <td className="px-3 whitespace-nowrap">
                            {entry.reference && entry.invoice_id ? (
                              <Link
                                to={routePath('invoiceDetail', { id: entry.invoice_id })}
                                className="underline-offset-2 hover:underline"
                              >
                                {entry.reference}
                              </Link>
                            ) : (
                              (entry.reference ?? '—')
                            )}
                          </td>
                          <td
                            className={cn(
                              'px-5 text-end font-medium whitespace-nowrap tabular-nums',
                              credit
                                ? 'text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-[color-mix(in_srgb,var(--c-success)_85%,white)]'
                                : 'text-text',
                            )}
                          >
                            <span className="sr-only">
                              {t(credit ? 'payments.wallet.credit' : 'payments.wallet.debit')}{' '}
                            </span>
                            <Ltr>
                              {credit ? '+' : '−'}
                              {formatRupiah(entry.amount)}
                            </Ltr>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pagination
                className="border-t border-divider px-5 py-3"
                page={page}
                pageCount={Math.ceil(data.total / perPage)}
                onPageChange={(p) => setPaging({ page: p, perPage })}
                pageSize={perPage}
                onPageSizeChange={(size) => setPaging({ page: 1, perPage: size })}
                pageSizeOptions={[...PER_PAGE_OPTIONS]}
                rowCount={data.total}
              />
            </>
          )}
        </Card>
      </div>

      {topupOpen && (
        <Suspense fallback={null}>
          <TopUpDialog
            onClose={() => setTopupOpen(false)}
            onCreated={(invoice) => {
              setTopupOpen(false);
              setPayInvoice(invoice);
            }}
          />
        </Suspense>
      )}
      {payInvoice && (
        <Suspense fallback={null}>
          <PayDialog invoice={payInvoice} open onClose={() => setPayInvoice(null)} />
        </Suspense>
      )}
    </section>
  );
}
