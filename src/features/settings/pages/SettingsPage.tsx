import { Bell, FileBadge, KeyRound, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { Tabs } from '@/components/ui/Tabs';
import { NotificationsCard } from '@/features/account-security';
import { useSession } from '@/lib/session';
import { CertificateTab } from '../components/CertificateTab';
import { EfinTab } from '../components/EfinTab';
import { ProfileTab } from '../components/ProfileTab';
import { SecurityTab } from '../components/SecurityTab';
import { SignersTab } from '../components/SignersTab';
import { UnsavedChangesContext } from '../hooks/unsaved-changes';
import { useLeaveGuard } from '../hooks/useLeaveGuard';

const TABS = ['profil', 'keamanan', 'notifikasi', 'penandatangan', 'efin', 'sertifikat'] as const;
type TabKey = (typeof TABS)[number];
const icons = {
  profil: UserRound,
  keamanan: ShieldCheck,
  notifikasi: Bell,
  penandatangan: UsersRound,
  efin: KeyRound,
  sertifikat: FileBadge,
};

/** /client/pengaturan?tab=…: profile, security, notifications, signers, EFIN and certificate, one tab each. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'profil';

  // which forms hold unsaved changes (each reports through UnsavedChangesContext)
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const report = useCallback((key: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(key);
    else dirtyForms.current.delete(key);
    setAnyDirty(dirtyForms.current.size > 0);
  }, []);
  /** where to go once the user agrees to drop their changes */
  const [pending, setPending] = useState<{ tab: TabKey } | { href: string } | null>(null);

  const showTab = useCallback(
    (tab: TabKey) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const leave = useCallback((href: string) => setPending({ href }), []);
  // on a phone the tab strip scrolls: keep the chosen tab in sight (also when opened by URL)
  const tabsBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tabs = tabsBox.current?.querySelectorAll('[role="tab"]');
    tabs?.[TABS.indexOf(current)]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  useLeaveGuard(anyDirty, leave);

  const items = useMemo(
    () =>
      TABS.map((key) => {
        const Icon = icons[key];
        return {
          key,
          label: (
            <>
              <Icon aria-hidden="true" className="size-4" />
              {t(`settings.tabs.${key}`)}
            </>
          ),
          panel:
            key === 'profil' ? (
              user && <ProfileTab user={user} />
            ) : key === 'keamanan' ? (
              <SecurityTab />
            ) : key === 'notifikasi' ? (
              <div className="max-w-3xl">
                <NotificationsCard />
              </div>
            ) : key === 'penandatangan' ? (
              <SignersTab />
            ) : key === 'efin' ? (
              <EfinTab />
            ) : (
              <CertificateTab />
            ),
        };
      }),
    [t, user],
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <UnsavedChangesContext value={report}>
        <div ref={tabsBox}>
          <Tabs
            label={t('settings.title')}
            items={items}
            selectedIndex={TABS.indexOf(current)}
            onChange={(index) => {
              const tab = TABS[index];
              if (tab === current) return;
              if (anyDirty) setPending({ tab });
              else showTab(tab);
            }}
          />
        </div>
      </UnsavedChangesContext>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('settings.unsaved.title')}
        message={t('settings.unsaved.text')}
        confirmLabel={t('settings.unsaved.discard')}
        cancelLabel={t('settings.unsaved.stay')}
        color="error"
        onConfirm={() => {
          if (!pending) return;
          dirtyForms.current.clear();
          setAnyDirty(false);
          if ('tab' in pending) showTab(pending.tab);
          else navigate(pending.href);
        }}
      />
    </section>
  );
}
