import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CORETAX_MAX_RECORDS } from '../../contract/ebupot-report';
import { CORETAX_FIELD_RULES, checkField } from '../../server/services/ebupot/coretax-xml';
import { importRow, importXlsx } from '../api/ebupot-import-fixtures';
import { axeViolations } from './lib/axe';
import { issuingClient } from './lib/ebupot-client';
import { applyLook, LOOKS } from './lib/looks';
import { openInApp } from './lib/pages';
import { apiContext, type Look, storeSession } from './lib/session';

// Issue 21's "done means", one masa end to end on the same data in one page, a step a test: a
// 200-row xlsx with 5 bad rows is imported, two are fixed in the grid, the 197 valid rows become
// drafts; the list issues them (two pages of 100) and mails three to their recipients (the
// development mailbox holds each slip's PDF); the masa page gives the Coretax BPPU XML as two
// files (Coretax takes at most 100 records a file), each parsed and checked against the field
// rules; the withheld PPh is deposited through the sandbox billing (NTPN on screen), the SPT
// Masa marked reported, and the slip form then refuses a new slip in that masa, saying why. axe
// on each new screen once per look: the import preview, the list with a choice, the masa page
// (and its report dialog). Receipts and the wallet statement: receipts.spec.ts.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

// lines 12, 52, 102, 152 and 192 of the sheet (rows 10, 50, 100, 150, 190 after the header)
const BAD = new Map<number, Record<string, string>>([
  [10, { recipientId: '12345' }],
  [50, { recipientId: '99' }],
  [100, { dpp: 'dua juta' }],
  [150, { kodeObjek: '24-999-01' }],
  [190, { docDate: '31/02/2025' }],
]);
const LEFT_OUT = [100, 150, 190];
const tag = randomBytes(4).toString('hex');
const email = (i: number) => `vendor${i}-${tag}@mitra.test`;
// the first three recipients, found by name on the list, get their slips by mail
const MAILED = [0, 1, 2];
const rows = Array.from({ length: 200 }, (_, i) =>
  importRow(i, {
    recipientEmail: email(i),
    ...(MAILED.includes(i) ? { recipientName: `CV Surel ${i}` } : {}),
    ...BAD.get(i),
  }),
);
const { masa, tahun } = { masa: Number(rows[0].masa), tahun: Number(rows[0].tahun) };
// PPh 23 jasa teknik: 2 % of each kept row's DPP
const totalPph = rows
  .filter((_, i) => !LEFT_OUT.includes(i))
  .reduce((sum, r) => sum + Number(r.dpp) * 0.02, 0);
const rupiahDigits = (n: number) => n.toLocaleString('id-ID').replace(/\./g, '\\.');

// the page's own content: the shell around it is scanned in every look by a11y-pages.spec.ts
const MAIN = { include: ['#main-content'] };

let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let npwp: string;

const [LIGHT, DARK, ARABIC] = LOOKS;

/**
 * axe on the page's own content in each of `looks`, in that order: a reload in the look, then
 * `ready` brings the screen back to the state scanned. The flow goes on in the last look, so the
 * order is chosen to need no reload for the next step (the flow reads English labels).
 */
async function axeInLooks(screen: string, looks: [string, Look][], ready: () => Promise<void>) {
  for (const [name, look] of looks) {
    await applyLook(page, look);
    await ready();
    expect(await axeViolations(page, MAIN), `axe in ${name}`).toEqual([]);
    await shot(`${screen}-${name}`);
  }
}

/** With SHOTS_DIR set, a full-page screenshot there (to look at the screens, not a check). */
async function shot(name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.beforeAll(async ({ browser, baseURL }) => {
  api = await apiContext(baseURL!);
  const [client, made] = await Promise.all([
    issuingClient(api, 'masa'),
    browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } }),
  ]);
  npwp = client.npwp;
  context = made;
  await storeSession(context, { token: client.token, user: client.user }, LOOKS[0][1]);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
});

test('import 200 rows with 5 bad ones, fix two in the grid, create 197 drafts', async () => {
  await page.goto('/client/transaksi/ebupot/import');
  await expect(page.getByRole('heading', { name: 'Import slips' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bupot-200.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await importXlsx(rows)),
  });
  const counts = page.getByText(/^200 rows:/);
  await expect(counts).toHaveText('200 rows: 195 valid, 5 with problems', { timeout: 30_000 });
  await expect(page).toHaveURL(/\?import=\d+/);

  // only the bad rows; each names its problem in the cell
  const onlyBad = page.getByRole('switch', { name: 'Only rows with problems' });
  await onlyBad.check();
  await expect(page.getByText('NPWP must have 16 digits (or 15 for a legacy NPWP).').first()).toBeVisible();
  for (const [line, valid] of [
    [12, 196],
    [52, 197],
  ]) {
    await page
      .getByRole('button', { name: new RegExp(`^Edit NPWP / NIK / TIN of line ${line}:`) })
      .press('Enter');
    const input = page.getByRole('textbox', { name: new RegExp(`^Edit NPWP / NIK / TIN of line ${line}`) });
    await input.fill('0215550123407000');
    await input.press('Enter');
    // checked again on the server (the row leaves this filtered view) before the next edit
    await expect(counts).toHaveText(`200 rows: ${valid} valid, ${200 - valid} with problems`);
  }
  // the three rows still bad (header + 3): a short grid, so axe reads every cell
  await expect(page.getByRole('row')).toHaveCount(4);
  expect(await axeViolations(page, MAIN), 'axe in light').toEqual([]);
  // a reload with ?import= brings every edit back; the flow goes on in dark (English)
  await shot('import-light');
  await axeInLooks('import', [ARABIC, DARK], async () => {
    await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('switch').check();
    await expect(page.getByRole('row')).toHaveCount(4);
  });

  await page.getByRole('button', { name: 'Create 197 drafts' }).click();
  await expect(page.getByText('197 draft slips were created.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 rows with problems were left out.')).toBeVisible();
});

test('issue the 197 drafts from the list, two pages of 100', async () => {
  await expect(page.getByRole('link', { name: 'Open the slip list' })).toHaveAttribute(
    'href',
    `/client/transaksi/ebupot/list?tab=belum_terbit&masa=${masa}&tahun=${tahun}`,
  );
  // that list, a hundred rows a page
  await openInApp(
    page,
    `/client/transaksi/ebupot/list?tab=belum_terbit&masa=${masa}&tahun=${tahun}&perPage=100`,
  );
  const rowBoxes = page.getByRole('checkbox', { name: /^Select Draft / });
  const bar = page.getByRole('status').filter({ hasText: /chosen$/ });
  // the grid draws only the rows in view: the pager says what the page holds
  const pager = page.getByRole('navigation', { name: 'Pagination of Withholding slips' });
  for (const [n, left] of [
    [100, 197],
    [97, 97],
  ]) {
    await expect(page.getByRole('button', { name: `Not issued ${left}` })).toBeVisible({ timeout: 30_000 });
    await expect(pager).toContainText(`1–${n} of ${left}`);
    await page.getByRole('checkbox', { name: 'Select every slip on this page' }).check();
    await expect(bar).toHaveText(`${n} slips chosen`);
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue the chosen drafts?' });
    await expect(confirm).toContainText(`${n} drafts will be issued`);
    await confirm.getByRole('button', { name: 'Issue', exact: true }).click();
    const outcome = page.getByRole('status').filter({ hasText: `${n} of ${n} issued` });
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    // dismissed: the list of outcomes stays under the bar until then
    await outcome.getByRole('button', { name: 'Close' }).click();
  }
  await expect(page.getByRole('button', { name: 'Not issued 0' })).toBeVisible({ timeout: 30_000 });
  await expect(rowBoxes).toHaveCount(0);
});

test('email three slips to their recipients: each mail carries its PDF', async () => {
  await openInApp(
    page,
    `/client/transaksi/ebupot/list?tab=telah_terbit&masa=${masa}&tahun=${tahun}&q=CV%20Surel`,
  );
  const rowBoxes = page.getByRole('checkbox', { name: /^Select \d+/ });
  await expect(rowBoxes).toHaveCount(3, { timeout: 30_000 });
  const all = page.getByRole('checkbox', { name: 'Select every slip on this page' });
  await all.check();
  const bar = page.getByRole('status').filter({ hasText: /chosen$/ });
  await expect(bar).toHaveText('3 slips chosen');
  expect(await axeViolations(page, MAIN), 'axe in dark').toEqual([]);
  await page.getByRole('button', { name: 'Email to recipients' }).click();
  await expect(page.getByText('3 of 3 mailed')).toBeVisible({ timeout: 30_000 });
  const outcomes = await page
    .getByRole('list', { name: 'Outcome of each slip' })
    .getByRole('listitem')
    .allTextContents();
  const sentTo = outcomes.map((o) => o.match(/sent to (\S+@mitra\.test)$/)?.[1]);
  expect(sentTo.sort()).toEqual(MAILED.map(email));
  for (const to of sentTo) {
    const mails = (await (await api.get(`/api/dev/mailbox?email=${to}`)).json()).messages as {
      attachments: { content_type: string; magic: string; filename: string }[];
    }[];
    expect(mails, to).toHaveLength(1);
    expect(mails[0].attachments).toHaveLength(1);
    expect(mails[0].attachments[0]).toMatchObject({ content_type: 'application/pdf', magic: '%PDF-' });
  }

  // the list with a choice in the other looks; the flow goes on in light
  await shot('list-dark');
  await axeInLooks('list', [ARABIC, LIGHT], async () => {
    // the box of the whole page and the three rows' boxes, in the look's language
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(4, { timeout: 30_000 });
    await boxes.first().check();
    await expect(page.locator('[role="status"]').filter({ hasText: /3/ }).first()).toBeVisible();
  });
});

test('Coretax BPPU XML in two files, each record checked against the field rules', async () => {
  await openInApp(page, `/client/transaksi/ebupot/masa/${tahun}/${masa}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SPT Masa PPh Unifikasi');
  await expect(page.getByTestId('spt-total-pph')).toHaveText(new RegExp(rupiahDigits(totalPph)));
  await expect(page.getByTestId('coretax-split-BPPU')).toHaveText(
    `Coretax takes at most ${CORETAX_MAX_RECORDS} slips a file: the 197 BPPU slips come in 2 files.`,
  );
  await expect(page.getByRole('button', { name: 'BPNR XML (0)' })).toBeDisabled();
  const numbers = new Set<string>();
  for (const [part, name, size] of [
    [1, 'BPPU XML, file 1 of 2 (1–100)', 100],
    [2, 'BPPU XML, file 2 of 2 (101–197)', 97],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `coretax-BPPU-${tahun}-${String(masa).padStart(2, '0')}-${part}of2.xml`,
    );
    const xml = readFileSync(await file.path(), 'utf8');
    // read back by the browser's XML parser: the root TIN and each record's elements in order
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const nil = 'http://www.w3.org/2001/XMLSchema-instance';
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.tagName,
        tin: doc.querySelector(':root > TIN')?.textContent,
        records: [...doc.getElementsByTagName('Bpu')].map((bpu) =>
          [...bpu.children].map((el) => [
            el.tagName,
            el.getAttributeNS(nil, 'nil') === 'true' ? null : el.textContent,
          ]),
        ),
      };
    }, xml);
    expect(parsed).toMatchObject({ error: 0, root: 'BpuBulk', tin: npwp });
    expect(parsed.records).toHaveLength(size);
    // every element of every record in the template's order, each keeping its rule: what breaks
    // one is listed (record, element, why), so a failure names them all at once
    const tags = CORETAX_FIELD_RULES.BPPU.map((r) => r.tag).join(' ');
    const problems: string[] = [];
    for (const [n, record] of parsed.records.entries()) {
      const doc = record.find(([tag]) => tag === 'DocumentNumber')?.[1] ?? `#${n + 1}`;
      numbers.add(doc);
      if (record.map(([tag]) => tag).join(' ') !== tags)
        problems.push(`${doc}: elements ${record.map(([t]) => t)}`);
      else
        for (const [i, rule] of CORETAX_FIELD_RULES.BPPU.entries()) {
          const problem = checkField(rule, record[i][1]);
          if (problem) problems.push(`${doc}: ${problem}`);
        }
    }
    expect(problems, `file ${part}`).toEqual([]);
  }
  // every slip of the masa once, in one file or the other
  expect(numbers.size).toBe(197);
});

test('deposit through the sandbox billing: the NTPN is recorded on the masa', async () => {
  const outstanding = page.getByTestId('masa-outstanding');
  await expect(outstanding).toHaveText(new RegExp(rupiahDigits(totalPph)));
  await expect(page.getByText('Simulation: sandbox billing')).toBeVisible();
  const account = page.getByTestId('account-411124-100');
  await account.getByRole('button', { name: 'Make a billing code' }).click();
  await expect(account.getByText(/Billing code\s+9\d{14}/)).toBeVisible();
  await account.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(account.getByTestId('ntpn')).toHaveText(/NTPN\s+[0-9A-Z]{16}/);
  await expect(outstanding).toHaveText(/Rp\s0$/);
  expect(await axeViolations(page, MAIN), 'axe in light').toEqual([]);
  await shot('masa-light');
});

test('mark the SPT Masa reported after its summary', async () => {
  await page.getByRole('button', { name: 'Mark SPT Masa reported' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('spt-summary')).toBeVisible();
  await expect(dialog.getByTestId('spt-deposits').getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] }), 'axe on the report dialog').toEqual([]);
  await dialog.getByRole('textbox').fill('BPE-2026-0001');
  await dialog.getByRole('button', { name: 'Mark reported' }).click();
  await expect(page.getByTestId('masa-page-state')).toHaveText('Reported (revision 0)');
});

test('the slip form refuses a new slip in the reported masa, saying why', async () => {
  await openInApp(page, '/client/transaksi/ebupot/new');
  await expect(page.getByRole('heading', { name: 'New withholding slip' })).toBeVisible();
  await page.getByLabel('Recipient NPWP').fill('0215550123407000');
  await page.getByLabel('Recipient name').fill('PT Terlambat');
  const code = page.getByRole('combobox', { name: 'Tax object code' });
  await code.fill('24-104-01');
  await page.getByRole('option', { name: /24-104-01/ }).click();
  await page.getByLabel('Tax base (DPP)').fill('1000000');
  await page.getByLabel('Reference document type').selectOption('CommercialInvoice');
  await page.getByLabel('Document number').fill('INV/LATE');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'pembetulan' })).toContainText(
    "This tax period's SPT Masa is reported: open a correction (pembetulan)",
  );
  await expect(page).toHaveURL(/\/ebupot\/new$/);

  // the masa page, reported, in the other looks
  await openInApp(page, `/client/transaksi/ebupot/masa/${tahun}/${masa}`);
  await axeInLooks('masa', [DARK, ARABIC], () => expect(page.getByTestId('spt-summary')).toBeVisible());
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('masa-arabic-phone');
  }
});
