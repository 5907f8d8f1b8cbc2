// Chromium for the browser parts: the CI's flags, the CPU throttled 4× through the DevTools
// protocol (the network is the loopback, not throttled), a signed-in context without a login page.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';
import { chromiumArgs } from '../playwright.config';

export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 1440, height: 900 };

export const launch = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

export interface Session {
  token: string;
  user: unknown;
}

/** Signs in through the API and reads the profile, as the login page does. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const call = async (path: string, init: RequestInit) => {
    const res = await fetch(`${baseUrl}/api${path}`, init);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  const headers = { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, 'content-type': 'application/json' };
  const login = await call('/login', { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const token = (login as { content: { access_token: string } }).content.access_token;
  const user = await call('/profile', { headers: { ...headers, authorization: `Bearer ${token}` } });
  return { token, user };
}

/** A new context (empty cache); with a session, the portal starts signed in (its localStorage keys). */
export async function newContext(browser: Browser, session: Session | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  // tsx keeps function names by wrapping inner functions in `__name(fn, "name")`; functions sent
  // to the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  if (session)
    await context.addInitScript((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, sessionEntries(session));
  return context;
}

/** The localStorage entries the portal keeps for a signed-in visit in English. */
export const sessionEntries = (session: Session): [string, string][] => [
  ['accessToken', session.token],
  ['userData', JSON.stringify(session.user)],
  ['i18nextLng', 'en'],
];
