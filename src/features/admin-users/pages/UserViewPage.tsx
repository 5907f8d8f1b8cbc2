import { adminPath } from '@contract/routes/admin';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { isNotFoundError, NotFoundState } from '@/components/ui/NotFoundState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useAbility } from '@/lib/acl';
import { useApiErrorMessage } from '@/lib/errors';
import { Link } from '@/lib/nav';
import { useUserCard } from '../api/users-api';
import { ActivityTab } from '../components/ActivityTab';
import { BillingTab } from '../components/BillingTab';
import { OverviewTab } from '../components/OverviewTab';
import { SecurityTab } from '../components/SecurityTab';
import { UserProfileCard } from '../components/UserProfileCard';
import { useUserActions } from '../components/useUserActions';

/** /apps/user/view/:id: the profile card with its actions, and the account's records in tabs. */
export default function UserViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useApiErrorMessage();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const card = useUserCard(id);
  const onDeleted = useCallback(() => navigate(adminPath('userList')), [navigate]);
  const { menuOf, dialogs } = useUserActions({ onDeleted, withView: false });
  const back = adminPath('userList');
  // a client's billing needs 'read invoices' (bills) or 'read payments' (payments, wallet) too
  const ability = useAbility();
  const bills = ability.can('read', 'invoices');
  const payments = ability.can('read', 'payments');

  if (!id || isNotFoundError(card.error))
    return <NotFoundState title={t('users.view.notFound')} backTo={back} backLabel={t('users.view.back')} />;

  return (
    <section className="space-y-6 p-4 sm:p-6">
      <PageHeader
        title={card.data?.user.nama ?? t('app.titles.userView')}
        before={
          <Link
            to={back}
            className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('users.view.back')}
          </Link>
        }
      />
      {card.isError && !card.data ? (
        <Card>
          <ErrorState
            message={errorText(card.error)}
            onRetry={() => card.refetch()}
            retrying={card.isFetching}
          />
        </Card>
      ) : !card.data ? (
        <Card className="space-y-4 p-8" aria-busy="true">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-24" />
        </Card>
      ) : (
        <>
          <UserProfileCard card={card.data} actions={menuOf(card.data.user)} />
          <Card className="p-4">
            <Tabs
              label={t('users.view.tabs.label')}
              items={[
                {
                  key: 'overview',
                  label: t('users.view.tabs.overview'),
                  panel: <OverviewTab userId={id} bills={bills} payments={payments} />,
                },
                { key: 'security', label: t('users.view.tabs.security'), panel: <SecurityTab userId={id} /> },
                ...(payments
                  ? [
                      {
                        key: 'billing',
                        label: t('users.view.tabs.billing'),
                        panel: <BillingTab userId={id} />,
                      },
                    ]
                  : []),
                { key: 'activity', label: t('users.view.tabs.activity'), panel: <ActivityTab userId={id} /> },
              ]}
            />
          </Card>
        </>
      )}
      {dialogs}
    </section>
  );
}
