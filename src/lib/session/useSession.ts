import type { User } from '@contract/auth';
import { AUTH_PATHS } from '@contract/auth';
import { useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { api } from '@/lib/api/client';
import { useNav } from '@/lib/nav';
import { useAtomSnapshot } from '../atom-snapshot';
import { type SessionStatus, sessionStatusAtom, userAtom } from './atoms';
import { setSessionUser, signIn, signOut } from './session';

export interface Session {
  user: User | null;
  status: SessionStatus;
  /**
   * Signs in and loads the profile; rejects with ApiError. Navigation is the caller's. Answers the
   * challenge when the account asks for a second factor (finish with signInSecondFactor).
   */
  login(email: string, password: string): Promise<{ challenge?: string }>;
  /** Signs out on the server (best effort), forgets everything locally, goes to /login. */
  logout(): Promise<void>;
  /** Replaces the current user (e.g. after a profile edit, so the app bar shows it at once). */
  setUser(user: User): void;
  /** Fetches the profile again. */
  refreshUser(): Promise<void>;
}

export function useSession(): Session {
  const store = useStore();
  const user = useAtomSnapshot(userAtom);
  const status = useAtomSnapshot(sessionStatusAtom);
  const { navigate } = useNav();

  const login = useCallback(
    async (email: string, password: string) => {
      const { challenge } = await signIn(store, email, password);
      return { challenge };
    },
    [store],
  );

  const logout = useCallback(async () => {
    await signOut(store);
    navigate('/login', { replace: true });
  }, [store, navigate]);

  const setUser = useCallback((next: User) => setSessionUser(store, next), [store]);

  const refreshUser = useCallback(async () => {
    setSessionUser(store, await api.get<User>(AUTH_PATHS.profile));
  }, [store]);

  return useMemo(
    () => ({ user, status, login, logout, setUser, refreshUser }),
    [user, status, login, logout, setUser, refreshUser],
  );
}
