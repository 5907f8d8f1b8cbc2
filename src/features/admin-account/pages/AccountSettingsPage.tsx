import { Bell, ShieldCheck, UserRound } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { Tabs } from '@/components/ui/Tabs';
import { NotificationsCard } from '@/features/account-security';
import { loadSecurityTab, ProfileTab } from '@/features/settings';
import { useSession } from '@/lib/session';
import { AvatarCard } from '../components/AvatarCard';
import { PreferencesCard } from '../components/PreferencesCard';

// The template's account settings, on the signed-in user's own account: Account (picture,
// profile, language, time zone), Security (password, two-factor, sessions), Notifications. The
// template's Billing and Connections tabs are left out: this service has no plan to bill the
// admin for and no third-party accounts to connect.
const TABS = ['account', 'security', 'notifications'] as const;
type TabKey = (typeof TABS)[number];
const icons = { account: UserRound, security: ShieldCheck, notifications: Bell };
// The security tab (password, two-factor, sessions) loads when it is opened.
const SecurityTab = lazy(() => loadSecurityTab().then((m) => ({ default: m.SecurityTab })));

/** /pages/account-settings?tab=account|security|notifications */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'account';

  const items = useMemo(
    () =>
      TABS.map((key) => {
        const Icon = icons[key];
        return {
          key,
          label: (
            <>
              <Icon aria-hidden="true" className="size-4" />
              {t(`accountSettings.tabs.${key}`)}
            </>
          ),
          panel:
            key === 'account' ? (
              user && (
                <div className="grid gap-6">
                  <AvatarCard name={user.nama} />
                  <ProfileTab user={user} />
                  <PreferencesCard />
                </div>
              )
            ) : key === 'security' ? (
              <Suspense
                fallback={
                  <div className="flex justify-center p-10">
                    <Spinner size={24} />
                  </div>
                }
              >
                <SecurityTab />
              </Suspense>
            ) : (
              <div className="max-w-3xl">
                <NotificationsCard />
              </div>
            ),
        };
      }),
    [t, user],
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('accountSettings.title')} subtitle={t('accountSettings.subtitle')} />
      <Tabs
        label={t('accountSettings.title')}
        items={items}
        selectedIndex={TABS.indexOf(current)}
        onChange={(index) => setParams({ tab: TABS[index] }, { replace: true })}
      />
    </section>
  );
}
