import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { ConfirmActionProps } from './useConfirmAction';

/** The dialog behind ConfirmAction, loaded when an action is first asked for. */
export default function ConfirmActionDialog({ texts, values, run, onClose }: ConfirmActionProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const text = (key: string) => t(`${texts}.${key}`, values);
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={text('title')}
      message={text('message')}
      confirmLabel={text('confirm')}
      cancelLabel={text('keep')}
      color="error"
      onConfirm={async () => {
        try {
          await run();
        } catch (err) {
          throw new Error(errorText(err));
        }
        toast.success(text('done'));
      }}
    />
  );
}
