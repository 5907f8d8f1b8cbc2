import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';

/** A leaf of the 'Others' menu's levels: a real page with nothing to do but show where it is. */
export default function MenuLevelPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const level = pathname.split('/').pop()?.replace('-', '.') ?? '';
  return (
    <div>
      <PageHeader title={t('acl.menuLevel.title', { level })} />
      <Card className="p-5 text-text-muted">{t('acl.menuLevel.text')}</Card>
    </div>
  );
}
