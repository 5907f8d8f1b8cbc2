import { mkdirSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  apiContext,
  bearer,
  demoAccount,
  type Look,
  newClient,
  signInDemo,
  storeSession,
} from './lib/session';

// The invoice app end to end against the real server: the admin writes a bill with three line
// items and sends it; the demo client finds it in Daftar Tagihan and pays it through the sandbox
// bank; the admin's list then shows it Paid. Screenshots (light, dark, Arabic, 390 px) go to SHOTS.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
const SHOTS = process.env.INVOICE_SHOTS ?? '/tmp/invoice-shots';
mkdirSync(SHOTS, { recursive: true });

const LINES = [
  { description: 'Konsultasi PPh 21', qty: '2', price: '1.500.000', discount: '100.000' },
  { description: 'Pelaporan SPT Masa PPN', qty: '1', price: '750.000', discount: '' },
  { description: 'Meterai elektronik', qty: '3', price: '10.000', discount: '' },
];
// DPP 2.900.000 + 750.000 + 30.000 = 3.680.000; PPN 11 % = 404.800
const TOTAL = 'Rp\u00a04.084.800';

async function fillLine(page: Page, i: number, line: (typeof LINES)[number]) {
  const n = i + 1;
  await page.getByRole('textbox', { name: `Description ${n}` }).fill(line.description);
  await page.getByRole('spinbutton', { name: `Qty ${n}` }).fill(line.qty);
  await page.getByRole('textbox', { name: `Unit price ${n}` }).fill(line.price);
  if (line.discount) await page.getByRole('textbox', { name: `Discount ${n}` }).fill(line.discount);
}

test('the admin sends a three-line bill, the client pays it by VA, the admin sees it Paid', async ({
  browser,
  baseURL,
}) => {
  const client = demoAccount('client');
  const adminContext = await browser.newContext();
  await storeSession(adminContext, await signInDemo(baseURL!, 'admin'));
  const admin = await adminContext.newPage();

  await admin.goto('/apps/invoice/add');
  await expect(admin.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  const picker = admin.getByRole('combobox', { name: 'Client' });
  await picker.fill(client.email);
  await admin.getByRole('option').filter({ hasText: client.email }).first().click();
  await admin.getByRole('button', { name: 'Add line' }).click();
  await admin.getByRole('button', { name: 'Add line' }).click();
  for (const [i, line] of LINES.entries()) await fillLine(admin, i, line);
  await expect(admin.locator('[data-total="total"]')).toHaveText(TOTAL);
  await admin.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(admin).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const heading = admin.getByRole('heading', { level: 1, name: /^Invoice INV\// });
  await expect(heading).toBeVisible();
  const nomor = (await heading.textContent())!.replace('Invoice ', '').trim();
  const id = admin.url().split('/').pop();
  await expect(admin.locator('[data-a4]')).toContainText('Meterai elektronik');
  await expect(admin.locator('[data-status]').first()).toHaveAttribute('data-status', 'SENT');

  const clientContext = await browser.newContext();
  await storeSession(clientContext, await signInDemo(baseURL!, 'client'));
  const page = await clientContext.newPage();
  await page.goto(`/client/invoice/list?q=${encodeURIComponent(nomor)}`);
  await expect(page.getByRole('row').filter({ hasText: nomor })).toBeVisible();
  await page.goto(`/client/invoice/${id}`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Pay bill ${nomor}` });
  await dialog.getByRole('radio', { name: /BRIVA/ }).check();
  await dialog.getByRole('button', { name: 'Get virtual account' }).click();
  const panel = dialog.getByTestId('va-panel');
  await expect(panel.getByTestId('va-amount')).toHaveText(TOTAL);
  await panel.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(panel).toHaveAttribute('data-status', 'TERBAYAR');
  await clientContext.close();

  await admin.goto(`/apps/invoice/list?q=${encodeURIComponent(nomor)}`);
  const row = admin.getByRole('row').filter({ hasText: nomor });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'PAID');
  await expect(row).toContainText('Paid');
  await adminContext.close();
});

test('the admin chooses bills by keyboard and sends, then cancels, only those', async ({
  browser,
  baseURL,
}) => {
  const boss = await signInDemo(baseURL!, 'admin');
  const client = await newClient(baseURL!, 'pilih');
  const api = await apiContext(baseURL!);
  for (let i = 0; i < 3; i++) {
    const r = await api.post('/api/admin/invoices', {
      headers: bearer(boss.token),
      data: {
        client_id: client.user.id,
        jatuh_tempo: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        details: [{ deskripsi: `Jasa ${i + 1}`, qty: 1, harga_satuan: 100_000 * (i + 1) }],
      },
    });
    expect(r.status(), await r.text()).toBe(201);
  }
  await api.dispose();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(context, boss);
  const page = await context.newPage();
  await page.goto(`/apps/invoice/list?status=DRAFT&q=${encodeURIComponent(client.email)}`);
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'INV' });
  await expect(rows).toHaveCount(3);
  const count = page.getByRole('status').filter({ hasText: 'selected' });
  await expect(count).toHaveText('0 selected');
  await expect(page.getByRole('button', { name: 'Send selected' })).toBeDisabled();

  // the page's checkbox chooses all three; Space on a row's takes one out again (mixed header)
  const all = page.getByRole('checkbox', { name: 'Select every bill on this page' });
  await all.focus();
  await page.keyboard.press('Space');
  await expect(count).toHaveText('3 selected');
  const left = (await rows.first().getByRole('link').textContent())!.trim();
  await rows.first().getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(count).toHaveText('2 selected');
  expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/list-selection.png` });

  await page.getByRole('button', { name: 'Send selected' }).click();
  await expect(page.getByText('2 bills sent.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(left);
  await expect(count).toHaveText('0 selected');

  await rows.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cancel selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel 1 bill?' });
  await confirm.getByRole('button', { name: 'Cancel selected' }).click();
  await expect(page.getByText('1 bill cancelled.')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.goto(`/apps/invoice/list?q=${encodeURIComponent(client.email)}&status=CANCELLED`);
  await expect(page.getByRole('row').filter({ hasText: left })).toBeVisible();
  await context.close();
});

const LOOKS: { name: string; look: Look; width?: number }[] = [
  { name: 'light', look: { mode: 'light', lng: 'en' } },
  { name: 'dark', look: { mode: 'dark', lng: 'en' } },
  { name: 'arabic', look: { mode: 'light', lng: 'ar' } },
  { name: 'phone', look: { mode: 'light', lng: 'en' }, width: 390 },
];

for (const { name, look, width } of LOOKS) {
  test(`screenshots: ${name}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: width ?? 1280, height: 900 } });
    await storeSession(context, await signInDemo(baseURL!, 'admin'), look);
    const page = await context.newPage();
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/list-${name}.png`, fullPage: true });
    const first = page.getByRole('row').nth(1).getByRole('link').first();
    await first.click();
    await expect(page.locator('[data-a4]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/preview-${name}.png`, fullPage: true });
    await page.goto('/apps/invoice/add');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/add-${name}.png`, fullPage: true });
    await context.close();
  });
}
