import { type BrowserContext, expect as baseExpect, type Locator, test } from '@playwright/test';
import { apiContext, auth, issueBill, newClient, signInBrowser } from './billing-helpers';

// Layout of the lists and the shell at a 1440 px desktop and a 390 px phone: the payment grid's
// default columns fit without sideways scrolling, the toolbar keeps its actions together, the
// customizer's button stays off the content on a phone, Settings' tab strip shows it scrolls;
// and "Clear filters" leaves the sort alone.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** A client with a pending and a paid payment. */
async function clientWithPayments(baseURL: string) {
  const api = await apiContext(baseURL);
  const client = await newClient(api, 'layout');
  const h = { headers: auth(client.token) };
  const makeVa = async (invoice_id: number) =>
    (await (await api.post('/api/createbriva', { ...h, data: { invoice_id, bank_code: '002' } })).json())
      .transaksi;
  await makeVa((await issueBill(api, client.user.id, { amount: 40_000 })).id);
  const paid = await makeVa((await issueBill(api, client.user.id, { amount: 60_000 })).id);
  expect((await api.post('/api/testPayment', { ...h, data: { id: paid.id } })).ok()).toBe(true);
  return client;
}

/** The browser signed in as a new client with payments, in `lng`. */
async function signInWithPayments(context: BrowserContext, baseURL: string, lng = 'en') {
  await signInBrowser(context, await clientWithPayments(baseURL), { lng });
}

/** How far the grid's content runs past its visible width (0: everything fits). */
/** Room left in a field's text box for `text` (default: its placeholder), in the field's font. */
const roomFor = (field: Locator, text?: string) =>
  field.evaluate((el, text) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner =
      input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return inner - ctx.measureText(text ?? input.placeholder).width;
  }, text);

const overflowOf = (grid: Locator) => grid.evaluate((el) => el.scrollWidth - el.clientWidth);

for (const lng of ['en', 'fr', 'ar']) {
  test(`payments at 1440 px (${lng}): the default columns fit, the column menu brings the others back`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithPayments(context, baseURL!, lng);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const tab of ['', '?status=TERBAYAR']) {
      await page.goto(`/client/transaksi/pembayaran/list${tab}`);
      const grid = page.locator('section[aria-label]').filter({ has: page.getByRole('table') });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      expect(await overflowOf(grid)).toBeLessThanOrEqual(0);
      await expect(grid).not.toHaveAttribute('data-more');
    }
  });
}

test('payments below 1440 px: the grid scrolls sideways with a fade at the end edge, mirrored in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithPayments(context, baseURL!, 'ar');
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto('/client/transaksi/pembayaran/list');
  const grid = page.locator('section[aria-label]').filter({ has: page.getByRole('table') });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect(await overflowOf(grid)).toBeGreaterThan(0);
  await expect(grid).toHaveAttribute('data-more', 'end');
  // Arabic scrolls towards the left: the fade is on the left.
  expect(await grid.evaluate((el) => getComputedStyle(el).maskImage)).toContain('to left');
});

test('payments: the column menu shows a hidden-by-default column', async ({ page, context, baseURL }) => {
  await signInWithPayments(context, baseURL!);
  await page.goto('/client/transaksi/pembayaran/list');
  const grid = page.locator('section[aria-label]').filter({ has: page.getByRole('table') });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Channel' })).toHaveCount(0);
  await page.getByRole('button', { name: /columns/i }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Channel' }).click();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Channel' })).toBeVisible();
});

test('bills toolbar at 1440 px: with "Clear filters" shown, the export and column buttons share a row; the search placeholder fits', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithPayments(context, baseURL!);
  for (const path of ['/client/invoice/list?status=MENUNGGU', '/client/transaksi/pembayaran/list?bank=002']) {
    await page.goto(path);
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await expect(clear).toBeVisible();
    const exportBox = (await page.getByRole('button', { name: /Export CSV/ }).boundingBox())!;
    const columnsBox = (await page.getByRole('button', { name: /columns/i }).boundingBox())!;
    const clearBox = (await clear.boundingBox())!;
    expect(Math.abs(exportBox.y - columnsBox.y)).toBeLessThan(4);
    expect(Math.abs(exportBox.y - clearBox.y)).toBeLessThan(4);
    // The placeholder's text is no wider than the box it is shown in.
    expect(await roomFor(page.getByRole('searchbox'))).toBeGreaterThanOrEqual(0);
  }
  // The bank select shows its longest choice whole.
  const bank = page.getByRole('combobox', { name: 'Bank' });
  const longest = await bank.evaluate((el) =>
    [...(el as HTMLSelectElement).options].reduce((a, o) => (o.text.length > a.length ? o.text : a), ''),
  );
  expect(await roomFor(bank, longest)).toBeGreaterThanOrEqual(0);
});

test('"Clear filters" leaves the sort alone', async ({ page, context, baseURL }) => {
  await signInWithPayments(context, baseURL!);
  await page.goto('/client/invoice/list?status=MENUNGGU&sort=total%3Aasc');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/sort=total%3Aasc/);
  await page.goto('/client/invoice/list?status=MENUNGGU');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  // the default sort (issue date, newest first) stays the default: nothing in the URL
  expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
});

test('phone (390 px): the customizer button does not cover the content; the user menu opens it; the Settings tab strip shows it scrolls', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithPayments(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/client/invoice/list');
  await expect(page.getByRole('table')).toBeVisible();
  // Nothing fixed at the end edge over the content: the gear is not shown below lg.
  await expect(page.getByRole('button', { name: 'Open theme customizer' })).toBeHidden();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Theme Customizer' }).click();
  await expect(page.getByRole('dialog').getByText('Customize and preview in real time')).toBeVisible();
  await page.keyboard.press('Escape');

  // A filtered list: Clear filters, Export CSV and the column button share one row.
  await page.goto('/client/transaksi/pembayaran/list?bank=002');
  const rowOf = async (name: RegExp) => (await page.getByRole('button', { name }).boundingBox())!.y;
  expect(Math.abs((await rowOf(/Export CSV/)) - (await rowOf(/columns/i)))).toBeLessThan(4);
  expect(Math.abs((await rowOf(/Export CSV/)) - (await rowOf(/Clear filters/)))).toBeLessThan(4);

  await page.goto('/client/pengaturan/');
  // The email wraps after its @, never inside a word (its longer Arabic card once split 'portalpaja|k.test').
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  const email = page.getByTestId('current-email');
  await expect(email).toContainText('@');
  const linesPerPart = await email.evaluate((el) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
  );
  expect(linesPerPart, await email.innerHTML()).toEqual(linesPerPart.map(() => 1));
  const strip = page.getByRole('tablist').first();
  await expect(strip).toHaveAttribute('data-more', /end/);
  const last = strip.getByRole('tab').last();
  await last.click();
  await expect(last).toBeInViewport({ ratio: 0.9 });
  await expect(strip).toHaveAttribute('data-more', /start/);
});
