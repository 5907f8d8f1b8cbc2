import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { InvoiceForm } from '../components/InvoiceForm';

/** /apps/invoice/add: a new bill, saved as a draft or sent at once. */
export default function InvoiceAppAddPage() {
  const { t } = useTranslation();
  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('invoiceApp.addTitle')} subtitle={t('invoiceApp.addSubtitle')} />
      <InvoiceForm />
    </section>
  );
}
