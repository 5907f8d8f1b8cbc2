import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMonthYear, formatRupiah } from '@/lib/format';
import { useMasaAction } from '../api/masa';
import { useMasaSummary } from '../api/masa-report';
import { ReasonDialog } from './ReasonDialog';
import { SptSummary } from './SptSummary';

/**
 * Confirms marking a masa's SPT Masa reported (optional receipt number) or opening its
 * correction (reason). Reporting shows the SPT's summary first, and stays off while slips are
 * drafts or withheld tax is not deposited (the server refuses both).
 */
export function MasaActionDialog({
  kind,
  masa,
  tahun,
  onClose,
}: {
  kind: 'report' | 'correction' | null;
  masa: number;
  tahun: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const action = useMasaAction(kind ?? 'report');
  const reporting = kind === 'report';
  const summary = useMasaSummary(reporting ? { masa, tahun } : null);
  const period = formatMonthYear(masa, tahun, i18n.language);
  const key = kind === 'correction' ? 'correction' : 'report';
  const s = summary.data;
  const blocker = !s
    ? null
    : s.drafts > 0
      ? t('ebupotMasa.report.hasDrafts', { count: s.drafts })
      : s.outstanding > 0
        ? t('ebupotMasa.report.unpaid', { amount: formatRupiah(s.outstanding) })
        : null;
  const details = reporting ? (
    s ? (
      <>
        <SptSummary summary={s} compact />
        {blocker && <Alert severity="warning">{blocker}</Alert>}
      </>
    ) : (
      <Skeleton className="h-32" />
    )
  ) : undefined;
  return (
    <ReasonDialog
      open={kind !== null}
      onClose={onClose}
      onSubmit={(text) => action.mutateAsync({ masa, tahun, text })}
      busy={action.isPending}
      title={t(`ebupot.masa.${key}.title`, { period })}
      description={t(`ebupot.masa.${key}.message`)}
      label={t(`ebupot.masa.${key}.label`)}
      required={kind === 'correction'}
      confirmLabel={t(`ebupot.masa.${key}.confirm`)}
      keepLabel={t('ebupot.cancel.keep')}
      color={kind === 'correction' ? 'warning' : 'primary'}
      details={details}
      disabled={reporting && (!s || blocker !== null)}
    />
  );
}
