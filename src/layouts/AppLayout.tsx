import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { cn } from '@/lib/cn';
import { useSettings, useUpdateSettings } from '@/lib/settings';
import { AppBar } from './components/AppBar';
import { Footer } from './components/Footer';
import { Logo } from './components/Logo';
import { ScrollToTop } from './components/ScrollToTop';
import { SkipLink } from './components/SkipLink';
import { CustomizerLauncher } from './customizer/CustomizerLauncher';
import { useIsLgUp } from './hooks/useMediaQuery';
import { useNavigation } from './navigation/useNavigation';
import { VerticalNav } from './vertical/VerticalNav';

// Below lg only: the drawer with its swipe handling.
const NavDrawer = lazy(() => import('./drawer/NavDrawer').then((m) => ({ default: m.NavDrawer })));
// Only the horizontal layout needs it (and its Radix dropdowns): loaded when chosen.
const HorizontalNav = lazy(() =>
  import('./horizontal/HorizontalNav').then((m) => ({ default: m.HorizontalNav })),
);

/**
 * Below lg the layout is vertical whatever was chosen; the choice (lastLayout) comes back when
 * the screen is wide again.
 */
function useResponsiveLayout(lgUp: boolean) {
  const { layout, lastLayout } = useSettings();
  const update = useUpdateSettings();
  useEffect(() => {
    if (!lgUp && layout === 'horizontal') update({ layout: 'vertical', lastLayout: 'horizontal' });
    else if (lgUp && layout !== lastLayout) update({ layout: lastLayout });
  }, [lgUp, layout, lastLayout, update]);
  return lgUp ? layout : 'vertical';
}

// At least a screen tall, so the footer starts below the fold: a page whose data arrives after
// first paint grows without pushing a visible footer down (a layout shift).
function Content() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 px-4 py-6 outline-none sm:px-6">
      <div className="mx-auto w-full max-w-[var(--content-max-width)]">
        <Outlet />
      </div>
    </main>
  );
}

/** The signed-in shell around every app page: navigation, app bar, content, footer. */
export default function AppLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lgUp = useIsLgUp();
  const layout = useResponsiveLayout(lgUp);
  const { entries, homePath } = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const permanentNav = lgUp && !settings.navHidden;

  useEffect(() => {
    if (permanentNav) setDrawerOpen(false);
  }, [permanentNav]);

  const shell =
    layout === 'horizontal' ? (
      <div className="flex min-h-dvh flex-col">
        <div className={cn('z-appbar bg-paper shadow-paper', settings.appBar === 'fixed' && 'sticky top-0')}>
          {settings.appBar !== 'hidden' && (
            <AppBar
              embedded
              start={
                <Link
                  to={homePath}
                  aria-label={t('layout.navigation.home')}
                  className="me-4 rounded focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <Logo />
                </Link>
              }
            />
          )}
          {!settings.navHidden && (
            <div className="border-t border-divider">
              <Suspense fallback={<div className="h-14" />}>
                <HorizontalNav entries={entries} />
              </Suspense>
            </div>
          )}
        </div>
        <Content />
        <Footer />
      </div>
    ) : (
      <div className="flex min-h-dvh">
        {permanentNav ? (
          <VerticalNav entries={entries} homePath={homePath} />
        ) : (
          <Suspense fallback={null}>
            <NavDrawer entries={entries} homePath={homePath} open={drawerOpen} onOpenChange={setDrawerOpen} />
          </Suspense>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          {settings.appBar !== 'hidden' && (
            <AppBar onMenuClick={permanentNav ? undefined : openDrawer} menuOpen={drawerOpen} />
          )}
          <Content />
          <Footer />
        </div>
      </div>
    );

  // The skip link, scroll-to-top and customizer keep their place (and state) across layouts.
  return (
    <>
      <SkipLink />
      {shell}
      <ScrollToTop />
      <CustomizerLauncher />
    </>
  );
}
