import { expect as baseExpect, test } from '@playwright/test';
import { apiContext, newClient, rupiah, signInBrowser } from './billing-helpers';

// An abandoned top-up (issue 15): Wallet → Top up → amount → Continue → VA → close. It is no
// bill: the bill list and the dashboard's unpaid figure leave it out; the wallet lists it with
// its VA and expiry, and reopens its VA.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('an abandoned top-up waits in the wallet, not among the bills', async ({ page, context, baseURL }) => {
  const api = await apiContext(baseURL!);
  await signInBrowser(context, await newClient(api, 'klien-isi-tertinggal'));

  await page.goto('/client/dompet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(0));
  await expect(page.getByTestId('pending-topups')).toHaveCount(0);
  await page.getByRole('button', { name: 'Top up' }).click();
  const topup = page.getByRole('dialog', { name: 'Top up the wallet' });
  await topup.getByLabel('Amount').fill('250000');
  await topup.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: /^Pay bill TOPUP\// });
  await pay.getByRole('button', { name: 'Get virtual account' }).click();
  const va = await pay.getByTestId('va-number').getAttribute('data-va');
  await pay.getByRole('button', { name: 'Close', exact: true }).last().click();

  const pending = page.getByTestId('pending-topups');
  await expect(pending).toContainText(rupiah(250_000));
  await expect(pending).toContainText(va!.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(pending).toContainText(/Expires /);
  await pending.getByRole('button', { name: 'Show VA' }).click();
  await expect(page.getByRole('dialog').getByTestId('va-panel')).toHaveAttribute('data-status', 'MENUNGGU');
  await page.keyboard.press('Escape');

  await page.goto('/client/invoice/list');
  await expect(page.getByText('No bills yet')).toBeVisible();
  await expect(page.getByText(/^TOPUP\//)).toHaveCount(0);
  await page.goto('/client/dashboards');
  await expect(page.getByTestId('stat-unpaid-value')).toHaveText(rupiah(0));
  await api.dispose();
});
