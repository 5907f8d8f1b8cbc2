import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { axeViolations } from './lib/axe';
import { issuingClient } from './lib/ebupot-client';
import { applyLook, LOOKS } from './lib/looks';
import { apiContext, storeSession } from './lib/session';

// Issue 21's bulk actions end to end: three issued slips with recipient emails are chosen on the
// list, mailed (the development mailbox holds three mails, each with its slip's PDF), and
// downloaded as one zip holding the three PDFs; axe on the list with a selection in light, dark
// and Arabic.

interface Mail {
  attachments: { content_type: string; magic: string; filename: string }[];
}

test('choose three issued slips, mail them to their recipients, download their zip', async ({
  page,
  context,
  baseURL,
}) => {
  // 2.4 min measured on a shared machine at load 25 (2 cores); not yet timed on an idle one
  test.setTimeout(150_000);
  const api = await apiContext(baseURL!);
  const { token, auth, user } = await issuingClient(api, 'massal');

  // three drafts with recipient emails, issued through the bulk endpoint
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const [tahun, masa] = today.split('-').map(Number);
  const recipients = [0, 1, 2].map((i) => `penerima${i}-${randomBytes(4).toString('hex')}@example.test`);
  const ids: number[] = [];
  for (const [i, to] of recipients.entries()) {
    const draft = await api.post('/api/bupot', {
      headers: auth,
      data: {
        masa,
        tahun,
        recipientType: 'NPWP',
        recipientId: '0215550123407000',
        recipientName: `PT Penerima ${i + 1}`,
        recipientEmail: to,
        kodeObjek: '24-104-01',
        fasilitas: 'N/A',
        dpp: 10_000_000 + i,
        docType: 'CommercialInvoice',
        docNumber: `INV/M${i}`,
        docDate: today,
        withholdingDate: today,
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    ids.push((await draft.json()).id);
  }
  const issued = await (await api.post('/api/bupot/bulk/issue', { headers: auth, data: { ids } })).json();
  expect(issued.issued).toBe(3);

  await storeSession(context, { token, user }, { mode: 'light', lng: 'en' });
  await page.goto('/client/transaksi/ebupot/list?tab=telah_terbit');
  const selectAll = page.getByRole('checkbox', { name: 'Select every slip on this page' });
  const chooseAll = async () => {
    await expect(page.getByRole('checkbox', { name: /^Select \d+/ })).toHaveCount(3, { timeout: 30_000 });
    await selectAll.check();
    await expect(page.getByText('3 slips chosen')).toBeVisible();
  };
  await chooseAll();

  // keyboard: Space on a row's box takes it out of the choice, and back in
  const first = page.getByRole('checkbox', { name: /^Select \d+/ }).first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 slips chosen')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 slips chosen')).toBeVisible();

  await page.getByRole('button', { name: 'Email to recipients' }).click();
  await expect(page.getByText('3 of 3 mailed')).toBeVisible({ timeout: 20_000 });
  for (const to of recipients) {
    const box = await (await api.get(`/api/dev/mailbox?email=${to}`)).json();
    const mails = box.messages as Mail[];
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toHaveLength(1);
    expect(mails[0].attachments[0]).toMatchObject({ content_type: 'application/pdf', magic: '%PDF-' });
  }

  await chooseAll();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDFs (zip)' }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const entries = unzipSync(new Uint8Array(readFileSync(file)));
  expect(Object.keys(entries)).toHaveLength(3);
  for (const bytes of Object.values(entries))
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

  for (const [name, look] of LOOKS) {
    await applyLook(page, look);
    await page.getByRole('checkbox').first().check();
    await expect(page.locator('[role="status"]').filter({ hasText: /3/ }).first()).toBeVisible();
    expect(await axeViolations(page), `axe in ${name}`).toEqual([]);
  }
  await api.dispose();
});
