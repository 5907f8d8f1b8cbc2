import { createContext, useContext, useEffect } from 'react';

/** Lets each form of the settings page say whether it holds unsaved changes. */
export const UnsavedChangesContext = createContext<(key: string, dirty: boolean) => void>(() => {});

/** Reports `dirty` for this form while it is mounted (the page asks before leaving the tab). */
export function useReportUnsaved(key: string, dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [report, key, dirty]);
}
