import { useTranslation } from 'react-i18next';

/** The staff's Email app (issue 17): filled in by the next commit. */
export default function EmailPage() {
  const { t } = useTranslation();
  return <h1 className="text-xl">{t('nav.email')}</h1>;
}
