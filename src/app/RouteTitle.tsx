import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '@/contract/config';

/** Sets the document title to "<page name> | Portal Pajak" (follows the language). */
export function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = `${t(titleKey)} | ${APP_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
