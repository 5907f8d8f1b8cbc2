import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Nav, NavContext } from '@/lib/nav';

/** Gives the router-agnostic pages (src/lib/nav) react-router's location and navigate. */
export function RouterNav({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const nav = useMemo<Nav>(
    () => ({
      pathname,
      search,
      state,
      navigate: (to, options) => navigate(to, options),
      // Inside the app every page's code loads with the route.
      prefetch: () => {},
    }),
    [pathname, search, state, navigate],
  );
  return <NavContext value={nav}>{children}</NavContext>;
}
