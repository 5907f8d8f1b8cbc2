import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { PageHeader } from '@/components/ui/PageHeader';
import { SummaryCards } from '../components/SummaryCards';
import { UsersGrid } from '../components/UsersGrid';

/** The admin home: figures over every client and every account. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <SummaryCards />
      <Card>
        <CardHeader title={t('admin.users.title')} />
        <div className="p-4 pt-0">
          <UsersGrid />
        </div>
      </Card>
    </div>
  );
}
