import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { applyLook, LOOKS } from './lib/looks';
import { apiContext, type Look, newClient, type Session, signInDemo, storeSession } from './lib/session';

// The Email app and the client's Pesan page end to end (issue 17), staff and client in two
// browser contexts against the real server: the staff writes (recipient by email, rich text, an
// attachment, the draft saved as typed) → the message appears on the client's open Pesan page and
// in their bell without reload, and in the development mailbox; the client replies → it appears
// in the staff's open Inbox. axe on both pages in light, dark and Arabic; screenshots to look at.

const SHOTS = process.env.EMAIL_SHOTS ?? '/tmp/shots-email';
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let staffCtx: BrowserContext;
let clientCtx: BrowserContext;
let staff: Page;
let client: Page;
let clientSession: Session & { email: string };
const subject = `Kelengkapan SPT Masa ${Date.now().toString(36)}`;
const replyText = 'Terima kasih, bukti potong <b>sudah</b> saya unggah.';

const bellCount = async (page: Page) => {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test.beforeAll(async ({ browser, baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = await signInDemo(baseURL!, 'admin');
  clientSession = await newClient(baseURL!, 'pesan');
  staffCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  clientCtx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await storeSession(staffCtx, admin, { mode: 'light', lng: 'en' });
  await storeSession(clientCtx, clientSession, { mode: 'light', lng: 'en' });
  staff = await staffCtx.newPage();
  client = await clientCtx.newPage();
});

test.afterAll(async () => {
  await staffCtx?.close();
  await clientCtx?.close();
});

test('staff writes to a client: Pesan page, bell and mailbox update without reload', async ({ baseURL }) => {
  await client.goto('/client/pesan');
  await expect(client.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(client.getByText('No messages yet')).toBeVisible();
  const bellBefore = await bellCount(client);

  await staff.goto('/apps/email');
  await staff.getByRole('button', { name: 'Compose' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Compose' });
  await dialog.getByRole('combobox', { name: 'Add a recipient (To)' }).fill(clientSession.email);
  await staff.getByRole('option', { name: new RegExp(clientSession.email.replace(/[.+]/g, '\\$&')) }).click();
  await expect(dialog.getByText('Klien Uji Ketahanan')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.pressSequentially('Mohon lengkapi ');
  // the toolbar: one Tab stop, arrows move, Bold toggles
  const toolbar = dialog.getByRole('toolbar', { name: 'Message: formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('bukti potong');
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await staff.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await staff.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Redo' })).toBeFocused();
  await dialog.locator('[data-testid="attachment-input"]').setInputFiles({
    name: 'daftar <dokumen>.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('NPWP, masa, jumlah\n'),
  });
  await expect(dialog.getByText('daftar _dokumen_.txt')).toBeVisible();
  await expect(dialog.getByText('Draft saved')).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();

  // the client's open page and bell learn of it over the event channel
  const row = client.getByRole('button', { name: new RegExp(subject) });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => bellCount(client), { timeout: 10_000 }).toBeGreaterThan(bellBefore);
  await row.click();
  const article = client.getByRole('region', { name: 'Message' });
  await expect(article.getByRole('heading', { name: subject })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'bukti potong' })).toBeVisible();
  await expect(article.getByRole('button', { name: /daftar _dokumen_\.txt/ })).toBeVisible();
  const download = client.waitForEvent('download');
  await article.getByRole('button', { name: /daftar _dokumen_\.txt/ }).click();
  expect((await download).suggestedFilename()).toBe('daftar _dokumen_.txt');

  const api = await apiContext(baseURL!);
  const mail = await api.get(`/api/dev/mailbox?email=${encodeURIComponent(clientSession.email)}`);
  const letters = (await mail.json()).messages as { subject: string; text: string }[];
  expect(letters.find((m) => m.subject.includes(subject))?.text).toContain('/client/pesan?id=');
  await api.dispose();
});

test('the client replies: it lands in the staff Inbox without reload', async () => {
  await staff.goto('/apps/email');
  await expect(staff.getByRole('searchbox', { name: 'Search mail' })).toBeVisible();
  await expect(staff.getByRole('button', { name: new RegExp(`Re: ${subject}`) })).toHaveCount(0);
  await client.getByRole('button', { name: 'Reply' }).click();
  const dialog = client.getByRole('dialog', { name: 'Reply' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(replyText);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = staff.getByRole('button', { name: new RegExp(`Re: ${subject}`) });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.click();
  const view = staff.getByRole('region', { name: 'Message' });
  // the client's text is shown as text, markup and all
  await expect(view.getByText(replyText)).toBeVisible();
  await expect(view.getByText('Mohon lengkapi')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Next message' })).toBeVisible();
});

async function applyLookShown(page: Page, look: Look) {
  await applyLook(page, look);
  await expect(page.locator('#main-content li').first()).toBeVisible();
}

for (const [name, look] of LOOKS) {
  test(`axe finds nothing on the Email and Pesan pages (${name})`, async () => {
    for (const [who, page] of [
      ['client', client],
      ['staff-list', staff],
    ] as const) {
      if (who === 'staff-list') await page.goto('/apps/email');
      await applyLookShown(page, look);
      const found = await axeViolations(page, { include: ['#main-content'] });
      await page.screenshot({ path: `${SHOTS}/${who}-${name}.png` });
      expect(found).toEqual([]);
    }
    // the compose dialog with the editor
    await staff
      .getByRole('button', { name: look.lng === 'ar' ? 'رسالة جديدة' : 'Compose' })
      .first()
      .click();
    await expect(staff.getByRole('toolbar')).toBeVisible();
    const compose = await axeViolations(staff, { include: ['[role="dialog"]'] });
    await staff.screenshot({ path: `${SHOTS}/staff-compose-${name}.png` });
    expect(compose).toEqual([]);
    await staff.keyboard.press('Escape');
  });
}

test('on a phone both pages fit', async () => {
  await staff.setViewportSize({ width: 390, height: 844 });
  await client.setViewportSize({ width: 390, height: 844 });
  await staff.goto('/apps/email');
  await applyLook(staff, { mode: 'light', lng: 'en' });
  await expect(staff.getByRole('button', { name: 'Compose' })).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/staff-phone.png`, fullPage: true });
  await client.goto('/client/pesan');
  await applyLook(client, { mode: 'light', lng: 'en' });
  await expect(client.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await client.screenshot({ path: `${SHOTS}/client-phone.png`, fullPage: true });
  for (const page of [staff, client])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
