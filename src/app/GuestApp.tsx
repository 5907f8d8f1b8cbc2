import { useEffect, useMemo, useState } from 'react';
import { BlankFrame } from '@/layouts/BlankFrame';
import { type Nav, NavContext } from '@/lib/nav';
import { historyLocation, writeHistory } from '@/lib/nav/history';
import { AppChrome } from './AppChrome';
import { guestRoutes, isGuestPath } from './guest-routes';
import { RouteBody } from './RouteBody';

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
  return (
    <NavContext value={nav}>
      <BlankFrame>
        <RouteBody route={route} pathname={location.pathname} />
      </BlankFrame>
      {/* Toasts and the settings sync, right after first paint, as in the app. */}
      <AppChrome />
    </NavContext>
  );
}
