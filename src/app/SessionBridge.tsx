import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { inNextTask } from '@/lib/next-task';
import { endSession, handleUnauthorized } from '@/lib/session/session';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * Connects the router-agnostic pieces: a 401 on an authorized call ends the session and goes
 * to /login?returnUrl=<this page>; signing out in another tab signs out this one too.
 */
export function SessionBridge() {
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;

  useEffect(
    () =>
      setUnauthorizedHandler(() =>
        handleUnauthorized(store, here.current, (to) => navigate(to, { replace: true })),
      ),
    [store, navigate],
  );

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.accessToken && e.newValue === null && e.oldValue !== null) endSession(store);
    };
    // A first 'storage' listener makes the browser start sending the tab other tabs' writes (a few
    // milliseconds): a task of its own, not part of the first commit's effects.
    const cancel = inNextTask(() => window.addEventListener('storage', onStorage));
    return () => {
      cancel();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  return null;
}
