import type { SearchStatus } from '@contract/shell';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import type { Tone } from '@/components/ui/tone';

// The same words as each record's own list: the labels are the features' status translations.
const LABEL_KEY: Record<SearchStatus['of'], string> = {
  invoice: 'invoices.status',
  payment: 'payments.status',
  slip: 'ebupot.status',
};

const TONE: Record<string, Tone> = {
  LUNAS: 'success',
  TERBAYAR: 'success',
  issued: 'success',
  MENUNGGU: 'warning',
  BELUM_DIBAYAR: 'info',
  JATUH_TEMPO: 'error',
  KADALUARSA: 'error',
};

/** A search result's state ('Paid', 'Replaced · C1'), so cancelled and replaced records do not look live. */
export function SearchStatusBadge({ status }: { status: SearchStatus }) {
  const { t } = useTranslation();
  const label = t(`${LABEL_KEY[status.of]}.${status.code}`);
  const revision =
    status.of === 'slip' && status.revision > 0
      ? ` · ${t('ebupot.revisionShort', { n: status.revision })}`
      : '';
  return (
    <Badge size="sm" color={TONE[status.code] ?? 'secondary'} data-status={status.code} className="shrink-0">
      {label}
      {revision}
    </Badge>
  );
}
