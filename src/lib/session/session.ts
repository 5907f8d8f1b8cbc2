import type { LoginResponse, LoginStepResponse, User } from '@contract/auth';
import { AUTH_PATHS } from '@contract/auth';
import { getDefaultStore } from 'jotai';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { loginPathFor } from '@/lib/return-url';
import { clearSessionStorage, getAccessToken, getUserData, setAccessToken, setUserData } from '@/lib/storage';
import {
  profileProvisionalAtom,
  sessionStatusAtom,
  sessionUnreachableAtom,
  signedOutAtom,
  userAtom,
} from './atoms';

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
  store.set(profileProvisionalAtom, false);
}

/** Forgets the user locally: storage (token, refresh token, userData) and atoms. */
export function endSession(store: Store): void {
  clearSessionStorage();
  store.set(userAtom, null);
  store.set(sessionStatusAtom, 'anonymous');
  store.set(profileProvisionalAtom, false);
  for (const listener of endListeners) listener();
}

/** Waits before each new profile check when the server could not be reached (ms). */
export const PROFILE_RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * A profile check failed for good only when the API itself said no (401, or any refusal carried
 * in its `error` field). A network failure, a gateway page or a 5xx says nothing about the token.
 */
const refusesToken = (err: unknown) =>
  isApiError(err) && err.fromServer && err.status < 500 && err.status !== 429 && err.status !== 408;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * At start: no stored token → anonymous at once; a token → GET /profile, with the stored profile
 * (if any) opening the portal meanwhile. A refusal clears userData, refreshToken and accessToken.
 * An unreachable server does not sign the user out: the stored profile keeps the portal open (its
 * pages show their own retry), or, without one, the loading screen says the server is being
 * retried; the check repeats with backoff until the server answers.
 */
export async function bootSession(
  store: Store = getDefaultStore(),
  retryDelays: readonly number[] = PROFILE_RETRY_DELAYS,
): Promise<void> {
  if (!getAccessToken()) {
    store.set(sessionStatusAtom, 'anonymous');
    return;
  }
  store.set(sessionStatusAtom, 'loading');
  const token = getAccessToken();
  // The stored profile opens the portal at once: the page's code and data load beside the check
  // instead of after it (the server decides every call on the token, not on this copy). A refusal
  // below still ends the session and sends the user to sign in.
  const stored = getUserData<User>();
  if (stored) {
    setSessionUser(store, stored);
    store.set(profileProvisionalAtom, true);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await api.get<User>(AUTH_PATHS.profile, { skipAuthRedirect: true });
      // signed out or in as someone else meanwhile: this answer is stale
      if (getAccessToken() !== token) return;
      store.set(sessionUnreachableAtom, false);
      // The same profile as the stored one keeps the stored object: a new one would change what
      // every reader of userAtom sees while the first render is under way, and React then throws
      // that render away and redoes it in one blocking pass ("Teared Render", 50-150 ms at 4x CPU).
      setSessionUser(store, stored && JSON.stringify(stored) === JSON.stringify(user) ? stored : user);
      return;
    } catch (err) {
      // an unreachable server leaves the stored profile as the best there is
      store.set(profileProvisionalAtom, false);
      if (getAccessToken() !== token) return;
      if (refusesToken(err)) {
        store.set(sessionUnreachableAtom, false);
        endSession(store);
        return;
      }
      if (!stored) store.set(sessionUnreachableAtom, true);
      await wait(retryDelays[Math.min(attempt, retryDelays.length - 1)]);
    }
  }
}

/** What a sign-in's password step ends with: signed in, or a second factor asked for (its challenge). */
export type SignInOutcome = { user: User; challenge?: undefined } | { challenge: string; user?: undefined };

/**
 * POST /login, keep the token, GET /profile, keep userData. The caller navigates. An account with
 * two-factor on answers a challenge instead: finish with signInSecondFactor (./second-factor.ts).
 */
export async function signIn(store: Store, email: string, password: string): Promise<SignInOutcome> {
  const answer = await api.post<LoginResponse | LoginStepResponse>(AUTH_PATHS.login, { email, password });
  if ('second_factor' in answer) return { challenge: answer.second_factor.challenge };
  return { user: await keepSession(store, answer.content.access_token) };
}

/** Keeps a new session's token, then GET /profile and keep userData (dropping the token when that fails). */
export async function keepSession(store: Store, token: string): Promise<User> {
  setAccessToken(token);
  try {
    const user = await api.get<User>(AUTH_PATHS.profile, { skipAuthRedirect: true });
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
    if (getAccessToken()) await api.get(AUTH_PATHS.logout, { skipAuthRedirect: true });
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
