import { Suspense, useEffect, useMemo, useState } from 'react';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { BlankFrame } from '@/layouts/BlankFrame';
import { type Nav, NavContext } from '@/lib/nav';
import { historyLocation, writeHistory } from '@/lib/nav/history';
import { AppChrome } from './AppChrome';
import { ErrorBoundary } from './ErrorBoundary';
import { guestRoutes, isGuestPath } from './guest-routes';
import { RouteProgress } from './RouteProgress';
import { RouteTitle } from './RouteTitle';

const pathOf = (to: string) => new URL(to, window.location.href).pathname;

interface GuestAppProps {
  /** The address left the guest pages (signed in, or a link into the app): the app takes over. */
  onLeave(): void;
  /** Starts loading the app's code. */
  prefetchApp(): void;
}

/**
 * The sign-in, registration and recovery screens on a first visit, without the router: these
 * pages use @/lib/nav, which this shell backs with the browser history directly. Any address
 * outside them hands over to the full app, which reads the same history.
 */
export function GuestApp({ onLeave, prefetchApp }: GuestAppProps) {
  const [location, setLocation] = useState(historyLocation);

  useEffect(() => {
    const onPop = () => setLocation(historyLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const route = guestRoutes.find((r) => r.path === location.pathname);
  useEffect(() => {
    if (!route) onLeave();
  }, [route, onLeave]);

  const nav = useMemo<Nav>(
    () => ({
      ...location,
      navigate: (to, options) => {
        writeHistory(to, options);
        setLocation(historyLocation());
      },
      prefetch: (to) => {
        if (!isGuestPath(pathOf(to))) prefetchApp();
      },
    }),
    [location, prefetchApp],
  );

  if (!route) return null;
  const { Component } = route;
  return (
    <NavContext value={nav}>
      <BlankFrame>
        <RouteTitle titleKey={route.title} />
        <ErrorBoundary fallback={<ServerErrorPage />} resetKey={location.pathname}>
          <Suspense key={route.path} fallback={<RouteProgress />}>
            <Component />
          </Suspense>
        </ErrorBoundary>
      </BlankFrame>
      {/* Toasts and the settings sync, right after first paint, as in the app. */}
      <AppChrome />
    </NavContext>
  );
}
