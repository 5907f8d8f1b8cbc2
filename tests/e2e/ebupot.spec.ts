import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { issuingClient } from './lib/ebupot-client';
import { apiContext } from './lib/session';

// E-Bupot end to end: each test signs a fresh client up through the API (NPWP in the profile,
// an active signer, a valid electronic certificate), then works the slips through the portal.

interface Client {
  token: string;
  npwp: string;
}

async function newClient(baseURL: string): Promise<Client> {
  const http = await apiContext(baseURL);
  const { token, npwp } = await issuingClient(http, 'ebupot');
  await http.dispose();
  return { token, npwp };
}

async function signIn(page: Page, client: Client) {
  await page.addInitScript((token) => localStorage.setItem('accessToken', token), client.token);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Fills the new-slip form for a PPh 23 jasa teknik slip and saves it as a draft. */
async function createDraft(
  page: Page,
  opts: {
    type: 'NPWP' | 'NIK';
    noNpwp?: boolean;
    id: string;
    name: string;
    dpp: string;
    rate: string;
    pph: string;
  },
) {
  await page.goto('/client/transaksi/ebupot/new');
  await expect(page.getByRole('heading', { name: 'New withholding slip' })).toBeVisible();
  if (opts.type === 'NIK') await page.getByRole('radio', { name: 'NIK (resident)' }).check();
  if (opts.noNpwp) await page.getByRole('radio', { name: 'No NPWP (the NIK is not activated)' }).check();
  await page.getByLabel(opts.type === 'NIK' ? 'Recipient NIK' : 'Recipient NPWP').fill(opts.id);
  await page.getByLabel('Recipient name').fill(opts.name);
  const code = page.getByRole('combobox', { name: 'Tax object code' });
  await code.fill('jasa teknik');
  await page.getByRole('option', { name: /24-104-01/ }).click();
  await expect(code).toHaveValue(/24-104-01/);
  await page.getByLabel('Tax base (DPP)').fill(opts.dpp);
  await expect(page.getByTestId('preview-rate')).toHaveText(opts.rate);
  await expect(page.getByTestId('preview-pph')).toHaveText(opts.pph);
  await page.getByLabel('Reference document type').selectOption('CommercialInvoice');
  await page.getByLabel('Document number').fill(`INV/${randomBytes(3).toString('hex')}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/client\/transaksi\/ebupot\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit draft slip' })).toBeVisible();
  return Number(page.url().match(/ebupot\/(\d+)\/edit/)![1]);
}

async function issueFromForm(page: Page) {
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue this slip?' });
  await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/transaksi\/ebupot\/\d+$/);
  await expect(page.getByTestId('bupot-number')).toHaveText(/^2\d{9}$/);
  return (await page.getByTestId('bupot-number').textContent())!;
}

async function expectTotals(page: Page, count: string, dpp: string, pph: string) {
  await page.goto('/client/transaksi/ebupot/list');
  const summary = page.getByTestId('period-summary');
  // amounts carry a non-breaking space after "Rp"
  const exact = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.').replace(/ /g, '\\s')}$`);
  await expect(summary.getByText(exact(count))).toBeVisible();
  await expect(summary.getByText(exact(dpp))).toBeVisible();
  await expect(summary.getByText(exact(pph))).toBeVisible();
}

test('PPh 23 slips by NPWP and NIK: issue, print with QR, correct, cancel; totals follow', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const client = await newClient(baseURL!);
  await signIn(page, client);

  // NPWP: 2 %
  await createDraft(page, {
    type: 'NPWP',
    id: '0215550123407000',
    name: 'PT Rekayasa Teknik Nusantara',
    dpp: '10000000',
    rate: '2 %',
    pph: 'Rp 200.000',
  });
  await expectNoAxeViolations(page);
  const npwpNumber = await issueFromForm(page);
  await expect(page.getByTestId('bupot-qr')).toBeVisible();
  await expect(page.getByTestId('bupot-verification')).toHaveText(/^[A-HJ-NP-Z2-9]{16}$/);
  await expect(page.getByTestId('bupot-pph')).toHaveText('Rp 200.000,00');
  await expectNoAxeViolations(page);
  const npwpSlipUrl = page.url();

  // NIK not activated as NPWP (PMK 112/2022): the rate doubles to 4 %
  await createDraft(page, {
    type: 'NIK',
    noNpwp: true,
    id: '3174055208900003',
    name: 'Dewi Lestari',
    dpp: '10000000',
    rate: '4 %',
    pph: 'Rp 400.000',
  });
  const nikNumber = await issueFromForm(page);
  expect(Number(nikNumber)).toBe(Number(npwpNumber) + 1);

  await expectTotals(page, '2', 'Rp 20.000.000', 'Rp 600.000');
  await expect(page.getByTestId('deadline-payment')).toContainText('Pay by');
  // the masa's SPT Masa state, with its action
  await expect(page.getByTestId('masa-state')).toContainText('Not reported');
  await expect(page.getByRole('button', { name: 'Mark SPT Masa reported' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Print view: the number and the QR code are on the A4 document
  await page.goto(npwpSlipUrl);
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('bupot-number')).toHaveText(npwpNumber);
  await expect(page.getByTestId('bupot-qr')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Correct the NPWP slip: DPP 10 → 15 million; same number, revision 1, old one replaced
  await page.getByRole('link', { name: 'Correct (pembetulan)' }).click();
  await expect(page.getByRole('heading', { name: 'Correct an issued slip' })).toBeVisible();
  await expect(page.getByLabel('Recipient name')).toHaveValue('PT Rekayasa Teknik Nusantara');
  await page.getByLabel('Tax base (DPP)').fill('15000000');
  await expect(page.getByTestId('preview-pph')).toHaveText('Rp 300.000');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Issue correction' }).click();
  await page
    .getByRole('dialog', { name: 'Issue this correction?' })
    .getByRole('button', { name: 'Issue correction' })
    .click();
  await expect(page).not.toHaveURL(npwpSlipUrl);
  await expect(page.getByTestId('bupot-number')).toHaveText(npwpNumber);
  await expect(page.getByText('Correction 1').first()).toBeVisible();
  await page.goto(npwpSlipUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Replaced');

  await expectTotals(page, '2', 'Rp 25.000.000', 'Rp 700.000');

  // Cancel the NIK slip from the list's row menu
  await page.getByRole('button', { name: `Actions for ${nikNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel slip' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel slip ${nikNumber}?` });
  await dialog.getByLabel('Reason').fill('Transaksi dibatalkan');
  await dialog.getByRole('button', { name: 'Cancel slip' }).click();
  await expect(dialog).toBeHidden();
  await expectTotals(page, '1', 'Rp 15.000.000', 'Rp 300.000');

  await page.getByRole('button', { name: /^Invalid/ }).click();
  await expect(page.getByRole('link', { name: nikNumber })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Replaced', { exact: true })).toBeVisible();
});

test('form errors are inline, translated and keep what was typed', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const client = await newClient(baseURL!);
  await signIn(page, client);
  await page.goto('/client/transaksi/ebupot/new');
  await page.getByLabel('Recipient NPWP').fill(client.npwp);
  await page.getByLabel('Recipient name').fill('Diri Sendiri');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The recipient cannot be your own NPWP.')).toBeVisible();
  await expect(page.getByText('Choose a tax object code.')).toBeVisible();
  await expect(page.getByText('Enter a tax base above Rp 0.')).toBeVisible();
  await expect(page.getByLabel('Recipient name')).toHaveValue('Diri Sendiri');
  await expect(page.getByLabel('Recipient NPWP')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // a PPh 26 code switches the recipient to a foreign one; the NIK rule no longer applies
  const code = page.getByRole('combobox', { name: 'Tax object code' });
  await code.fill('27-103');
  await page.getByRole('option', { name: /27-103-01/ }).click();
  await expect(page.getByRole('radio', { name: 'Foreign TIN' })).toBeChecked();
  await expect(page.getByLabel('Country')).toBeVisible();
});
