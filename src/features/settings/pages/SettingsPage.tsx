import { Bell, FileBadge, KeyRound, ShieldCheck, UserRound, UsersRound } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { Tabs } from '@/components/ui/Tabs';
import { useSession } from '@/lib/session';
import { ProfileTab } from '../components/ProfileTab';
import { UnsavedChangesContext } from '../hooks/unsaved-changes';
import { useLeaveGuard } from '../hooks/useLeaveGuard';

// The profile opens first; the other tabs (the signers' grid, the uploads, two-factor setup) load
// when chosen, or once the page is idle, so the page's first load carries only the profile.
const tabLoaders = {
  keamanan: () => import('../components/SecurityTab').then((m) => ({ default: m.SecurityTab })),
  notifikasi: () => import('../components/NotificationsTab').then((m) => ({ default: m.NotificationsTab })),
  penandatangan: () => import('../components/SignersTab').then((m) => ({ default: m.SignersTab })),
  efin: () => import('../components/EfinTab').then((m) => ({ default: m.EfinTab })),
  sertifikat: () => import('../components/CertificateTab').then((m) => ({ default: m.CertificateTab })),
};
const lazyTabs = {
  keamanan: lazy(tabLoaders.keamanan),
  notifikasi: lazy(tabLoaders.notifikasi),
  penandatangan: lazy(tabLoaders.penandatangan),
  efin: lazy(tabLoaders.efin),
  sertifikat: lazy(tabLoaders.sertifikat),
};

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
  useEffect(() => {
    const load = () => {
      for (const loader of Object.values(tabLoaders)) void loader();
    };
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);

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
          panel: key === 'profil' ? user && <ProfileTab user={user} /> : <LazyTab tab={key} />,
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

function LazyTab({ tab }: { tab: keyof typeof lazyTabs }) {
  const Panel = lazyTabs[tab];
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      }
    >
      <Panel />
    </Suspense>
  );
}
