import { APP_NAME } from '@contract/config';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n/useT';
import { inNextTask } from '@/lib/next-task';

/** Sets the document title to "<page name> | Portal Pajak" (follows the language). */
export function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useT();
  const title = `${t(titleKey)} | ${APP_NAME}`;
  // Setting the title costs the browser a few milliseconds (it tells the tab and the history): not
  // in the task that runs the whole page's first effects.
  useEffect(
    () =>
      inNextTask(() => {
        document.title = title;
      }),
    [title],
  );
  return null;
}
