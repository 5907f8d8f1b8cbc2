import { DOCUMENT_PATHS } from '@contract/documents';
import { adminPath } from '@contract/routes/admin';
import { ArrowLeft, Ban, Banknote, FileDown, Pencil, Printer, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { downloadFile } from '@/features/payments';
import { useAbility } from '@/lib/acl';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import '@/components/ui/print-area.css';
import '../components/invoice-a4-print.css';
import { useAdminInvoice } from '../api/invoice-app-api';
import { InvoiceA4 } from '../components/InvoiceA4';
import { cancellable, useInvoiceAppActions } from '../components/useInvoiceAppActions';

const RecordPaymentDialog = lazy(() => import('../components/RecordPaymentDialog'));

/** /apps/invoice/preview/:id: the bill as an A4 page, to print or download, with its actions. */
export default function InvoiceAppPreviewPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const errorText = useApiErrorMessage();
  const id = Number(useParams().id);
  const query = useAdminInvoice(id);
  const invoice = query.data?.invoice;
  const { confirmSend, confirmCancel, dialog } = useInvoiceAppActions();
  const [paying, setPaying] = useState(false);
  const canUpdate = ability.can('update', 'invoices');

  // The PDF is made on the server (server/lib/pdf), the one way every document is made.
  const downloadPdf = () => {
    if (!invoice) return;
    downloadFile(
      DOCUMENT_PATHS.adminInvoicePdf(invoice.id),
      {},
      `${invoice.nomor.replace(/\//g, '-')}.pdf`,
      'application/pdf',
    ).catch((err) => toast.error(errorText(err)));
  };

  return (
    <section className="p-4 sm:p-6">
      <div data-print-hide>
        <PageHeader
          title={t('invoiceApp.preview.title', { nomor: invoice?.nomor ?? '' })}
          actions={
            <ButtonLink variant="text" to={adminPath('invoiceAppList')}>
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('invoiceApp.preview.back')}
            </ButtonLink>
          }
        />
        {invoice && (
          <div className="mb-4 flex flex-wrap gap-2">
            <Button variant="outlined" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              {t('invoiceApp.preview.print')}
            </Button>
            <Button variant="outlined" onClick={downloadPdf}>
              <FileDown className="size-4" aria-hidden="true" />
              {t('invoiceApp.preview.pdf')}
            </Button>
            {canUpdate && invoice.status === 'DRAFT' && (
              <>
                <ButtonLink variant="outlined" to={adminPath('invoiceAppEdit', { id })}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('invoiceApp.actions.edit')}
                </ButtonLink>
                <Button onClick={() => confirmSend(invoice)}>
                  <Send className="size-4" aria-hidden="true" />
                  {t('invoiceApp.actions.send')}
                </Button>
              </>
            )}
            {ability.can('create', 'invoices') && invoice.balance > 0 && invoice.status !== 'DRAFT' && (
              <Button variant="outlined" color="success" onClick={() => setPaying(true)}>
                <Banknote className="size-4" aria-hidden="true" />
                {t('invoiceApp.actions.recordPayment')}
              </Button>
            )}
            {canUpdate && cancellable(invoice) && (
              <Button variant="outlined" color="error" onClick={() => confirmCancel(invoice)}>
                <Ban className="size-4" aria-hidden="true" />
                {t('invoiceApp.actions.cancel')}
              </Button>
            )}
          </div>
        )}
      </div>
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
          <Skeleton className="h-32 w-full" />
        </Card>
      ) : (
        <Card data-print-area="bill" className="overflow-x-auto">
          <InvoiceA4 invoice={invoice} />
        </Card>
      )}
      {invoice && paying && (
        <Suspense fallback={null}>
          <RecordPaymentDialog invoice={invoice} onClose={() => setPaying(false)} />
        </Suspense>
      )}
      {dialog}
    </section>
  );
}
