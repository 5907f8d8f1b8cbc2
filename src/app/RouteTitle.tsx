import { APP_NAME } from '@contract/config';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n/useT';

/** Sets the document title to "<page name> | Portal Pajak" (follows the language). */
export function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useT();
  const title = `${t(titleKey)} | ${APP_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
