import { createContext, use, useMemo } from 'react';

// Navigation as the pages outside the signed-in frame (sign-in, registration, error screens) and
// the few shared pieces they use see it. Inside the app, react-router provides it (src/app); on a
// first visit to a sign-in screen a tiny history-based shell does (src/app/GuestApp), so that
// route loads no router at all.

export interface NavigateOptions {
  replace?: boolean;
  /** Kept in history.state like react-router's location state. */
  state?: unknown;
}

export interface Nav {
  pathname: string;
  search: string;
  state: unknown;
  navigate(to: string, options?: NavigateOptions): void;
  /** Starts loading the code of `to` ahead of navigating there (e.g. while signing in). */
  prefetch(to: string): void;
}

export const NavContext = createContext<Nav | null>(null);

export function useNav(): Nav {
  const nav = use(NavContext);
  if (!nav) throw new Error('useNav() outside a navigation provider');
  return nav;
}

/** The current query string's parameters. */
export function useSearchParams(): URLSearchParams {
  const { search } = useNav();
  return useMemo(() => new URLSearchParams(search), [search]);
}
