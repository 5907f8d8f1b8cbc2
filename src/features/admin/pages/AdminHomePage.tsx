import { adminPath } from '@contract/routes/admin';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { PageHeader } from '@/components/ui/PageHeader';
import { MaintenanceCard } from '../components/MaintenanceCard';
import { SummaryCards } from '../components/SummaryCards';

/** The admin home: figures over every client, and the way to every account (the user list). */
export default function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <SummaryCards />
      <Card>
        <CardHeader title={t('admin.users.title')} subtitle={t('admin.users.hint')} />
        <div className="p-5 pt-0">
          <ButtonLink to={adminPath('userList')} startIcon={<Users className="size-4" aria-hidden="true" />}>
            {t('admin.users.openList')}
          </ButtonLink>
        </div>
      </Card>
      <MaintenanceCard />
    </div>
  );
}
