import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '@/lib/format';
import { useMasaAction } from '../api/masa';
import { ReasonDialog } from './ReasonDialog';

/** Confirms marking a masa's SPT Masa reported (optional receipt number) or opening its correction (reason). */
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
  const period = formatMonthYear(masa, tahun, i18n.language);
  const key = kind === 'correction' ? 'correction' : 'report';
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
    />
  );
}
