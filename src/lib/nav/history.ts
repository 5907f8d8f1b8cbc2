import type { NavigateOptions } from './nav';

// The browser history as react-router's BrowserRouter keeps it (state { usr, key, idx }), so the
// router takes over a history written here without losing the back button or location state.
// tests/unit/history-handover.test.tsx drives the real BrowserRouter over it, so a react-router
// upgrade that changes the shape fails there.

type RouterHistoryState = { usr?: unknown; key?: string; idx?: number } | null;

const currentState = () => window.history.state as RouterHistoryState;

export const historyLocation = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: currentState()?.usr ?? null,
});

export function writeHistory(to: string, { replace, state }: NavigateOptions = {}) {
  const idx = currentState()?.idx ?? 0;
  const entry = {
    usr: state ?? null,
    key: Math.random().toString(36).slice(2, 10),
    idx: replace ? idx : idx + 1,
  };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
}
