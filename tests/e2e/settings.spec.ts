import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { daysFromNow, makeP12, randomNpwp, TINY_PDF } from '../api/settings-fixtures';
import { axeViolations } from './lib/axe';

// Settings screen end to end (/client/pengaturan): each test signs a fresh client up through
// the API (code from the development mailbox) and opens the portal with its token.

interface Client {
  email: string;
  password: string;
  nama: string;
  npwp: string;
  token: string;
}

async function api(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY } });
}

async function newClient(baseURL: string, nama = 'Klien Uji Pengaturan'): Promise<Client> {
  const http = await api(baseURL);
  const email = `settings-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'Teh-Manis-Sore-42';
  const npwp = randomNpwp();
  const reg = await http.post('/api/user', { data: { nama, email, password, phone: '081355556666', npwp } });
  expect(reg.ok(), await reg.text()).toBe(true);
  const otp = await latestOtp(http, email);
  expect((await http.post('/api/validasi', { data: { email, otp } })).ok()).toBe(true);
  const login = await http.post('/api/login', { data: { email, password } });
  const token = (await login.json()).content.access_token as string;
  await http.dispose();
  return { email, password, nama, npwp, token };
}

async function latestOtp(http: APIRequestContext, email: string): Promise<string> {
  const box = await http.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
  const otp = (await box.json()).messages.find((m: { otp: string | null }) => m.otp)?.otp;
  expect(otp).toMatch(/^\d{6}$/);
  return otp;
}

/** Opens the portal signed in as `client` (token in localStorage, as after a login). */
async function openSettings(
  page: Page,
  client: Client,
  tab = 'profil',
  storage: Record<string, string> = {},
) {
  await page.addInitScript(
    ({ token, extra }) => {
      localStorage.setItem('accessToken', token);
      for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
    },
    { token: client.token, extra: storage },
  );
  await page.goto(`/client/pengaturan?tab=${tab}`);
  // the first visit loads the shell and the page's code
  await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 30_000 });
}

/** axe over the open dialog (the page under it is scanned by a11y-pages.spec.ts). */
async function expectNoAxeViolationsInDialog(page: Page) {
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
}

async function addSignerByApi(baseURL: string, client: Client, body: Record<string, unknown>) {
  const http = await api(baseURL);
  const reply = await http.post('/api/penandatanganspt', {
    data: body,
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  await http.dispose();
}

const pdfFile = { name: 'surat-kuasa.pdf', mimeType: 'application/pdf', buffer: TINY_PDF };

test.describe('settings', () => {
  test('edits the profile and shows the new name in the app bar without a reload', async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL!);
    await openSettings(page, client);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByLabel('Full name').fill('Dewi Anggraini');
    await page.getByLabel('City').fill('Yogyakarta');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dewi Anggraini/ })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    // the form shows the saved values and is clean again
    await expect(page.getByLabel('City')).toHaveValue('Yogyakarta');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    // a bad NPWP is refused inline, and nothing typed is lost
    await page.getByLabel('NPWP').fill('12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('NPWP has 16 digits (or 15 for an old NPWP)')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Yogyakarta');
  });

  test('asks before leaving a tab with unsaved changes, and keeps the tab in the URL', async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL!);
    await openSettings(page, client);
    await page.getByLabel('Company name').fill('PT Belum Disimpan');
    await page.getByRole('tab', { name: 'Security' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect(dialog.getByRole('heading', { name: 'Discard your changes?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Company name')).toHaveValue('PT Belum Disimpan');
    await expect(page).toHaveURL(/tab=profil/);

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard and leave' }).click();
    await expect(page).toHaveURL(/tab=keamanan/);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('This device')).toBeVisible();
  });

  test('changes the email with a code sent to the new address', async ({ page, baseURL }) => {
    const client = await newClient(baseURL!);
    await openSettings(page, client);
    const newEmail = `baru-${randomBytes(4).toString('hex')}@example.test`;
    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change email address' });
    await dialog.getByLabel('New email address').fill(newEmail);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText(newEmail)).toBeVisible();
    const http = await api(baseURL!);
    const otp = await latestOtp(http, newEmail);
    await http.dispose();
    await dialog.getByLabel('Confirmation code').fill(otp);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Email address changed')).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  });

  test('adds a KUASA signer with a PDF power of attorney', async ({ page, baseURL }) => {
    const client = await newClient(baseURL!);
    await openSettings(page, client, 'penandatangan');
    await page.getByRole('button', { name: 'Add signer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add signer' });
    await dialog.getByLabel('Proxy (kuasa)').check();
    await dialog.getByLabel('Name').fill('Rudi Hartono');
    await dialog.getByLabel('Position').fill('Konsultan Pajak');
    await dialog.getByLabel('Identity type').selectOption('NIK');
    await dialog.getByLabel('Identity number').fill('3171011501900001');
    // KUASA without its letter is refused inline; the typed fields stay
    await dialog.getByRole('button', { name: 'Add signer' }).click();
    await expect(dialog.getByText('A proxy needs the number of the power of attorney')).toBeVisible();
    await expect(dialog.getByText('Attach the power of attorney')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Rudi Hartono');

    await dialog.getByLabel('Letter number').fill('SK-07/2026');
    await dialog.getByLabel('Letter date').fill('2026-01-10');
    await dialog.getByLabel('Letter file').setInputFiles(pdfFile);
    await expect(dialog.getByTestId('chosen-file')).toContainText('surat-kuasa.pdf');
    await dialog.getByRole('button', { name: 'Add signer' }).click();
    await expect(page.getByText('Signer added')).toBeVisible();
    await expect(dialog.getByRole('heading')).toBeHidden();

    const row = page.getByRole('row', { name: /Rudi Hartono/ });
    await expect(row).toContainText('Proxy (kuasa)');
    await expect(row).toContainText('3171 0115 0190 0001');
    // the first signer of a client becomes the default
    await expect(row).toContainText('Default');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download the power of attorney of Rudi Hartono' }).click();
    expect((await download).suggestedFilename()).toBe('surat-kuasa.pdf');
  });

  test('a deactivated signer leaves the E-Bupot signer choice', async ({ page, baseURL }) => {
    const client = await newClient(baseURL!);
    const base = { bertindak_sebagai: 'PENGURUS', jenis_identitas: 'NPWP', scope: 'BOTH' };
    await addSignerByApi(baseURL!, client, {
      ...base,
      nomor_identitas: client.npwp,
      nama: 'Ani Direktur',
      jabatan: 'Direktur',
    });
    await addSignerByApi(baseURL!, client, {
      ...base,
      nomor_identitas: randomNpwp(),
      nama: 'Bima Komisaris',
      jabatan: 'Komisaris',
    });
    await openSettings(page, client, 'penandatangan');
    const row = page.getByRole('row', { name: /Bima Komisaris/ });
    await row.getByRole('button', { name: 'Actions for Bima Komisaris' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate Bima Komisaris?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Bima Komisaris was deactivated')).toBeVisible();
    await expect(row).toContainText('Inactive');

    // the default signer has no Deactivate action
    await page.getByRole('button', { name: 'Actions for Ani Direktur' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // the E-Bupot form's signer choice offers only active signers
    await page.goto('/client/transaksi/ebupot/new');
    const choice = page
      .locator('select')
      .filter({ has: page.locator('option', { hasText: 'Ani Direktur' }) });
    await expect(choice).toHaveCount(1);
    await expect(choice.locator('option', { hasText: 'Bima Komisaris' })).toHaveCount(0);
  });

  test('uploads a certificate made by the test and shows its validity; a wrong passphrase keeps the file', async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL!);
    await openSettings(page, client, 'sertifikat');
    await expect(page.getByText('No certificate uploaded yet', { exact: false })).toBeVisible();
    const passphrase = 'Sertel-Rahasia-2026';
    const p12 = makeP12({ passphrase, cn: `PT KLIEN UJI ${client.npwp}`, notAfter: daysFromNow(20) });
    const file = { name: `${client.npwp}.p12`, mimeType: 'application/x-pkcs12', buffer: p12 };

    await page.getByLabel('Certificate file').setInputFiles(file);
    await page.getByLabel(/^Passphrase/).fill('bukan-ini');
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    await expect(page.getByText('The passphrase does not open this certificate.')).toBeVisible();
    // the chosen file is still there: only the passphrase needs correcting
    await expect(page.getByTestId('chosen-file')).toContainText(`${client.npwp}.p12`);
    await expect(page.getByLabel(/^Passphrase/)).toHaveValue('bukan-ini');

    await page.getByLabel(/^Passphrase/).fill(passphrase);
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    await expect(page.getByText('Certificate saved')).toBeVisible();
    const card = page.getByTestId('certificate-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('certificate-status')).toHaveText('Expires soon');
    await expect(card.getByTestId('certificate-validity')).toContainText('Valid from');
    await expect(card).toContainText(`PT KLIEN UJI ${client.npwp}`);
    await expect(card).toContainText('days left: 20');
    await expect(page.getByTestId('chosen-file')).toContainText('No file chosen');
  });

  test('saves the EFIN and shows it masked, warning on an unusual length', async ({ page, baseURL }) => {
    const client = await newClient(baseURL!);
    await openSettings(page, client, 'efin');
    await page.getByRole('textbox', { name: /^EFIN/ }).fill('987654321012');
    await expect(
      page.getByText('An EFIN usually has 10 digits; this one has 12.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^EFIN/ }).fill('1234567890');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('EFIN saved')).toBeVisible();
    await expect(page.getByTestId('efin-masked')).toHaveText('••••••7890');
    await expect(page.getByText('1234567890')).toHaveCount(0);
  });

  const variants: {
    name: string;
    storage: Record<string, string>;
    viewport?: { width: number; height: number };
  }[] = [
    { name: 'light', storage: {} },
    { name: 'dark', storage: { settings: JSON.stringify({ mode: 'dark' }) } },
    { name: 'ar', storage: { i18nextLng: 'ar' } },
    { name: 'phone', storage: {}, viewport: { width: 390, height: 844 } },
  ];
  for (const variant of variants) {
    // The tabs themselves are scanned by axe in every look by a11y-pages.spec.ts; the signer dialog here.
    test(`every tab loads in ${variant.name}; the signer dialog${variant.name === 'phone' ? '' : ' has no axe violations'}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      if (variant.viewport) await page.setViewportSize(variant.viewport);
      const client = await newClient(baseURL!, 'Rahmat Hidayat');
      await fillAccount(baseURL!, client);
      await openSettings(page, client, 'profil', variant.storage);
      for (const tab of ['profil', 'keamanan', 'penandatangan', 'efin', 'sertifikat']) {
        await page.goto(`/client/pengaturan?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 30_000 });
        // loaded: no skeletons or busy grids left
        await expect(page.locator('main .animate-pulse, main [aria-busy="true"]')).toHaveCount(0);
        await page.screenshot({ path: `.tmp/shots/settings/${tab}-${variant.name}.png`, fullPage: true });
      }
      await page.goto('/client/pengaturan?tab=penandatangan');
      await page
        .locator('main')
        .getByRole('button', { name: /Add signer|إضافة موقّع/ })
        .click();
      await page.getByRole('radio').nth(1).check();
      if (variant.name !== 'phone') await expectNoAxeViolationsInDialog(page);
      await page.screenshot({ path: `.tmp/shots/settings/signer-dialog-${variant.name}.png` });
    });
  }
});

/** A signer of each kind, an EFIN and a certificate, so every tab shows content. */
async function fillAccount(baseURL: string, client: Client) {
  await addSignerByApi(baseURL, client, {
    bertindak_sebagai: 'PENGURUS',
    jenis_identitas: 'NPWP',
    nomor_identitas: client.npwp,
    nama: client.nama,
    jabatan: 'Direktur Utama',
    scope: 'BOTH',
  });
  const http = await api(baseURL);
  const headers = { authorization: `Bearer ${client.token}` };
  const kuasa = await http.post('/api/penandatangan', {
    headers,
    multipart: {
      bertindak_sebagai: 'KUASA',
      jenis_identitas: 'NIK',
      nomor_identitas: '3273014107880002',
      nama: 'Sinta Maharani',
      jabatan: 'Konsultan Pajak',
      scope: 'BUPOT',
      surat_kuasa_nomor: 'SK-12/2026',
      surat_kuasa_tanggal: '2026-02-02',
      surat_kuasa_file: pdfFile,
    },
  });
  expect(kuasa.status()).toBe(201);
  expect((await http.put('/api/efin', { data: { efin: '1234567890' }, headers })).ok()).toBe(true);
  const p12 = makeP12({ passphrase: 'x', cn: `PT RAHMAT ${client.npwp}`, notAfter: daysFromNow(600) });
  const cert = await http.post('/api/sertifikat', {
    headers,
    multipart: {
      passphrase: 'x',
      file: { name: `${client.npwp}.p12`, mimeType: 'application/x-pkcs12', buffer: p12 },
    },
  });
  expect(cert.status()).toBe(201);
  await http.dispose();
}
