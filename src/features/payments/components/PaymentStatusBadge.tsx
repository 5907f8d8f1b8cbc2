import type { TransaksiStatus } from '@contract/billing';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import type { Tone } from '@/components/ui/tone';

const tones: Record<TransaksiStatus, Tone> = {
  MENUNGGU: 'warning',
  TERBAYAR: 'success',
  KADALUARSA: 'error',
  DIBATALKAN: 'secondary',
};

export function PaymentStatusBadge({ status, size }: { status: TransaksiStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge color={tones[status] ?? 'secondary'} size={size} data-status={status}>
      {t(`payments.status.${status}`)}
    </Badge>
  );
}
