import { expect, test } from '@playwright/test';
import { importRow, importXlsx } from '../api/ebupot-import-fixtures';
import { axeViolations } from './lib/axe';
import { applyLook, LOOKS } from './lib/looks';
import { apiContext, bearer, newClient, storeSession } from './lib/session';

// Issue 21's import, end to end against the real server: a 200-row xlsx with 5 bad rows is
// checked, two are fixed in the grid, the 197 valid rows become drafts; axe on the preview in
// light, dark and Arabic (a reload with ?import= brings every edit back).

const BAD = new Map<number, Record<string, string>>([
  [10, { recipientId: '12345' }],
  [50, { recipientId: '99' }],
  [100, { dpp: 'dua juta' }],
  [150, { kodeObjek: '24-999-01' }],
  [190, { docDate: '31/02/2025' }],
]);

test('import 200 rows, fix two in the grid, create 197 drafts', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const session = await newClient(baseURL!, 'impor');
  await storeSession(context, session, { mode: 'light', lng: 'en' });
  const rows = Array.from({ length: 200 }, (_, i) => importRow(i, BAD.get(i)));
  const file = {
    name: 'bupot-200.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await importXlsx(rows)),
  };

  await page.goto('/client/transaksi/ebupot/import');
  await expect(page.getByRole('heading', { name: 'Import slips' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  const counts = page.getByText(/^200 rows:/);
  await expect(counts).toHaveText('200 rows: 195 valid, 5 with problems', { timeout: 30_000 });
  await expect(page).toHaveURL(/\?import=\d+/);

  // only the bad rows; each names its problem in the cell
  await page.getByRole('switch', { name: 'Only rows with problems' }).check();
  const grid = page
    .getByRole('table', { name: 'Rows of the file' })
    .or(page.getByRole('grid', { name: 'Rows of the file' }));
  await expect(grid.getByText('NPWP must have 16 digits (or 15 for a legacy NPWP).').first()).toBeVisible();

  // fix lines 12 and 52 (rows 10 and 50) in place
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
    // the row is checked again on the server (and leaves this filtered view) before the next edit
    await expect(counts).toHaveText(`200 rows: ${valid} valid, ${200 - valid} with problems`);
  }

  for (const [name, look] of LOOKS) {
    await applyLook(page, look);
    await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /197/ })).toBeVisible({ timeout: 30_000 });
    // the three rows still bad (a short grid: axe reads every cell)
    await page.getByRole('switch').check();
    await expect(page.getByRole('row')).toHaveCount(4);
    expect(await axeViolations(page), `axe in ${name}`).toEqual([]);
  }
  await applyLook(page, LOOKS[0][1]);

  await page.getByRole('button', { name: 'Create 197 drafts' }).click();
  await expect(page.getByText('197 draft slips were created.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 rows with problems were left out.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the slip list' }).click();
  await expect(page).toHaveURL(/\/client\/transaksi\/ebupot\/list\?tab=belum_terbit/);

  const api = await apiContext(baseURL!);
  const list = await api.get('/api/bupot?perPage=1&tab=belum_terbit', { headers: bearer(session.token) });
  expect((await list.json()).total).toBe(197);
  await api.dispose();
});
