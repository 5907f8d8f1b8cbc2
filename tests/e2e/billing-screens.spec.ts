import { mkdirSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import type { Invoice, InvoiceListAnswer } from '../../contract/billing';
import { apiContext, auth, demoToken, signInBrowser } from './billing-helpers';
import { axeViolations } from './lib/axe';
import { sidewaysOverflow } from './lib/pages';

// Every billing screen of the demo client (read only: nothing is paid or cancelled): an axe scan in
// light and dark mode, screenshots in light, dark, Arabic (RTL) and at phone width into
// .tmp/shots/billing/, the phone layout (grids scroll inside themselves, the page never does) and
// the printed bill (A4, only the bill).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SHOTS = '.tmp/shots/billing';
mkdirSync(SHOTS, { recursive: true });

type Variant = 'light' | 'dark' | 'ar' | 'phone';

async function demoBills(baseURL: string) {
  const api = await apiContext(baseURL);
  const token = await demoToken(api, 'client');
  const user = await (await api.get('/api/profile', { headers: auth(token) })).json();
  const list = async (status: string) =>
    (
      (await (
        await api.get(`/api/invoice?status=${status}`, { headers: auth(token) })
      ).json()) as InvoiceListAnswer
    ).invoices;
  const pending = (await list('MENUNGGU'))[0] as Invoice;
  const unpaid = [...(await list('BELUM_DIBAYAR')), ...(await list('JATUH_TEMPO'))][0] as Invoice;
  await api.dispose();
  return { token, user, pending, unpaid };
}

/** The billing pages and what shows that each has loaded. */
function screens(pending: Invoice) {
  return [
    { name: 'dashboard', path: '/client/dashboards', ready: (p: Page) => p.getByTestId('stat-wallet-value') },
    {
      name: 'invoice-list',
      path: '/client/invoice/list',
      ready: (p: Page) => p.getByRole('region').getByRole('link').first(),
    },
    {
      name: 'invoice-detail',
      path: `/client/invoice/${pending.id}`,
      ready: (p: Page) => p.getByTestId('invoice-total'),
    },
    {
      name: 'payments',
      path: '/client/transaksi/pembayaran/list?status=ALL',
      ready: (p: Page) => p.getByRole('region').getByRole('link').first(),
    },
    { name: 'wallet', path: '/client/dompet', ready: (p: Page) => p.getByTestId('wallet-ledger') },
  ];
}

const payLabel = (variant: Variant) => (variant === 'ar' ? 'دفع' : 'Pay');

/** Opens each billing page (and the two pay dialog steps) and hands it over once loaded. */
async function visitScreens(
  page: Page,
  variant: Variant,
  demo: Awaited<ReturnType<typeof demoBills>>,
  only?: string,
) {
  const visited: string[] = [];
  for (const screen of screens(demo.pending)) {
    if (only && only !== screen.name) continue;
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    visited.push(screen.name);
    if (only) return visited;
    await check(page, variant, screen.name);
  }
  if (!only || only === 'va-panel') {
    // The VA panel of the demo bill that already has a pending VA (showing it changes nothing).
    await page.goto(`/client/invoice/${demo.pending.id}`);
    await page.getByTestId('invoice-total').waitFor();
    await page.getByRole('button', { name: payLabel(variant), exact: true }).click();
    const panel = page.getByTestId('va-panel');
    await expect(panel).toHaveAttribute('data-status', 'MENUNGGU');
    await expect(panel.getByRole('tabpanel')).toBeVisible();
    visited.push('va-panel');
    if (only) return visited;
    await check(page, variant, 'va-panel');
  }
  if (!only || only === 'pay-choose') {
    // The first step of paying an unpaid bill: bank or wallet.
    await page.goto(`/client/invoice/${demo.unpaid.id}`);
    await page.getByTestId('invoice-total').waitFor();
    await page.getByRole('button', { name: payLabel(variant), exact: true }).click();
    await expect(page.getByRole('radio').first()).toBeVisible();
    visited.push('pay-choose');
    if (only) return visited;
    await check(page, variant, 'pay-choose');
  }
  return visited;
}

/** Screenshot; at phone width the page itself must not scroll sideways (a grid scrolls inside). */
async function check(page: Page, variant: Variant, name: string) {
  if (variant === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForTimeout(300);
  // A dialog is fixed to the viewport: the viewport is the picture.
  const dialog = name === 'va-panel' || name === 'pay-choose';
  await page.screenshot({ path: `${SHOTS}/${name}-${variant}.png`, fullPage: !dialog });
  if (variant === 'phone') {
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  }
}

const SCREEN_NAMES = [
  'dashboard',
  'invoice-list',
  'invoice-detail',
  'payments',
  'wallet',
  'va-panel',
  'pay-choose',
];

// axe over the payment dialogs, one test each, in light and dark mode. The pages themselves are
// scanned in every look by a11y-pages.spec.ts; only the dialogs' states are scanned here.
const DIALOG_NAMES = ['va-panel', 'pay-choose'];
for (const variant of ['light', 'dark'] as Variant[]) {
  test.describe(`billing dialogs, axe (${variant})`, () => {
    for (const name of DIALOG_NAMES) {
      test(`${name}: no axe violations`, async ({ page, context, baseURL }) => {
        const demo = await demoBills(baseURL!);
        await signInBrowser(context, demo, { mode: variant === 'dark' ? 'dark' : 'light' });
        await visitScreens(page, variant, demo, name);
        await check(page, variant, name);
        expect(await axeViolations(page), `${name} (${variant})`).toEqual([]);
      });
    }
  });
}

// Arabic (RTL) and phone width: every screen in one go.
for (const variant of ['ar', 'phone'] as Variant[]) {
  test.describe(`billing screens (${variant})`, () => {
    test.use(variant === 'phone' ? { viewport: { width: 390, height: 844 } } : {});
    test('every screen: screenshots and layout', async ({ page, context, baseURL }) => {
      const demo = await demoBills(baseURL!);
      await signInBrowser(context, demo, { lng: variant === 'ar' ? 'ar' : 'en' });
      expect(await visitScreens(page, variant, demo)).toEqual(SCREEN_NAMES);
    });
  });
}

test('phone width: the bill grid scrolls inside its region', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = await demoBills(baseURL!);
  await signInBrowser(context, demo);
  await page.goto('/client/invoice/list');
  const region = page.getByRole('region', { name: 'Bills' });
  await expect(region.getByRole('link').first()).toBeVisible();
  const { scroll, client } = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll).toBeGreaterThan(client);
});

test('printing a bill gives one clean A4 document without the shell or buttons', async ({
  page,
  context,
  baseURL,
}) => {
  const demo = await demoBills(baseURL!);
  await signInBrowser(context, demo);
  await page.goto(`/client/invoice/${demo.pending.id}`);
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  await expect(page.getByTestId('invoice-seller')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeHidden();
  await expect(page.getByTestId('payment-history')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  const place = await page.getByTestId('invoice-number').boundingBox();
  expect(place!.x).toBeLessThan(80); // no sidebar offset left
  await page.screenshot({ path: `${SHOTS}/invoice-print.png`, fullPage: true });

  const pdf = await page.pdf({ preferCSSPageSize: true });
  const text = pdf.toString('latin1');
  // A4 is 595.3 × 841.9 pt
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text);
  expect(box, 'the PDF has a page box').not.toBeNull();
  expect(Math.abs(Number(box![1]) - 595.3)).toBeLessThan(2);
  expect(Math.abs(Number(box![2]) - 841.9)).toBeLessThan(2);
  expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
});
