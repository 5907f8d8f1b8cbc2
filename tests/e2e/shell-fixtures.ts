import { test as base, expect, type Page, request } from '@playwright/test';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { DEMO_ACCOUNTS, type DemoKey } from '../../server/seed/demo-accounts';

// Shared by the shell's end-to-end tests: a signed-in browser (token and profile put in
// localStorage, as the portal keeps them after a login).

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** Signs a demo account in through the API; answers the localStorage a signed-in portal has. */
export async function signedInState(baseURL: string, who: DemoKey, extra: Record<string, string> = {}) {
  const account = DEMO_ACCOUNTS.find((a) => a.key === who)!;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY },
  });
  const login = await api.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).content.access_token as string;
  const profile = await api.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBe(true);
  const user = await profile.text();
  await api.dispose();
  const state: StorageState = {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'accessToken', value: token },
          { name: 'userData', value: user },
          ...Object.entries(extra).map(([name, value]) => ({ name, value })),
        ],
      },
    ],
  };
  return state;
}

export const test = base.extend<{ account: DemoKey; initialStorage: Record<string, string> }>({
  account: ['client', { option: true }],
  initialStorage: [{}, { option: true }],
  storageState: async ({ baseURL, account, initialStorage }, use) => {
    await use(await signedInState(baseURL!, account, initialStorage));
  },
});

export { expect };

/** The permanent vertical navigation (lg and up). */
export const verticalNav = (page: Page) =>
  page
    .locator('aside[data-nav-surface]')
    .filter({ has: page.getByRole('navigation') })
    .first();

/** Opens a page of the shell and waits until the shell is there. */
export async function openShell(page: Page, path = '/client/dashboards') {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: /.+/ }).first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('#main-content')).toBeVisible();
}
