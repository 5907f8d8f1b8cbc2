import { getDefaultStore } from 'jotai';
import type { LoginResponse, User } from '@/contract/auth';
import { api } from '@/lib/api/client';
import { loginPathFor } from '@/lib/return-url';
import { clearSessionStorage, getAccessToken, setAccessToken, setUserData } from '@/lib/storage';
import { sessionStatusAtom, signedOutAtom, userAtom } from './atoms';
import { SESSION_PATHS } from './paths';

type Store = ReturnType<typeof getDefaultStore>;

const endListeners = new Set<() => void>();

/** Runs `listener` whenever a session ends (logout, 401, failed profile check); answers an unsubscribe. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function setSessionUser(store: Store, user: User): void {
  setUserData(user);
  store.set(signedOutAtom, false);
  store.set(userAtom, user);
  store.set(sessionStatusAtom, 'authenticated');
}

/** Forgets the user locally: storage (token, refresh token, userData) and atoms. */
export function endSession(store: Store): void {
  clearSessionStorage();
  store.set(userAtom, null);
  store.set(sessionStatusAtom, 'anonymous');
  for (const listener of endListeners) listener();
}

/**
 * At start: no stored token → anonymous at once; a token → GET /profile, whose failure clears
 * userData, refreshToken and accessToken.
 */
export async function bootSession(store: Store = getDefaultStore()): Promise<void> {
  if (!getAccessToken()) {
    store.set(sessionStatusAtom, 'anonymous');
    return;
  }
  store.set(sessionStatusAtom, 'loading');
  try {
    const user = await api.get<User>(SESSION_PATHS.profile, { skipAuthRedirect: true });
    setSessionUser(store, user);
  } catch {
    endSession(store);
  }
}

/** POST /login, keep the token, GET /profile, keep userData. The caller navigates. */
export async function signIn(store: Store, email: string, password: string): Promise<User> {
  const answer = await api.post<LoginResponse>(SESSION_PATHS.login, { email, password });
  setAccessToken(answer.content.access_token);
  try {
    const user = await api.get<User>(SESSION_PATHS.profile, { skipAuthRedirect: true });
    setSessionUser(store, user);
    return user;
  } catch (err) {
    clearSessionStorage();
    throw err;
  }
}

/** GET /logout, then forget everything locally even when the call failed. */
export async function signOut(store: Store): Promise<void> {
  try {
    if (getAccessToken()) await api.get(SESSION_PATHS.logout, { skipAuthRedirect: true });
  } catch {
    // the server may be unreachable or the token already dead: sign out locally anyway
  } finally {
    store.set(signedOutAtom, true);
    endSession(store);
  }
}

/** What a 401 on an authorized call does: end the session and go to sign-in, back to `currentPath` after. */
export function handleUnauthorized(store: Store, currentPath: string, navigate: (to: string) => void): void {
  endSession(store);
  navigate(loginPathFor(currentPath));
}
