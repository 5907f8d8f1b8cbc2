import type { Bupot } from '@contract/ebupot';
import { useTranslation } from 'react-i18next';
import { useCancelBupot } from '../api/bupot';
import { ReasonDialog } from './ReasonDialog';

/** Asks for the reason and cancels an issued slip (pembatalan). */
export function CancelDialog({
  slip,
  onClose,
  onDone,
}: {
  slip: Bupot | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelBupot();
  return (
    <ReasonDialog
      open={slip !== null}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!slip) return;
        await cancel.mutateAsync({ id: slip.id, reason });
        onDone?.();
      }}
      busy={cancel.isPending}
      title={t('ebupot.cancel.title', { number: slip?.number ?? '' })}
      description={t('ebupot.cancel.message')}
      label={t('ebupot.cancel.reason')}
      confirmLabel={t('ebupot.cancel.confirm')}
      keepLabel={t('ebupot.cancel.keep')}
      color="error"
    />
  );
}
