import type { BupotStatus } from '@contract/ebupot';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';

const COLORS = { draft: 'warning', issued: 'success', replaced: 'info', cancelled: 'error' } as const;

/** Status of a slip; a correction shows its revision (P1, P2…). */
export function StatusBadge({ status, revision = 0 }: { status: BupotStatus; revision?: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge color={COLORS[status]}>{t(`ebupot.status.${status}`)}</Badge>
      {revision > 0 && (
        <Badge color="secondary" size="sm" title={t('ebupot.revisionLong', { n: revision })}>
          {t('ebupot.revisionShort', { n: revision })}
        </Badge>
      )}
    </span>
  );
}
