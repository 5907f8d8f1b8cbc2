import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { axeViolations } from './lib/axe';

// Sign-in, registration with the OTP from the development mailbox, returnUrl, session reload,
// logout, the 401 page, and screenshots of the auth screens. Needs `npx vite build` first.

const apiHeaders = { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY };
const demoClient = DEMO_ACCOUNTS.find((a) => a.key === 'client')!;
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(5).toString('hex')}@example.test`;
const PASSWORD = 'plum-orchard-lantern-42';

async function latestOtp(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as { messages: { otp: string | null }[] };
  expect(messages[0]?.otp).toMatch(/^\d{6}$/);
  return messages[0].otp!;
}

/** A confirmed account made through the API (for tests that are not about registration). */
async function confirmedAccount(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const reg = await request.post('/api/user', {
    // the account's mail is written in the language it registered in
    headers: { ...apiHeaders, 'accept-language': 'en' },
    data: { nama: 'Dewi Lestari', email, password: PASSWORD, phone: '081311112222' },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const ok = await request.post('/api/validasi', {
    headers: apiHeaders,
    data: { email, otp: await latestOtp(request, email) },
  });
  expect(ok.ok(), await ok.text()).toBe(true);
  return email;
}

const passwordBox = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordBox(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('register → OTP from the mailbox → sign in → lands on returnUrl → reload keeps the session → logout', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  const asked = '/client/invoice/list?page=2';

  await page.goto(asked);
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(asked)}`);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Rina Wulandari');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordBox(page).fill(PASSWORD);
  await expect(page.getByText(/Good|Strong/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0812-3456-7890');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/verify-otp\?returnUrl=/);
  await expect(page.getByText(email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('emailreg'))).toBe(email);
  await expect(page.getByText(/Resend code in 0:\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);

  // Typing digit by digit moves from box to box.
  const otp = await latestOtp(request, email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(otp);
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(otp[5]);
  await page.getByRole('button', { name: 'Verify my account' }).click();

  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(asked)}`);
  await expect(page.getByText('Email confirmed. You can sign in now.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('emailreg'))).toBeNull();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  await passwordBox(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(asked);
  await expect(page).toHaveTitle(/ \| Portal Pajak$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData')))!)).toMatchObject({
    email,
    role: 'client',
  });

  await page.reload();
  await expect(page).toHaveURL(asked);
  const menu = page.getByRole('button', { name: /Account menu/ });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  // The server revoked the token too.
  const after = await request.get('/api/profile', {
    headers: { ...apiHeaders, authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('a protected address opened while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/client/transaksi/pembayaran/list?status=MENUNGGU');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/client/transaksi/pembayaran/list?status=MENUNGGU');
});

test('a first visit to sign-in loads no app code until the visitor signs in; history carries over', async ({
  page,
}) => {
  const manifest = JSON.parse(
    readFileSync(join(process.env.STATIC_DIR ?? 'dist', '.vite/manifest.json'), 'utf8'),
  );
  const appChunk = `/${manifest['src/app/App.tsx'].file}`;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Welcome to Portal Pajak!' })).toBeVisible();
  expect(scripts).not.toContain(appChunk);

  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/client/dashboards');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(scripts).toContain(appChunk);

  // The register entry written before sign-in is now the router's: its guard sends a signed-in
  // user home.
  await page.goForward();
  await expect(page).toHaveURL('/client/dashboards');
});

test('a hostile returnUrl lands on / (the client home), never another host', async ({ page }) => {
  await page.goto('/login?returnUrl=//evil.example/steal');
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/client/dashboards');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?returnUrl=%2F%2Fevil.example');
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/client/dashboards');
});

test('a client opening an admin page sees the 401 page', async ({ page }) => {
  await page.goto('/admin/home');
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL('/admin/home');
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page. Go Home!")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/client/dashboards');
});

test('a wrong password shows the translated error and keeps the typed email', async ({ page, request }) => {
  const email = await confirmedAccount(request, 'wrongpw');
  await page.goto('/login');
  await signIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page).toHaveURL('/login');

  // In Indonesian the same failure is in Indonesian.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'id'));
  await page.reload();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill('masih-salah-juga');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('empty and malformed fields show inline errors; nothing typed is lost', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'NPWP (optional)' }).fill('1234');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('NPWP is 16 digits')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
});

test('a password built on the name is refused on the field; a taken address goes on to the code step', async ({
  page,
  request,
}) => {
  const email = await confirmedAccount(request, 'taken');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Dewi Lestari');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordBox(page).fill('Lestari-2026!');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('081311112222');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Don’t use your name or email address in your password.')).toBeVisible();
  await expect(passwordBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordBox(page)).toHaveValue('Lestari-2026!');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  // the taken address is answered like a new one: the code step, and a mail to the owner
  await passwordBox(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  await expect(page.getByText(/already has an account, the email tells you how to sign in/)).toBeVisible();
  const mail = await request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: { text: string }[] };
  expect(messages[0].text).toMatch(/tried to register/);
});

test('the OTP boxes take a pasted code; forgot password always answers the same', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('paste');
  const reg = await request.post('/api/user', {
    headers: apiHeaders,
    data: { nama: 'Agus Pratama', email, password: PASSWORD, phone: '081355556666' },
  });
  expect(reg.ok()).toBe(true);
  const otp = await latestOtp(request, email);
  await page.addInitScript((e) => localStorage.setItem('emailreg', e), email);
  await page.goto('/verify-otp');
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.focus();
  await first.evaluate((el, code) => {
    const data = new DataTransfer();
    data.setData('text/plain', ` ${code.slice(0, 3)}-${code.slice(3)} `);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, otp);
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(otp[5]);
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL('/login');

  for (const address of [email, uniqueEmail('nobody')]) {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(address);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page).toHaveURL('/reset-password');
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(address);
  }
});

test.describe('screenshots and accessibility of the auth screens', () => {
  const variants = [
    { name: 'light', viewport: { width: 1280, height: 860 }, storage: {} },
    { name: 'dark', viewport: { width: 1280, height: 860 }, storage: { settings: '{"mode":"dark"}' } },
    { name: 'ar', viewport: { width: 1280, height: 860 }, storage: { i18nextLng: 'ar' } },
    {
      name: 'ar-dark',
      viewport: { width: 1280, height: 860 },
      storage: { i18nextLng: 'ar', settings: '{"mode":"dark"}' },
    },
    { name: 'phone', viewport: { width: 390, height: 844 }, storage: {} },
  ];
  const screens = [
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'otp', path: '/verify-otp' },
    { name: 'forgot', path: '/forgot-password' },
  ];
  const dir = '.tmp/shots/auth';
  mkdirSync(dir, { recursive: true });

  for (const v of variants) {
    test(`${v.name}: login, register, OTP and forgot password`, async ({ page }) => {
      await page.setViewportSize(v.viewport);
      await page.addInitScript(
        (entries) => {
          for (const [k, val] of Object.entries(entries)) localStorage.setItem(k, val);
          localStorage.setItem('emailreg', 'rina@example.test');
        },
        v.storage as Record<string, string>,
      );
      for (const s of screens) {
        await page.goto(s.path);
        await expect(page.locator('h1')).toBeVisible();
        if (v.name.startsWith('ar')) {
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          // No English left on the Arabic screens (the brand name and the example address aside).
          const text = ((await page.locator('main').textContent()) ?? '').replace(
            /Portal Pajak|NPWP|rina@example\.test|\*/g,
            '',
          );
          expect(text).not.toMatch(/[A-Za-z]{3,}/);
        }
        if (v.name.includes('dark')) await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
        await page.screenshot({ path: `${dir}/${s.name}-${v.name}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
});
