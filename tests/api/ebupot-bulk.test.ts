import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BupotDeadlines, BupotDetail } from '../../contract/ebupot';
import type { BulkEmailResult, BulkIssueResult, SlipEmailLog } from '../../contract/ebupot-bulk';
import type { NotificationItem } from '../../contract/shell';
import { issueBill, wibDay } from './billing-fixtures';
import { type EbupotClient, ebupotClient, slipBody } from './ebupot-fixtures';
import {
  advanceClock,
  createVerifiedUser,
  loginDemo,
  resetClock,
  type TestAccount,
} from './helpers/accounts';
import { apiUrl, call, uniqueEmail } from './http';

// Bulk actions on the slip list (issue 21): issue with a result per slip, one zip of PDFs, mail
// each slip's PDF to its recipient with a sent log; and the reminder job (sent once, in the
// client's language, notification choices honoured).

type Answer<T> = T & { code?: string; error?: string; fields?: Record<string, string> };
interface Mail {
  subject: string;
  text: string;
  locale: string;
  attachments: { filename: string; content_type: string; size: number; magic: string }[];
}
const mailbox = async (email: string) =>
  (await call<{ messages: Mail[] }>(`/dev/mailbox?email=${encodeURIComponent(email)}`)).body.messages;

let owner: EbupotClient;
let other: EbupotClient;
const post = <T>(path: string, body?: unknown, who: { token: string } = owner) =>
  call<Answer<T>>(path, { method: 'POST', body, token: who.token });
const draft = async (over = {}) => {
  const r = await post<BupotDetail>('/bupot', slipBody(over));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
};

const emails = [uniqueEmail('penerima-a'), uniqueEmail('penerima-b'), uniqueEmail('penerima-c')];
let slips: BupotDetail[];
let noEmail: BupotDetail;
let othersSlip: BupotDetail;

beforeAll(async () => {
  [owner, other] = await Promise.all([ebupotClient(), ebupotClient()]);
  slips = [];
  for (const [i, e] of emails.entries())
    slips.push(await draft({ recipientEmail: e.toUpperCase(), docNumber: `INV/B${i}` }));
  noEmail = await draft({ docNumber: 'INV/B9' });
  othersSlip = (await post<BupotDetail>('/bupot', slipBody(), other)).body;
});

describe('recipient email on the slip', () => {
  it('is optional, stored lower case, and refused when malformed', async () => {
    expect(slips[0].recipientEmail).toBe(emails[0]);
    expect(noEmail.recipientEmail).toBeNull();
    const bad = await post('/bupot', slipBody({ recipientEmail: 'not-an-address' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.recipientEmail).toMatch(/email/i);
  });
});

describe('bulk issue', () => {
  it('refuses an empty or oversized choice with 400', async () => {
    expect((await post('/bupot/bulk/issue', { ids: [] })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await post('/bupot/bulk/issue', { ids: many })).status).toBe(400);
    expect((await post('/bupot/bulk/issue', { ids: ['x'] })).status).toBe(400);
  });

  it('issues each chosen draft and reports the one it may not touch', async () => {
    const ids = [...slips.map((s) => s.id), noEmail.id, othersSlip.id];
    const r = await post<BulkIssueResult>('/bupot/bulk/issue', { ids });
    expect(r.status).toBe(200);
    expect(r.body.issued).toBe(4);
    expect(r.body.failed).toBe(1);
    const byId = new Map(r.body.results.map((x) => [x.id, x]));
    for (const s of [...slips, noEmail])
      expect(byId.get(s.id)).toMatchObject({ ok: true, number: expect.any(String) });
    expect(byId.get(othersSlip.id)).toMatchObject({ ok: false, code: 'not_found' });
    // the other client's draft stayed a draft
    const still = await call<BupotDetail>(`/bupot/${othersSlip.id}`, { token: other.token });
    expect(still.body.status).toBe('draft');
    // issuing again: each row says it is no draft any more
    const again = await post<BulkIssueResult>('/bupot/bulk/issue', { ids: [slips[0].id] });
    expect(again.body.results[0]).toMatchObject({ ok: false, code: 'bupot_not_draft' });
  });

  it('is the client’s: the admin gets 403', async () => {
    const admin = await loginDemo('admin');
    expect((await post('/bupot/bulk/issue', { ids: [slips[0].id] }, { token: admin })).status).toBe(403);
  });
});

describe('zip of PDFs', () => {
  it('holds one PDF per chosen slip', async () => {
    const ids = slips.map((s) => s.id).join(',');
    const res = await fetch(`${apiUrl()}/api/bupot/bulk/slips.zip?ids=${ids}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-api-key': 'portal-pajak-dev-key' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(name).toMatch(/^bupot-.+\.pdf$/);
      expect(new TextDecoder().decode(files[name].subarray(0, 5))).toBe('%PDF-');
    }
  });

  it('answers 400 for a malformed list and 404 for another client’s slip', async () => {
    expect((await call(`/bupot/bulk/slips.zip?ids=1,,x`, { token: owner.token })).status).toBe(400);
    expect((await call(`/bupot/bulk/slips.zip`, { token: owner.token })).status).toBe(400);
    const r = await call(`/bupot/bulk/slips.zip?ids=${slips[0].id},${othersSlip.id}`, { token: owner.token });
    expect(r.status).toBe(404);
  });
});

describe('email to recipients', () => {
  it('mails each issued slip with its PDF and skips the one without an address', async () => {
    const ids = [...slips.map((s) => s.id), noEmail.id];
    const r = await post<BulkEmailResult>('/bupot/bulk/email', { ids });
    expect(r.status).toBe(200);
    expect(r.body.sent).toBe(3);
    expect(r.body.results.find((x) => x.id === noEmail.id)).toMatchObject({
      ok: false,
      code: 'no_recipient_email',
    });
    for (const e of emails) {
      const [mail] = await mailbox(e);
      expect(mail.subject).toMatch(/^Bukti potong \d+/);
      expect(mail.locale).toBe('id');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ content_type: 'application/pdf', magic: '%PDF-' });
      expect(mail.attachments[0].filename).toMatch(/\.pdf$/);
    }
  });

  it('keeps a sent log per slip: who, when, to whom, status', async () => {
    const log = await call<SlipEmailLog>(`/bupot/${slips[0].id}/emails`, { token: owner.token });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ to: emails[0], status: 'sent', actor: { id: owner.user.id } });
    expect(Date.parse(log.body.data[0].sentAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect((await call(`/bupot/${slips[0].id}/emails`, { token: other.token })).status).toBe(404);
  });

  it('refuses drafts and other clients’ slips per row', async () => {
    const r = await post<BulkEmailResult>('/bupot/bulk/email', { ids: [othersSlip.id] });
    expect(r.body.results[0]).toMatchObject({ ok: false, code: 'not_found' });
    const d = await draft({ recipientEmail: uniqueEmail('konsep') });
    const r2 = await post<BulkEmailResult>('/bupot/bulk/email', { ids: [d.id] });
    expect(r2.body.results[0]).toMatchObject({ ok: false, code: 'bupot_not_issued' });
    expect((await post('/bupot/bulk/email', { ids: 'all' })).status).toBe(400);
  });

  it('stops at the sending limit with 429 and Retry-After', async () => {
    // 100 mails an hour per client, 3 of them sent above: mailing one slip again and again (its
    // PDF is drawn once) goes 97 more times, then the limit answers
    let sent = 0;
    let last = await post<BulkEmailResult>('/bupot/bulk/email', { ids: [slips[1].id] });
    while (last.status === 200 && sent < 150) {
      sent++;
      last = await post<BulkEmailResult>('/bupot/bulk/email', { ids: [slips[1].id] });
    }
    expect(sent).toBe(97);
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('too_many_attempts');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // a bulk request past the limit says so per slip
    const rows = await post<BulkEmailResult>('/bupot/bulk/email', { ids: [slips[0].id, noEmail.id] });
    expect(rows.status).toBe(429);
  }, 180_000);
});

describe('reminders', () => {
  const run = () =>
    call<{ va: number; bill: number; masa: number }>('/dev/reminders/run', { method: 'POST' });
  const reminders = async (email: string, pattern: RegExp) =>
    (await mailbox(email)).filter((m) => pattern.test(m.subject));
  let fr: TestAccount;
  let bellOnly: TestAccount;

  beforeAll(async () => {
    [fr, bellOnly] = await Promise.all([createVerifiedUser({}), createVerifiedUser({})]);
    expect(
      (await call('/account/preferences', { method: 'PUT', body: { locale: 'fr' }, token: fr.token })).status,
    ).toBe(200);
    const prefs = await call('/account/notifications', {
      method: 'PUT',
      token: bellOnly.token,
      body: { preferences: [{ type: 'reminder.bill', channel: 'bell' }] },
    });
    expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
  });
  afterAll(() => resetClock());

  it('mails a bill due in three days once, in the client’s language; bell only when chosen', async () => {
    const bill = await issueBill(fr.user.id, { jatuh_tempo: wibDay(3) });
    await issueBill(bellOnly.user.id, { jatuh_tempo: wibDay(3) });
    await issueBill(fr.user.id, { jatuh_tempo: wibDay(10) });
    await Promise.all([run(), run()]);
    await run();
    const mails = await reminders(fr.email, /échéance/);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`La facture ${bill.nomor} arrive à échéance dans trois jours`);
    expect(mails[0].locale).toBe('fr');
    expect(await reminders(bellOnly.email, /jatuh tempo/)).toHaveLength(0);
    const bell = await call<{ data: NotificationItem[] }>('/notifications', { token: bellOnly.token });
    expect(JSON.stringify(bell.body)).toContain('reminder.bill');
  }, 120_000);

  it('mails a VA a day before it expires, once', async () => {
    const bill = await issueBill(fr.user.id, { jatuh_tempo: wibDay(20) });
    const va = await call('/createbriva', { body: { invoice_id: bill.id }, token: fr.token });
    expect(va.status, JSON.stringify(va.body)).toBeLessThan(300);
    await run();
    expect(await reminders(fr.email, /compte virtuel/)).toHaveLength(0); // just made: nothing yet
    await advanceClock(2 * 3_600_000);
    await Promise.all([run(), run()]);
    const mails = await reminders(fr.email, /compte virtuel/);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Le compte virtuel de la facture ${bill.nomor} expire demain`);
    await resetClock();
  }, 120_000);

  it('mails five days before a masa deadline while withheld tax is undeposited, once per deadline', async () => {
    const slip = slips[2];
    const d = await call<BupotDeadlines>(`/bupot/deadlines?masa=${slip.masa}&tahun=${slip.tahun}`, {
      token: owner.token,
    });
    // 09:00 WIB five days before the payment deadline
    const target = Date.parse(`${d.body.payment.date}T02:00:00Z`) - 5 * 86_400_000;
    await advanceClock(target - Date.now());
    await Promise.all([run(), run()]);
    await run();
    const mails = await reminders(owner.email, /masa|period/i);
    expect(mails.map((m) => m.subject)).toEqual([
      `Batas waktu pajak masa ${String(slip.masa).padStart(2, '0')}/${slip.tahun} lima hari lagi`,
    ]);
    expect(mails[0].text).toContain('setor');
    await resetClock();
  }, 120_000);
});
