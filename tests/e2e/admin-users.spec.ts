import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiContext, signInDemo, storeSession } from './lib/session';

// The admin's user management in a real browser against the real server: the admin invites a
// person in the Add User drawer, the invitation in the development mailbox leads to the page
// where they set a password, they sign in, the admin suspends them, their open session is
// refused on its next request and signing in again says why.

const SHOTS = '/tmp/users-shots';
mkdirSync(SHOTS, { recursive: true });

async function latestMail(baseURL: string, email: string) {
  const api = await apiContext(baseURL);
  try {
    const reply = await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    expect(reply.ok()).toBe(true);
    return (await reply.json()).messages[0] as { subject: string; text: string; otp: string | null };
  } finally {
    await api.dispose();
  }
}

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test('the admin invites a person, who sets a password and signs in; suspension ends their session', async ({
  browser,
  baseURL,
}) => {
  const admin = await signInDemo(baseURL!, 'admin');
  const email = `undangan-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Nasi-Goreng-Pagi-31';
  const name = 'Wulan Undangan';

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(adminContext, admin, { mode: 'light', lng: 'en' });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/apps/user/list');
  await expect(adminPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  // the drawer checks the fields in the person's language and keeps what was typed
  await adminPage.getByRole('button', { name: 'Add user' }).click();
  const drawer = adminPage.getByRole('dialog', { name: 'Add user' });
  await drawer.getByLabel('Full name').fill(name);
  await drawer.getByLabel('Email').fill('not-an-address');
  await drawer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(drawer.getByText('Enter a valid email address.')).toBeVisible();
  await expect(drawer.getByLabel('Full name')).toHaveValue(name);
  await drawer.getByLabel('Email').fill(email);
  await drawer.getByLabel('Language of the invitation').selectOption('en');
  await adminPage.screenshot({ path: `${SHOTS}/add-user-drawer.png` });
  await drawer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(drawer).toBeHidden();

  // the invitation: a link to the reset-password page with the address, and a code
  const mail = await latestMail(baseURL!, email);
  expect(mail.subject).toBe('You are invited to Portal Pajak');
  const link = /https?:\/\/\S+\/reset-password\?email=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const linkPath = new URL(link!).pathname + new URL(link!).search;

  const personContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(personContext, null, { mode: 'light', lng: 'en' });
  const person = await personContext.newPage();
  await person.goto(linkPath);
  await expect(person.getByLabel('Email')).toHaveValue(email);
  await person.getByLabel('Verification code').fill(mail.otp!);
  await person.getByLabel('New password').fill(password);
  await person.getByRole('button', { name: 'Set new password' }).click();
  await expect(person).toHaveURL(/\/login/);
  await signIn(person, email, password);
  await expect(person).toHaveURL(/\/client\/dashboards/);

  // the admin finds them active, and suspends them from the row's menu
  await adminPage.getByLabel('Search users').fill(email);
  const row = adminPage.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Active')).toBeVisible();
  await adminPage.getByRole('button', { name: `Actions for ${name}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Suspend' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(adminPage.getByText(`${name} was suspended.`)).toBeVisible();
  await expect(row.getByText('Suspended')).toBeVisible();
  await adminPage.screenshot({ path: `${SHOTS}/list-suspended.png` });

  // their open session is refused on its next request; signing in says why
  await person.goto('/client/invoice/list');
  await expect(person).toHaveURL(/\/login/);
  await signIn(person, email, password);
  await expect(person.getByText('This account is suspended.')).toBeVisible();
  await person.screenshot({ path: `${SHOTS}/sign-in-suspended.png` });

  // the view page: profile card, tabs, and the audit trail of what the admin did
  await adminPage.getByRole('link', { name }).click();
  await expect(adminPage.getByRole('heading', { name, level: 2 })).toBeVisible();
  await adminPage.getByRole('tab', { name: 'Activity' }).click();
  await expect(adminPage.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: 'Invited', exact: true })).toBeVisible();
  await adminPage.getByRole('tab', { name: 'Security' }).click();
  await expect(adminPage.getByText('Last sign-ins')).toBeVisible();

  await personContext.close();
  await adminContext.close();
});

test('screenshots of the list and the view page: light, dark, Arabic, 390 px', async ({
  browser,
  baseURL,
}) => {
  // eight cold page loads in four fresh contexts: about 22 s on an idle 2-core machine, over 60 s
  // beside another worker's spec
  test.setTimeout(120_000);
  const admin = await signInDemo(baseURL!, 'admin');
  const client = await signInDemo(baseURL!, 'client');
  const looks = [
    { name: 'light', look: { mode: 'light', lng: 'en' }, width: 1280 },
    { name: 'dark', look: { mode: 'dark', lng: 'en' }, width: 1280 },
    { name: 'arabic', look: { mode: 'light', lng: 'ar' }, width: 1280 },
    { name: 'phone', look: { mode: 'light', lng: 'id' }, width: 390 },
  ] as const;
  for (const { name, look, width } of looks) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await storeSession(context, admin, look);
    const page = await context.newPage();
    await page.goto('/apps/user/list');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/list-${name}.png`, fullPage: true });
    await page.goto(`/apps/user/view/${client.user.id}`);
    await expect(page.getByRole('heading', { name: client.user.nama, level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/view-${name}.png`, fullPage: true });
    await context.close();
  }
});
