import { expect as baseExpect, test } from '@playwright/test';
import {
  apiContext,
  auth,
  demoToken,
  issueBill,
  login,
  moveClock,
  newClient,
  replaceToken,
  rupiah,
  signInBrowser,
} from './billing-helpers';

// Paying bills end to end: by BRIVA with the sandbox bank, after a VA expired, and from the wallet.
// Generous waits: the suite shares a small, busy machine with the real server.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test.describe('paying a bill', () => {
  test('by BRIVA: simulate the payment and see TERBAYAR in the panel, the list, Pembayaran and the dashboard', async ({
    page,
    context,
    baseURL,
  }) => {
    const api = await apiContext(baseURL!);
    const client = await newClient(api);
    const bill = await issueBill(api, client.user.id, { amount: 250_000 });
    await signInBrowser(context, client);

    await page.goto(`/client/invoice/${bill.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bill ${bill.nomor}` })).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText(rupiah(277_500));

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Pay bill ${bill.nomor}` });
    await expect(dialog.getByRole('radio', { name: /BRIVA/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Get virtual account' }).click();

    const panel = dialog.getByTestId('va-panel');
    await expect(panel).toHaveAttribute('data-status', 'MENUNGGU');
    const va = await panel.getByTestId('va-number').getAttribute('data-va');
    expect(va).toMatch(/^\d{15}$/);
    await expect(panel.getByTestId('va-amount')).toHaveText(rupiah(277_500));
    await expect(panel.getByTestId('va-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
    await expect(panel.getByRole('tab', { name: /ATM/ })).toBeVisible();

    await panel.getByRole('button', { name: 'Simulate payment' }).click();
    await expect(panel).toHaveAttribute('data-status', 'TERBAYAR');
    await expect(panel.getByText('Payment received')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await expect(page.getByTestId('invoice-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'LUNAS',
    );
    await expect(page.getByTestId('payment-history').locator('tr[data-status="TERBAYAR"]')).toHaveCount(1);

    await page.goto(`/client/invoice/list?q=${encodeURIComponent(bill.nomor)}`);
    const row = page.getByRole('row').filter({ hasText: bill.nomor });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'LUNAS');

    await page.goto('/client/transaksi/pembayaran/list');
    await expect(page.getByTestId('tab-count-TERBAYAR')).toHaveText('1');
    await expect(page.getByTestId('tab-count-MENUNGGU')).toHaveText('0');

    await page.goto('/client/dashboards');
    await expect(page.getByTestId('stat-paid-month-value')).toHaveText(rupiah(277_500));
    await expect(page.getByTestId('recent-payments')).toContainText(bill.nomor);
    await api.dispose();
  });

  test('the open VA panel notices a payment made elsewhere (status polling)', async ({
    page,
    context,
    baseURL,
  }) => {
    const api = await apiContext(baseURL!);
    const client = await newClient(api);
    const bill = await issueBill(api, client.user.id, { amount: 90_000 });
    await signInBrowser(context, client);

    await page.goto(`/client/invoice/${bill.id}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('button', { name: 'Get virtual account' }).click();
    const panel = page.getByTestId('va-panel');
    await expect(panel).toHaveAttribute('data-status', 'MENUNGGU');
    const va = await panel.getByTestId('va-number').getAttribute('data-va');

    // The bank is paid outside the portal: nothing in the page is touched.
    const paid = await api.post('/api/testPayment', {
      data: { va_number: va, channel: 'ATM' },
      headers: auth(client.token),
    });
    expect(paid.ok()).toBe(true);
    await expect(panel).toHaveAttribute('data-status', 'TERBAYAR', { timeout: 40_000 });
    await expect(panel).toContainText('ATM');
    await api.dispose();
  });

  test.describe('with the server clock moved @clock', () => {
    test.afterEach(async ({ baseURL }) => {
      const api = await apiContext(baseURL!);
      await moveClock(api, { reset: true });
      await api.dispose();
    });

    test('an expired VA shows KADALUARSA and a new VA can be made', async ({ page, context, baseURL }) => {
      const api = await apiContext(baseURL!);
      const client = await newClient(api);
      const bill = await issueBill(api, client.user.id, { amount: 120_000 });
      await signInBrowser(context, client);

      await page.goto(`/client/invoice/${bill.id}`);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('button', { name: 'Get virtual account' }).click();
      const firstVa = await page.getByTestId('va-number').getAttribute('data-va');
      const created = await api.get(`/api/invoice/${bill.id}`, { headers: auth(client.token) });
      const transaksiId = (await created.json()).active_transaksi_id as number;
      await page.keyboard.press('Escape');

      // 25 hours later the VA (24 h) has expired. Sessions end too, so sign in again at that time;
      // reading the status applies the expiry, then the clock goes back at once.
      await moveClock(api, { advanceMs: 25 * 3600 * 1000 });
      const later = await login(api, client.email, client.password);
      const status = await api.get(`/api/getstatus/${transaksiId}`, { headers: auth(later) });
      expect((await status.json()).status).toBe('KADALUARSA');
      await moveClock(api, { reset: true });
      await replaceToken(page, await login(api, client.email, client.password), client.user);

      await page.goto('/client/transaksi/pembayaran/list?status=KADALUARSA');
      await expect(page.getByTestId('tab-count-KADALUARSA')).toHaveText('1');
      const row = page.getByRole('row').filter({ hasText: bill.nomor });
      await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'KADALUARSA');
      await row.getByRole('button', { name: `Actions for ${bill.nomor}` }).click();
      await page.getByRole('menuitem', { name: 'Show VA' }).click();

      const panel = page.getByTestId('va-panel');
      await expect(panel).toHaveAttribute('data-status', 'KADALUARSA');
      await expect(panel.getByText('This virtual account has expired')).toBeVisible();
      await panel.getByRole('button', { name: 'Make a new VA' }).click();
      await expect(panel).toHaveAttribute('data-status', 'MENUNGGU');
      const secondVa = await panel.getByTestId('va-number').getAttribute('data-va');
      expect(secondVa).toMatch(/^\d{15}$/);
      expect(secondVa).not.toBe(firstVa);
      await api.dispose();
    });
  });

  test('wallet: top up by VA, then pay a bill from the wallet; a short balance is refused clearly', async ({
    page,
    context,
    baseURL,
  }) => {
    const api = await apiContext(baseURL!);
    const client = await newClient(api);
    const small = await issueBill(api, client.user.id, { amount: 300_000, description: 'Tagihan kecil' });
    const large = await issueBill(api, client.user.id, { amount: 900_000, description: 'Tagihan besar' });
    await signInBrowser(context, client);

    await page.goto('/client/dompet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(0));
    await page.getByRole('button', { name: 'Top up' }).click();
    const topup = page.getByRole('dialog', { name: 'Top up the wallet' });
    await topup.getByLabel('Amount').fill('500000');
    await topup.getByRole('button', { name: 'Continue to payment' }).click();

    const pay = page.getByRole('dialog', { name: /^Pay bill TOPUP\// });
    await expect(pay.getByRole('radio', { name: 'Wallet' })).toHaveCount(0);
    await pay.getByRole('button', { name: 'Get virtual account' }).click();
    await pay.getByRole('button', { name: 'Simulate payment' }).click();
    await expect(pay.getByTestId('va-panel')).toHaveAttribute('data-status', 'TERBAYAR');
    await pay.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(500_000));
    await expect(page.getByTestId('wallet-ledger').locator('tr[data-type="CREDIT"]')).toHaveCount(1);

    // 300.000 + 11% = 333.000 fits in the balance.
    await page.goto(`/client/invoice/${small.id}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Pay bill ${small.nomor}` });
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await expect(dialog.getByText(`Balance ${rupiah(500_000)}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay from wallet' }).click();
    await expect(dialog.getByTestId('wallet-paid')).toContainText(rupiah(167_000));
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByTestId('invoice-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'LUNAS',
    );

    // 900.000 + 11% = 999.000 is more than the 167.000 left.
    await page.goto(`/client/invoice/${large.id}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const refused = page.getByRole('dialog', { name: `Pay bill ${large.nomor}` });
    await refused.getByRole('radio', { name: /Wallet/ }).check();
    await expect(refused.getByRole('alert')).toContainText('Not enough balance');
    await expect(refused.getByRole('alert')).toContainText(rupiah(832_000));
    await expect(refused.getByRole('button', { name: 'Pay from wallet' })).toBeDisabled();

    await page.goto('/client/dompet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(rupiah(167_000));
    await expect(page.getByTestId('wallet-ledger').locator('tr[data-type="DEBIT"]')).toContainText(
      small.nomor,
    );
    await api.dispose();
  });
});

test('client B cannot open client A’s bill by its URL', async ({ page, context, baseURL }) => {
  const api = await apiContext(baseURL!);
  const a = await newClient(api, 'klien-a');
  const bill = await issueBill(api, a.user.id);
  const bToken = await demoToken(api, 'client2');
  const b = await api.get('/api/profile', { headers: auth(bToken) });
  await signInBrowser(context, { token: bToken, user: await b.json() });

  await page.goto(`/client/invoice/${bill.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bill not found' })).toBeVisible();
  await expect(page.getByText(bill.nomor)).toHaveCount(0);
  expect((await api.get(`/api/invoice/${bill.id}`, { headers: auth(bToken) })).status()).toBe(404);
  await api.dispose();
});
