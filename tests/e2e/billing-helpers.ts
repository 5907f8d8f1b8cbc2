import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from '@playwright/test';
import type { User } from '../../contract/auth';
import type { InvoiceDetail } from '../../contract/billing';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';

// Accounts and bills for the billing end-to-end tests. Every test makes its own client (register,
// OTP from the development mailbox, sign in) and has the demo admin issue bills to it, so tests
// never share data and can run in any order.

export interface Client {
  email: string;
  password: string;
  token: string;
  user: User;
}

/** A fresh fake address per account, so per-address rate limits never bite (the test server trusts it). */
const randomIp = () => `10.${randomBytes(3).join('.')}`;

export async function apiContext(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY } });
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function login(api: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await api.post('/api/login', {
    data: { email, password },
    headers: { 'x-forwarded-for': randomIp() },
  });
  return (await ok<{ content: { access_token: string } }>(res, 'login')).content.access_token;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new confirmed client account, signed in. */
export async function newClient(api: APIRequestContext, tag = 'tagihan'): Promise<Client> {
  const email = `${tag}-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'Kopi-Tubruk-Pagi-7';
  const ip = randomIp();
  await ok(
    await api.post('/api/user', {
      data: { nama: 'Klien Uji Tagihan', email, password, phone: '081311112222' },
      headers: { 'x-forwarded-for': ip },
    }),
    'register',
  );
  const mailbox = await ok<{ messages: { otp?: string }[] }>(
    await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`),
    'mailbox',
  );
  const otp = mailbox.messages.find((m) => m.otp)?.otp;
  expect(otp, 'an OTP was mailed').toBeTruthy();
  await ok(
    await api.post('/api/validasi', { data: { email, otp }, headers: { 'x-forwarded-for': ip } }),
    'validasi',
  );
  const token = await login(api, email, password);
  const user = await ok<User>(await api.get('/api/profile', { headers: auth(token) }), 'profile');
  return { email, password, token, user };
}

export async function demoToken(
  api: APIRequestContext,
  key: 'client' | 'client2' | 'admin',
): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  return login(api, account.email, account.password);
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let admin: { token: string; sellerId: number } | null = null;

async function adminSession(api: APIRequestContext, fresh = false) {
  if (!admin || fresh) {
    const token = await demoToken(api, 'admin');
    const sellers = await ok<{ id: number }[]>(
      await api.get('/api/penjual', { headers: auth(token) }),
      'penjual',
    );
    admin = { token, sellerId: sellers[0].id };
  }
  return admin;
}

/** The demo admin issues a bill to `clientId`: one line of `amount` (DPP), PPN 11% on top. */
export async function issueBill(
  api: APIRequestContext,
  clientId: number,
  opts: { amount?: number; description?: string; issuedDaysAgo?: number; dueInDays?: number } = {},
): Promise<InvoiceDetail> {
  const post = async (fresh: boolean) => {
    const { token, sellerId } = await adminSession(api, fresh);
    return api.post('/api/invoice', {
      headers: auth(token),
      data: {
        client_id: clientId,
        penjual_id: sellerId,
        tanggal: isoDay(-(opts.issuedDaysAgo ?? 0)),
        jatuh_tempo: isoDay(opts.dueInDays ?? 14),
        details: [
          {
            deskripsi: opts.description ?? 'Layanan e-Bupot – uji',
            qty: 1,
            harga_satuan: opts.amount ?? 100_000,
          },
        ],
      },
    });
  };
  let res = await post(false);
  // The admin session ended (another test moved the server clock): sign in again once.
  if (res.status() === 401) res = await post(true);
  return (await ok<{ invoice: InvoiceDetail }>(res, 'issue bill')).invoice;
}

export async function moveClock(api: APIRequestContext, body: { advanceMs: number } | { reset: true }) {
  await ok(await api.post('/api/dev/clock', { data: body }), 'clock');
}

/** Signs the browser in as `client` the way the portal keeps a session: token + profile in localStorage. */
export async function signInBrowser(
  context: BrowserContext,
  client: Pick<Client, 'token' | 'user'>,
  settings: { lng?: string; mode?: 'light' | 'dark' } = {},
) {
  await context.addInitScript(
    ([token, user, lng, mode]) => {
      // Only on the first document of the test: a later re-sign-in replaces these values.
      if (sessionStorage.getItem('billing-e2e-init')) return;
      sessionStorage.setItem('billing-e2e-init', '1');
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', user);
      localStorage.setItem('i18nextLng', lng);
      localStorage.setItem('settings', JSON.stringify({ mode }));
    },
    [client.token, JSON.stringify(client.user), settings.lng ?? 'en', settings.mode ?? 'light'] as const,
  );
}

/** Signs an open page in again (after the server clock moved, every session ended). */
export async function replaceToken(page: Page, token: string, user: User) {
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('accessToken', t);
      localStorage.setItem('userData', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Rupiah as the portal shows it ("Rp 1.234.567", non-breaking space). */
export const rupiah = (n: number) => `Rp\u00a0${new Intl.NumberFormat('id-ID').format(n)}`;
