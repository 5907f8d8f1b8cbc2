import type { AdminInvoiceStatus } from '@contract/admin/invoices';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import type { Tone } from '@/components/ui/tone';

const tones: Record<AdminInvoiceStatus, Tone> = {
  DRAFT: 'secondary',
  SENT: 'info',
  PARTIAL: 'warning',
  PAST_DUE: 'error',
  PAID: 'success',
  CANCELLED: 'secondary',
};

export function InvoiceAppStatusChip({ status }: { status: AdminInvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={tones[status]} data-status={status}>
      {t(`invoiceApp.status.${status}`)}
    </Badge>
  );
}
