import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, request } from '@playwright/test';
import type { User } from '../../../contract/auth';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../../contract/config';
import { DEMO_ACCOUNTS, type DemoKey } from '../../../server/seed/demo-accounts';

// Sessions for the resilience end-to-end tests (CSP, failing network, admin): the demo accounts
// signed in through the API, and a browser context holding what a signed-in portal keeps.

export interface Session {
  token: string;
  user: User;
}

export interface Look {
  mode?: 'light' | 'dark';
  lng?: 'en' | 'id' | 'fr' | 'ar';
}

/** A fresh fake client address per sign-in, so the per-address login limit never bites (the test server trusts it). */
export const randomIp = () => `10.${randomBytes(3).join('.')}`;

export async function apiContext(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const demoAccount = (who: DemoKey) => DEMO_ACCOUNTS.find((a) => a.key === who)!;

/** POST /api/login then GET /api/profile for a demo account. */
export async function signInDemo(baseURL: string, who: DemoKey): Promise<Session> {
  const api = await apiContext(baseURL);
  try {
    const account = demoAccount(who);
    const login = await api.post('/api/login', {
      data: { email: account.email, password: account.password },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(login.ok(), `login ${who}: ${login.status()} ${await login.text()}`).toBe(true);
    const token = (await login.json()).content.access_token as string;
    const profile = await api.get('/api/profile', { headers: bearer(token) });
    expect(profile.ok(), `profile ${who}`).toBe(true);
    return { token, user: (await profile.json()) as User };
  } finally {
    await api.dispose();
  }
}

/**
 * Puts the session (and the look) into localStorage before the portal's first script runs,
 * on the first document of the context only, so a sign-out in the test sticks.
 */
export async function storeSession(context: BrowserContext, session: Session | null, look: Look = {}) {
  await context.addInitScript(
    ([token, user, mode, lng]) => {
      if (sessionStorage.getItem('resilience-e2e-init')) return;
      sessionStorage.setItem('resilience-e2e-init', '1');
      if (token && user) {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('userData', user);
      }
      if (mode) localStorage.setItem('settings', JSON.stringify({ mode }));
      if (lng) localStorage.setItem('i18nextLng', lng);
    },
    [
      session?.token ?? '',
      session ? JSON.stringify(session.user) : '',
      look.mode ?? '',
      look.lng ?? '',
    ] as const,
  );
}

/** A new confirmed client account (register, OTP from the development mailbox, sign in). */
export async function newClient(
  baseURL: string,
  tag = 'tahan',
): Promise<Session & { email: string; password: string }> {
  const api = await apiContext(baseURL);
  try {
    const email = `${tag}-${randomBytes(5).toString('hex')}@example.test`;
    const password = 'Teh-Manis-Sore-9';
    const headers = { 'x-forwarded-for': randomIp() };
    const reg = await api.post('/api/user', {
      data: { nama: 'Klien Uji Ketahanan', email, password, phone: '081377778888' },
      headers,
    });
    expect(reg.ok(), `register: ${reg.status()} ${await reg.text()}`).toBe(true);
    const mailbox = await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    const otp = ((await mailbox.json()).messages as { otp?: string }[]).find((m) => m.otp)?.otp;
    expect(otp, 'an OTP was mailed').toBeTruthy();
    const ok = await api.post('/api/validasi', { data: { email, otp }, headers });
    expect(ok.ok(), `validasi: ${ok.status()}`).toBe(true);
    const login = await api.post('/api/login', { data: { email, password }, headers });
    expect(login.ok(), `login: ${login.status()}`).toBe(true);
    const token = (await login.json()).content.access_token as string;
    const profile = await api.get('/api/profile', { headers: bearer(token) });
    return { email, password, token, user: (await profile.json()) as User };
  } finally {
    await api.dispose();
  }
}
