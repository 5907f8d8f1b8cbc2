import type { LoginResponse, User } from '@contract/auth';
import { AUTH_PATHS } from '@contract/auth';
import type { getDefaultStore } from 'jotai';
import { api } from '@/lib/api/client';
import { keepSession } from './session';

// A sign-in's second step, apart from ./session.ts so /login's first load carries none of it:
// only the two-factor step (loaded when the server asks for a code) imports it.

/** POST /login/two-factor with the challenge and a code (or a recovery code), then as signIn. */
export async function signInSecondFactor(
  store: ReturnType<typeof getDefaultStore>,
  body: { challenge: string; code?: string; recovery_code?: string },
): Promise<User> {
  const answer = await api.post<LoginResponse>(AUTH_PATHS.loginTwoFactor, body);
  return keepSession(store, answer.content.access_token);
}
