import { lazy, Suspense } from 'react';

// The dialog (Headless UI Dialog, ~15 KB gzip) loads only when an action asks for it.
const ConfirmActionDialog = lazy(() => import('./ConfirmActionDialog'));

export type ConfirmActionProps = {
  /** i18n prefix of the dialog's `title`, `message`, `confirm`, `keep` and `done` (toast) texts. */
  texts: string;
  /** Interpolated into those texts. */
  values?: Record<string, string | number>;
  /** The destructive action; its API error is shown in the dialog, which stays open. */
  run: () => Promise<unknown>;
  onClose: () => void;
};

/** An open confirm dialog for one destructive action (render it while the action is asked for). */
export function ConfirmAction(props: ConfirmActionProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmActionDialog {...props} />
    </Suspense>
  );
}
