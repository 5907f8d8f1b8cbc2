import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';

// The form's inputs (combobox, amounts, dates) load with it, not with the page: counted on a page's
// first load they would join the frame every signed-in page loads (scripts/chunk-groups.ts).
const InvoiceForm = lazy(() => import('../components/InvoiceForm'));

/** /apps/invoice/add: a new bill, saved as a draft or sent at once. */
export default function InvoiceAppAddPage() {
  const { t } = useTranslation();
  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('invoiceApp.addTitle')} subtitle={t('invoiceApp.addSubtitle')} />
      <Suspense fallback={<Skeleton className="h-96" />}>
        <InvoiceForm />
      </Suspense>
    </section>
  );
}
