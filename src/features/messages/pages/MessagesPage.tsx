import { useTranslation } from 'react-i18next';

/** The client's Pesan page (issue 17): filled in by the next commit. */
export default function MessagesPage() {
  const { t } = useTranslation();
  return <h1 className="text-xl">{t('nav.messages')}</h1>;
}
