import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { terbilangRupiah, titleCase } from '../../contract/terbilang';
import { apiContext, auth, issueBill, newClient, rupiah, signInBrowser } from './billing-helpers';

// Receipts and statements (issue 21): a bill paid through the sandbox bank has a receipt PDF
// carrying the amount in words; the wallet statement's running balance ends at the ledger's.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 60_000 });

const SHOTS = process.env.SHOTS_DIR;

async function axeClean(page: Page, look: string) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations.map((v) => `${look}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
}

async function relook(page: Page, settings: { mode: 'light' | 'dark'; lng: string }) {
  await page.evaluate(
    ([mode, lng]) => {
      localStorage.setItem('settings', JSON.stringify({ mode }));
      localStorage.setItem('i18nextLng', lng);
    },
    [settings.mode, settings.lng] as const,
  );
  await page.reload();
}

test('a paid bill has a receipt PDF with terbilang; the wallet statement balance matches the ledger', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await apiContext(baseURL!);
  const client = await newClient(api, 'klien-kuitansi');
  const headers = auth(client.token);
  const post = async (path: string, data: unknown) => {
    const res = await api.post(`/api${path}`, { headers, data });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };
  // a bill paid by VA through the sandbox bank, a top-up, and a second bill paid from the wallet
  const bill = await issueBill(api, client.user.id, { amount: 1_000_000 });
  const va = await post('/createbriva', { invoice_id: bill.id });
  await post('/testPayment', { id: va.transaksi.id });
  const topup = await post('/dompet/topup', { amount: 500_000 });
  const topupVa = await post('/createbriva', { invoice_id: topup.invoice.id });
  await post('/testPayment', { id: topupVa.transaksi.id });
  const second = await issueBill(api, client.user.id, { amount: 200_000 });
  await post('/dompet/pay', { invoice_id: second.id });

  const receipt = await api.get(`/api/invoice/${bill.id}/kuitansi.pdf`, { headers });
  expect(receipt.headers()['content-type']).toBe('application/pdf');

  await signInBrowser(context, client);
  await page.goto(`/client/invoice/${bill.id}`);
  await expect(page.getByTestId('invoice-dpp-nilai-lain')).toHaveText(rupiah(916_667));
  const download = page.waitForEvent('download');
  await page.getByTestId('invoice-receipt').click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(String(text).replace(/\s+/g, ' ')).toContain(titleCase(terbilangRupiah(1_110_000)));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoice-light.png`, fullPage: true });

  const ledger = await (await api.get('/api/dompet?perPage=100', { headers })).json();
  await page.goto('/client/dompet');
  await page.getByTestId('wallet-statement-link').click();
  await expect(page.getByTestId('statement-closing')).toHaveText(rupiah(ledger.balance));
  const balances = page.getByTestId('statement-balance');
  await expect(balances).toHaveCount(ledger.total);
  await expect(balances.last()).toHaveText(rupiah(ledger.balance));
  await expect(balances.first()).toHaveText(rupiah(500_000));
  await axeClean(page, 'light');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/statement-light.png`, fullPage: true });
  await relook(page, { mode: 'dark', lng: 'en' });
  await expect(page.getByTestId('statement-closing')).toHaveText(rupiah(ledger.balance));
  await axeClean(page, 'dark');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/statement-dark.png`, fullPage: true });
  await relook(page, { mode: 'light', lng: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('statement-closing')).toHaveText(rupiah(ledger.balance));
  await axeClean(page, 'arabic');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/statement-ar.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/statement-ar-phone.png`, fullPage: true });
  }
  await api.dispose();
});
