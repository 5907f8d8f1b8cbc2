import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CORETAX_FIELD_RULES, checkField } from '../../server/services/ebupot/coretax-xml';
import { axeViolations } from './lib/axe';
import { issuingClient } from './lib/ebupot-client';
import { applyLook, LOOKS } from './lib/looks';
import { apiContext, storeSession } from './lib/session';

// Issue 21's deposit and report end to end on a masa's page: two slips issued through the API,
// the Coretax BPPU XML downloaded and checked against the field rules, each account deposited
// through the sandbox billing (kode billing → NTPN on screen, marked a simulation), the SPT Masa
// marked reported after its summary, then a new slip in that masa refused with a message; axe on
// the page in light, dark and Arabic, and on the report dialog.

test('export to Coretax, deposit through the sandbox billing, report, and the masa refuses a new slip', async ({
  page,
  context,
  baseURL,
}) => {
  // four axe passes: about 30 s on an idle 2-core machine; 2.5 min measured at load average 27
  test.setTimeout(90_000);
  const api = await apiContext(baseURL!);
  const { token, auth, npwp } = await issuingClient(api, 'setor');

  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const [tahun, masa] = today.split('-').map(Number);
  const slip = (kodeObjek: string, dpp: number, recipientName: string) => ({
    masa,
    tahun,
    recipientType: 'NPWP',
    recipientId: '0215550123407000',
    recipientName,
    kodeObjek,
    fasilitas: 'N/A',
    dpp,
    docType: 'CommercialInvoice',
    docNumber: `INV/${kodeObjek}`,
    docDate: today,
    withholdingDate: today,
  });
  // PPh 23 jasa teknik 2 % of 10 000 000 and PPh 4(2) sewa bangunan 10 % of 5 000 000
  for (const body of [
    slip('24-104-01', 10_000_000, 'PT Rekayasa'),
    slip('28-403-02', 5_000_000, 'PT Graha'),
  ]) {
    const draft = await api.post('/api/bupot', { headers: auth, data: body });
    expect(draft.status(), await draft.text()).toBe(201);
    const issued = await api.post(`/api/bupot/${(await draft.json()).id}/issue`, { headers: auth });
    expect(issued.status(), await issued.text()).toBe(200);
  }

  const user = await (await api.get('/api/profile', { headers: auth })).json();
  await storeSession(context, { token, user }, { mode: 'light', lng: 'en' });
  await page.goto(`/client/transaksi/ebupot/masa/${tahun}/${masa}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SPT Masa PPh Unifikasi');
  await expect(page.getByTestId('spt-total-pph')).toHaveText(/700\.000/);
  await expect(page.getByTestId('masa-outstanding')).toHaveText(/700\.000/);

  // Coretax BPPU XML: downloaded, every record keeps the field rules
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'BPPU XML (2)' }).click();
  const xml = readFileSync(await (await download).path(), 'utf8');
  expect(xml).toContain(`<TIN>${npwp}</TIN>`);
  const records = [...xml.matchAll(/<Bpu>([\s\S]*?)<\/Bpu>/g)].map((m) => m[1]);
  expect(records).toHaveLength(2);
  for (const body of records)
    for (const rule of CORETAX_FIELD_RULES.BPPU) {
      const m = new RegExp(`<${rule.tag}(?: xsi:nil="true"/>|>([^<]*)</${rule.tag}>)`).exec(body);
      expect(m, rule.tag).not.toBeNull();
      expect(checkField(rule, m![1] ?? null), rule.tag).toBeNull();
    }
  await expect(page.getByRole('button', { name: 'BPNR XML (0)' })).toBeDisabled();

  // deposit each account through the sandbox billing: a 15-digit code, then a 16-character NTPN
  await expect(page.getByText('Simulation: sandbox billing')).toBeVisible();
  for (const account of ['411124-100', '411128-100']) {
    const box = page.getByTestId(`account-${account}`);
    await box.getByRole('button', { name: 'Make a billing code' }).click();
    await expect(box.getByText(/Billing code\s+9\d{14}/)).toBeVisible();
    await box.getByRole('button', { name: 'Pay (sandbox)' }).click();
    await expect(box.getByTestId('ntpn')).toHaveText(/NTPN\s+[0-9A-Z]{16}/);
  }
  await expect(page.getByTestId('masa-outstanding')).toHaveText(/Rp\s0$/);
  expect(await axeViolations(page), 'axe in light').toEqual([]);

  // report: the dialog shows the SPT summary with its deposits first
  await page.getByRole('button', { name: 'Mark SPT Masa reported' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('spt-summary')).toBeVisible();
  await expect(dialog.getByTestId('spt-deposits').getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] }), 'axe on the report dialog').toEqual([]);
  await dialog.getByRole('textbox').fill('BPE-2026-0001');
  await dialog.getByRole('button', { name: 'Mark reported' }).click();
  await expect(page.getByTestId('masa-page-state')).toHaveText('Reported (revision 0)');

  // the reported masa refuses a new slip, saying why
  const late = await api.post('/api/bupot', {
    headers: auth,
    data: slip('24-104-01', 1_000_000, 'PT Terlambat'),
  });
  expect(late.status()).toBe(409);
  const refused = await late.json();
  expect(refused.code).toBe('bupot_masa_reported');
  expect(refused.error).toMatch(/open a correction \(pembetulan\)/);

  for (const [name, look] of LOOKS.slice(1)) {
    await applyLook(page, look);
    await expect(page.getByTestId('spt-summary')).toBeVisible();
    expect(await axeViolations(page), `axe in ${name}`).toEqual([]);
  }
  await api.dispose();
});
