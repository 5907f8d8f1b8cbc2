import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

// The confirm dialog (Headless UI Dialog, ~15 KB gzip) loads only when an action asks for it.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

export type ConfirmActionProps = {
  /** i18n prefix of the dialog's `title`, `message`, `confirm`, `keep` and `done` texts. */
  texts: string;
  /** Interpolated into those texts. */
  values?: Record<string, string | number>;
  /** The destructive action; its API error is shown in the dialog, which stays open. */
  run: () => Promise<unknown>;
  onClose: () => void;
  /** Toast `done` after success (default true). */
  announce?: boolean;
};

/** An open confirm dialog for one destructive action (render it while the action is asked for). */
export function ConfirmAction({ texts, values, run, onClose, announce = true }: ConfirmActionProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const text = (key: string) => t(`${texts}.${key}`, values);
  return (
    <Suspense fallback={null}>
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
          if (announce) toast.success(text('done'));
        }}
      />
    </Suspense>
  );
}
