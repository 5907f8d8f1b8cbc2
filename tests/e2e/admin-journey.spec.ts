import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { apiContext, signInDemo, storeSession } from './lib/session';

// The admin workspace's whole story in one run against the real server (issue 16's "done means"):
// the admin invites a person → the invitation in the development mailbox lets them set a password
// and sign in → the admin writes them a three-line bill and sends it → they pay it through the
// sandbox bank → the admin's list shows Paid and the eCommerce dashboard's sums move by the bill's
// total → the admin suspends them → their open session is refused on its next request and
// signing in says why. (The staff role with only 'read users' is admin-access.spec.ts.)

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 360_000 });

const LINES = [
  { description: 'Jasa pembukuan Oktober', qty: '1', price: '2.000.000' },
  { description: 'Pelaporan SPT Masa PPh 23', qty: '2', price: '400.000' },
  { description: 'Meterai elektronik', qty: '4', price: '10.000' },
];
// DPP 2.000.000 + 800.000 + 40.000 = 2.840.000; PPN 11 % = 312.400
const TOTAL = 3_152_400;

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const tileValue = async (page: Page, key: string) =>
  digits(await page.getByTestId(`tile-${key}-value`).textContent());

async function ecommerceTiles(page: Page) {
  await page.goto('/dashboards/ecommerce');
  await expect(page.getByTestId('tile-paidThisMonth-value')).toBeVisible();
  return { issued: await tileValue(page, 'issuedThisMonth'), paid: await tileValue(page, 'paidThisMonth') };
}

async function invitation(baseURL: string, email: string) {
  const api = await apiContext(baseURL);
  try {
    const reply = await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    expect(reply.ok()).toBe(true);
    const mail = (await reply.json()).messages[0] as { text: string; otp: string | null };
    const link = /https?:\/\/\S+\/reset-password\?email=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    return { path: new URL(link!).pathname + new URL(link!).search, otp: mail.otp! };
  } finally {
    await api.dispose();
  }
}

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test('invite → set a password → bill → pay → Paid and the sums move → suspend ends the session', async ({
  browser,
  baseURL,
}) => {
  const email = `perjalanan-${randomBytes(4).toString('hex')}@example.test`;
  const name = 'Raka Perjalanan';
  const password = 'Teh-Manis-Sore-47';

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(adminContext, await signInDemo(baseURL!, 'admin'), { mode: 'light', lng: 'en' });
  const admin = await adminContext.newPage();
  const before = await ecommerceTiles(admin);

  // the admin invites the person
  await admin.goto('/apps/user/list');
  await admin.getByRole('button', { name: 'Add user' }).click();
  const drawer = admin.getByRole('dialog', { name: 'Add user' });
  await drawer.getByLabel('Full name').fill(name);
  await drawer.getByLabel('Email').fill(email);
  await drawer.getByLabel('Language of the invitation').selectOption('en');
  await drawer.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${email}.`)).toBeVisible();

  // the invitation lets them set a password, and they sign in
  const mail = await invitation(baseURL!, email);
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await storeSession(clientContext, null, { mode: 'light', lng: 'en' });
  const client = await clientContext.newPage();
  await client.goto(mail.path);
  await client.getByLabel('Verification code').fill(mail.otp);
  await client.getByLabel('New password').fill(password);
  await client.getByRole('button', { name: 'Set new password' }).click();
  await expect(client).toHaveURL(/\/login/);
  await signIn(client, email, password);
  await expect(client).toHaveURL(/\/client\/dashboards/);

  // the admin writes them a three-line bill and sends it
  await admin.goto('/apps/invoice/add');
  const picker = admin.getByRole('combobox', { name: 'Client' });
  await picker.fill(email);
  await admin.getByRole('option').filter({ hasText: email }).first().click();
  await admin.getByRole('button', { name: 'Add line' }).click();
  await admin.getByRole('button', { name: 'Add line' }).click();
  for (const [i, line] of LINES.entries()) {
    await admin.getByRole('textbox', { name: `Description ${i + 1}` }).fill(line.description);
    await admin.getByRole('spinbutton', { name: `Qty ${i + 1}` }).fill(line.qty);
    await admin.getByRole('textbox', { name: `Unit price ${i + 1}` }).fill(line.price);
  }
  await expect(admin.locator('[data-total="total"]')).toHaveText(
    `Rp\u00a0${new Intl.NumberFormat('id-ID').format(TOTAL)}`,
  );
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const heading = admin.getByRole('heading', { level: 1, name: /^Invoice INV\// });
  const nomor = (await heading.textContent())!.replace('Invoice ', '').trim();

  // the client finds it in Daftar Tagihan and pays it through the sandbox bank
  await client.goto('/client/invoice/list');
  const bill = client.getByRole('row').filter({ hasText: nomor });
  await expect(bill).toBeVisible();
  await bill.getByRole('link').first().click();
  await client.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = client.getByRole('dialog', { name: `Pay bill ${nomor}` });
  await pay.getByRole('radio', { name: /BRIVA/ }).check();
  await pay.getByRole('button', { name: 'Get virtual account' }).click();
  const panel = pay.getByTestId('va-panel');
  await panel.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(panel).toHaveAttribute('data-status', 'TERBAYAR');
  await client.keyboard.press('Escape');

  // the admin's list shows it Paid, and this month's issued and paid sums moved by its total
  await admin.goto(`/apps/invoice/list?q=${encodeURIComponent(nomor)}`);
  await expect(admin.getByRole('row').filter({ hasText: nomor }).locator('[data-status]')).toHaveAttribute(
    'data-status',
    'PAID',
  );
  const after = await ecommerceTiles(admin);
  expect(after.issued - before.issued).toBe(TOTAL);
  expect(after.paid - before.paid).toBe(TOTAL);

  // the admin suspends them: their open session ends, and signing in says why
  await admin.goto('/apps/user/list');
  await admin.getByLabel('Search users').fill(email);
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Suspend' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText(`${name} was suspended.`)).toBeVisible();
  await client.goto('/client/transaksi/pembayaran/list');
  await expect(client).toHaveURL(/\/login/);
  await signIn(client, email, password);
  await expect(client.getByText('This account is suspended.')).toBeVisible();

  await clientContext.close();
  await adminContext.close();
});
