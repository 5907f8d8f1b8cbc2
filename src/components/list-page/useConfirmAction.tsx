import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

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

type Ask = (texts: string, values: ConfirmActionProps['values'], run: () => Promise<unknown>) => void;

/** One destructive action at a time, confirmed first: `ask(texts, values, run)` opens the dialog, render `dialog`. */
export function useConfirmAction(): [ask: Ask, dialog: ReactNode] {
  const [asked, setAsked] = useState<Omit<ConfirmActionProps, 'onClose'> | null>(null);
  const ask = useCallback<Ask>((texts, values, run) => setAsked({ texts, values, run }), []);
  const dialog = asked && (
    <Suspense fallback={null}>
      <ConfirmActionDialog {...asked} onClose={() => setAsked(null)} />
    </Suspense>
  );
  return [ask, dialog];
}
