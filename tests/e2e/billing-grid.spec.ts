import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { apiContext, auth, issueBill, newClient, rupiah, signInBrowser } from './billing-helpers';

// The two billing grids: server-side search, sorting, paging and filters kept in the URL, column
// visibility, CSV export of the current filter, row actions; Pembayaran's tabs and bank views.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** Data rows of the grid (rows that hold a bill or payment link). */
const dataRows = (page: Page) =>
  page
    .getByRole('region')
    .getByRole('row')
    .filter({ has: page.getByRole('link') });

test('Daftar Tagihan: search, sort, paging and filters run on the server and stay in the URL', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiContext(baseURL!);
  const client = await newClient(api);
  // 12 bills, issued 1…12 days ago, DPP 10.000 … 120.000 (the oldest is the largest).
  const bills = [];
  for (let i = 1; i <= 12; i++)
    bills.push(await issueBill(api, client.user.id, { amount: i * 10_000, issuedDaysAgo: i }));
  await signInBrowser(context, client);

  await page.goto('/client/invoice/list');
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(10);
  // default: newest first
  await expect(dataRows(page).first()).toContainText(bills[0].nomor);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(dataRows(page)).toHaveCount(2);
  await expect(dataRows(page).last()).toContainText(bills[11].nomor);

  // Sorting goes back to page 1 and is asked of the server; a second click turns the order round.
  const totalHeader = page.getByRole('columnheader', { name: /Total/ }).getByRole('button');
  const smallest = rupiah(11_100);
  const largest = rupiah(133_200);
  await totalHeader.click();
  await expect(page).toHaveURL(/sort=total%3A(asc|desc)/);
  await expect(page).not.toHaveURL(/page=2/);
  const firstDir = new URL(page.url()).searchParams.get('sort')!.split(':')[1];
  await expect(dataRows(page).first()).toContainText(firstDir === 'asc' ? smallest : largest);
  const resorted = page.waitForRequest(
    (r) => r.url().includes('/api/invoice?') && r.url().includes('sort=total'),
  );
  await totalHeader.click();
  await resorted;
  await expect(page).toHaveURL(new RegExp(`sort=total%3A${firstDir === 'asc' ? 'desc' : 'asc'}`));
  await expect(dataRows(page).first()).toContainText(firstDir === 'asc' ? largest : smallest);

  await page.getByLabel('Rows per page').selectOption('25');
  await expect(dataRows(page)).toHaveCount(12);
  await expect(page).toHaveURL(/perPage=25/);

  // Search by number (debounced, sent as q).
  await page.getByRole('searchbox', { name: 'Search bills' }).fill(bills[4].nomor);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(bills[4].nomor);

  // A reload keeps every filter.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search bills' })).toHaveValue(bills[4].nomor);
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(dataRows(page)).toHaveCount(12);

  // Issue-date range: 3…5 days ago → three bills.
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Issued from').fill(day(5));
  await page.getByLabel('Issued until').fill(day(3));
  await expect(dataRows(page)).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`date_from=${day(5)}.*date_to=${day(3)}`));
  await api.dispose();
});

test('Daftar Tagihan: status filter, cancel from the row menu refetches with the current filters, hidden columns stay hidden', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiContext(baseURL!);
  const client = await newClient(api);
  const keep = await issueBill(api, client.user.id, { amount: 50_000 });
  const drop = await issueBill(api, client.user.id, { amount: 60_000 });
  const gone = await issueBill(api, client.user.id, { amount: 70_000 });
  expect((await api.delete(`/api/invoice/${gone.id}`, { headers: auth(client.token) })).ok()).toBe(true);
  await signInBrowser(context, client);

  await page.goto('/client/invoice/list');
  await page.getByLabel('Status').selectOption('DIBATALKAN');
  await expect(page).toHaveURL(/status=DIBATALKAN/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(gone.nomor);

  await page.getByLabel('Status').selectOption('BELUM_DIBAYAR');
  await expect(dataRows(page)).toHaveCount(2);
  const row = dataRows(page).filter({ hasText: drop.nomor });
  await row.getByRole('button', { name: `Actions for ${drop.nomor}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Pay' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cancel bill' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel bill ${drop.nomor}?` });
  const refetch = page.waitForRequest(
    (r) => r.url().includes('/api/invoice?') && r.url().includes('status=BELUM_DIBAYAR'),
  );
  await confirm.getByRole('button', { name: 'Cancel bill' }).click();
  await refetch;
  await expect(confirm).toBeHidden();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(keep.nomor);
  await expect(page).toHaveURL(/status=BELUM_DIBAYAR/);

  // A cancelled bill offers neither Pay nor Cancel.
  await page.getByLabel('Status').selectOption('DIBATALKAN');
  await expect(dataRows(page)).toHaveCount(2);
  await dataRows(page)
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Pay' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Cancel bill' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Column visibility survives a reload.
  await page.getByRole('button', { name: 'Show/hide columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Seller' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Seller' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Issue date/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Seller' })).toHaveCount(0);
  await api.dispose();
});

test('CSV export downloads every row of the current filter', async ({ page, context, baseURL }) => {
  const api = await apiContext(baseURL!);
  const client = await newClient(api);
  const bills = [];
  for (const amount of [10_000, 20_000, 30_000]) bills.push(await issueBill(api, client.user.id, { amount }));
  for (const bill of bills.slice(0, 2)) {
    expect((await api.delete(`/api/invoice/${bill.id}`, { headers: auth(client.token) })).ok()).toBe(true);
  }
  await signInBrowser(context, client);

  await page.goto('/client/invoice/list?perPage=10');
  await page.getByLabel('Status').selectOption('DIBATALKAN');
  await expect(dataRows(page)).toHaveCount(2);
  // only one row a page: the export must still hold both
  await page.getByLabel('Rows per page').selectOption('10');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tagihan.*\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  // text cells are quoted (contract/csv.ts); these hold no commas or quotes of their own
  const cellsOf = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
  const columns = cellsOf(header);
  expect(columns).toContain('nomor');
  expect(columns).toContain('status');
  expect(rows).toHaveLength(2);
  const nomorAt = columns.indexOf('nomor');
  const statusAt = columns.indexOf('status');
  const parsed = rows.map(cellsOf);
  expect(parsed.map((r) => r[statusAt])).toEqual(['DIBATALKAN', 'DIBATALKAN']);
  expect(parsed.map((r) => r[nomorAt]).sort()).toEqual([bills[0].nomor, bills[1].nomor].sort());
  await api.dispose();
});

test('Pembayaran: tabs with counts, the BRI view, show VA, check status and cancel a pending payment', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiContext(baseURL!);
  const client = await newClient(api);
  const viaBri = await issueBill(api, client.user.id, { amount: 40_000 });
  const viaBni = await issueBill(api, client.user.id, { amount: 50_000 });
  const paid = await issueBill(api, client.user.id, { amount: 60_000 });
  const h = { headers: auth(client.token) };
  const makeVa = async (invoice_id: number, bank_code: string) =>
    (await (await api.post('/api/createbriva', { ...h, data: { invoice_id, bank_code } })).json()).transaksi;
  await makeVa(viaBri.id, '002');
  const bni = await makeVa(viaBni.id, '009');
  const third = await makeVa(paid.id, '002');
  expect((await api.post('/api/testPayment', { ...h, data: { id: third.id } })).ok()).toBe(true);
  await signInBrowser(context, client);

  await page.goto('/client/transaksi/pembayaran/list');
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-count-MENUNGGU')).toHaveText('2');
  await expect(page.getByTestId('tab-count-TERBAYAR')).toHaveText('1');
  await expect(page.getByTestId('tab-count-KADALUARSA')).toHaveText('0');
  await expect(dataRows(page)).toHaveCount(2);

  // Bank Rakyat Indonesia as its own view.
  await page.getByRole('button', { name: 'Bank Rakyat Indonesia' }).click();
  await expect(page).toHaveURL(/bank=002/);
  await expect(page.getByRole('button', { name: 'Bank Rakyat Indonesia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('tab-count-MENUNGGU')).toHaveText('1');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(viaBri.nomor);

  await page.getByRole('tab', { name: /Paid/ }).click();
  await expect(page).toHaveURL(/status=TERBAYAR/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(paid.nomor);

  // All banks, pending: show the BNI VA in the panel.
  await page.getByRole('button', { name: 'All banks' }).click();
  await page.getByRole('tab', { name: /Pending/ }).click();
  const bniRow = dataRows(page).filter({ hasText: viaBni.nomor });
  await bniRow.getByRole('button', { name: `Actions for ${viaBni.nomor}` }).click();
  await page.getByRole('menuitem', { name: 'Show VA' }).click();
  const panel = page.getByTestId('va-panel');
  await expect(panel).toHaveAttribute('data-status', 'MENUNGGU');
  await expect(panel.getByTestId('va-number')).toHaveAttribute('data-va', bni.va_number);
  await expect(panel).toContainText('Bank Negara Indonesia');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();

  await bniRow.getByRole('button', { name: `Actions for ${viaBni.nomor}` }).click();
  await page.getByRole('menuitem', { name: 'Check status' }).click();
  await expect(page.getByText(`${viaBni.nomor}: Pending`)).toBeVisible();

  await bniRow.getByRole('button', { name: `Actions for ${viaBni.nomor}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel payment' }).click();
  await page
    .getByRole('dialog', { name: `Cancel the payment of ${viaBni.nomor}?` })
    .getByRole('button', { name: 'Cancel payment' })
    .click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByTestId('tab-count-MENUNGGU')).toHaveText('1');
  await page.getByRole('tab', { name: /All/ }).click();
  await expect(dataRows(page).filter({ hasText: viaBni.nomor }).locator('[data-status]')).toHaveAttribute(
    'data-status',
    'DIBATALKAN',
  );
  await api.dispose();
});
