import { DOCUMENT_PATHS } from '@contract/documents';
import { routePath } from '@contract/routes';
import { ArrowLeft, Ban, CreditCard, FileDown, Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { isNotFoundError, NotFoundState } from '@/components/ui/NotFoundState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { downloadFile, PayDialog } from '@/features/payments';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCancelInvoice, useInvoice } from '../api/invoices';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { PaymentHistory } from '../components/PaymentHistory';
import '@/components/ui/print-area.css';
import '../components/invoice-print.css';

// The confirm dialog (Headless UI Dialog, ~15 KB gzip) loads only when a cancel is asked for.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useInvoice(id);
  const cancel = useCancelInvoice();
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invoice = query.data;

  const back = (
    <Link
      to={routePath('invoiceList')}
      className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
      data-print-hide
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('invoices.detail.back')}
    </Link>
  );

  if (!valid || isNotFoundError(query.error)) {
    return (
      <NotFoundState
        title={t('invoices.detail.notFoundTitle')}
        description={t('invoices.detail.notFoundBody')}
        backTo={routePath('invoiceList')}
        backLabel={t('invoices.detail.back')}
      />
    );
  }

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        before={back}
        title={
          invoice ? t('invoices.detail.title', { nomor: invoice.nomor }) : t('invoices.detail.loadingTitle')
        }
        actions={
          invoice && (
            <>
              <Button
                variant="outlined"
                color="secondary"
                onClick={() => window.print()}
                startIcon={<Printer aria-hidden="true" className="size-4" />}
              >
                {t('invoices.actions.print')}
              </Button>
              {invoice.status === 'LUNAS' && (
                <Button
                  variant="outlined"
                  color="secondary"
                  data-testid="invoice-receipt"
                  onClick={() =>
                    downloadFile(
                      DOCUMENT_PATHS.invoiceReceipt(invoice.id),
                      {},
                      `kuitansi-${invoice.nomor.replace(/\//g, '-')}.pdf`,
                      'application/pdf',
                    ).catch((err) => toast.error(errorText(err)))
                  }
                  startIcon={<FileDown aria-hidden="true" className="size-4" />}
                >
                  {t('documents.receipt.download')}
                </Button>
              )}
              {invoice.can_cancel && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setConfirming(true)}
                  startIcon={<Ban aria-hidden="true" className="size-4" />}
                >
                  {t('invoices.actions.cancel')}
                </Button>
              )}
              {invoice.can_pay && (
                <Button
                  onClick={() => setPaying(true)}
                  startIcon={<CreditCard aria-hidden="true" className="size-4" />}
                >
                  {t('invoices.actions.pay')}
                </Button>
              )}
            </>
          )
        }
      />

      {query.isError && !invoice ? (
        <Card>
          <ErrorState
            message={errorText(query.error)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : !invoice ? (
        <Card className="space-y-4 p-8" aria-busy="true">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : (
        <div className="space-y-6">
          <Card data-print-area="bill">
            <InvoiceDocument invoice={invoice} />
          </Card>
          <PaymentHistory payments={invoice.transaksis} />
        </div>
      )}

      {invoice && paying && (
        <Suspense fallback={null}>
          <PayDialog invoice={invoice} open onClose={() => setPaying(false)} />
        </Suspense>
      )}
      {invoice && confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setConfirming(false)}
            title={t('invoices.cancel.title', { nomor: invoice.nomor })}
            message={t('invoices.cancel.message')}
            confirmLabel={t('invoices.cancel.confirm')}
            cancelLabel={t('invoices.cancel.keep')}
            color="error"
            onConfirm={async () => {
              try {
                await cancel.mutateAsync(invoice.id);
              } catch (err) {
                throw new Error(errorText(err));
              }
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
