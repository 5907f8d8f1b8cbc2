import type { InvoiceStatus } from '@contract/billing';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import type { Tone } from '@/components/ui/tone';

const tones: Record<InvoiceStatus, Tone> = {
  BELUM_DIBAYAR: 'info',
  JATUH_TEMPO: 'error',
  MENUNGGU: 'warning',
  LUNAS: 'success',
  DIBATALKAN: 'secondary',
};

// Memoised: a list row that shows another bill after a sort often shows the same status.
export const InvoiceStatusBadge = memo(function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={tones[status] ?? 'secondary'} data-status={status}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
});
