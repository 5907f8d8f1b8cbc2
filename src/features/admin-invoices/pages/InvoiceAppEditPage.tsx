import { adminPath } from '@contract/routes/admin';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { useAdminInvoice } from '../api/invoice-app-api';

// The form's inputs (combobox, amounts, dates) load with it, not with the page: counted on a page's
// first load they would join the frame every signed-in page loads (scripts/chunk-groups.ts).
const InvoiceForm = lazy(() => import('../components/InvoiceForm'));

/** /apps/invoice/edit/:id: a draft's form; a sent bill can no longer be changed. */
export default function InvoiceAppEditPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const id = Number(useParams().id);
  const bill = useAdminInvoice(id);
  const invoice = bill.data?.invoice;
  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('invoiceApp.editTitle', { nomor: invoice?.nomor ?? '' })} />
      {bill.isError && <Alert severity="error">{errorText(bill.error)}</Alert>}
      {bill.isPending && <Skeleton className="h-96" />}
      {invoice && invoice.status !== 'DRAFT' && (
        <Alert severity="warning">
          {t('invoiceApp.notDraft')}{' '}
          <ButtonLink variant="text" to={adminPath('invoiceAppPreview', { id })}>
            {t('invoiceApp.actions.preview')}
          </ButtonLink>
        </Alert>
      )}
      {invoice?.status === 'DRAFT' && (
        <Suspense fallback={<Skeleton className="h-96" />}>
          <InvoiceForm bill={invoice} />
        </Suspense>
      )}
    </section>
  );
}
