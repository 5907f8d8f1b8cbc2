import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail, BupotMasaStatus } from '../../contract/ebupot';
import type { MasaAgenda, SptMasaSummary, TaxDeposit } from '../../contract/ebupot-report';
import { BILLING_CODE_PATTERN, NTPN_PATTERN } from '../../contract/ebupot-report';
import { CORETAX_FIELD_RULES, checkField } from '../../server/services/ebupot/coretax-xml';
import { type EbupotClient, ebupotClient, jakartaToday, slipBody } from './ebupot-fixtures';
import { advanceClock, createVerifiedUser, login, loginDemo, resetClock } from './helpers/accounts';
import { call } from './http';

// Coretax export, deposit (kode billing → NTPN through the sandbox billing) and the SPT Masa
// summary of a masa; reporting refused while withheld tax is not deposited (issue 21).

type Answer<T> = T & { code?: string; error?: string; fields?: Record<string, string> };
const { masa, tahun } = jakartaToday();
const prev = masa === 1 ? { masa: 12, tahun: tahun - 1 } : { masa: masa - 1, tahun };
const inPrev = `${prev.tahun}-${String(prev.masa).padStart(2, '0')}-10`;
const period = `masa=${prev.masa}&tahun=${prev.tahun}`;

let owner: EbupotClient;
const post = <T>(path: string, body?: unknown, token = owner.token) =>
  call<Answer<T>>(path, { method: 'POST', body, token });
const get = <T>(path: string, token = owner.token) => call<Answer<T>>(path, { token });
const summary = async () => (await get<SptMasaSummary>(`/bupot/masa/summary?${period}`)).body;
const deposit = (kap: string, kjs = '100') =>
  post<{ deposit: TaxDeposit; created: boolean }>('/bupot/masa/deposit', { ...prev, kap, kjs });
const pay = (billingCode: string, token = owner.token) =>
  post<{ deposit: TaxDeposit; applied: boolean }>('/bupot/masa/deposit/pay', { billingCode }, token);

/** Every record element of a Coretax file against the field rules (a small reader: no XML library on the server). */
function checkXml(xml: string, form: 'BPPU' | 'BPNR', item: string) {
  const records = [...xml.matchAll(new RegExp(`<${item}>([\\s\\S]*?)</${item}>`, 'g'))].map((m) => m[1]);
  for (const body of records) {
    const elements = [...body.matchAll(/<(\w+)(?: xsi:nil="true"\/>|>([^<]*)<\/\1>)/g)].map((m) => ({
      tag: m[1],
      value: m[2] ?? null,
    }));
    expect(elements.map((e) => e.tag)).toEqual(CORETAX_FIELD_RULES[form].map((r) => r.tag));
    for (const rule of CORETAX_FIELD_RULES[form]) {
      const value = elements.find((e) => e.tag === rule.tag)!.value;
      expect(checkField(rule, value), `${rule.tag}=${value}`).toBeNull();
    }
  }
  return records;
}

async function issue(over: Parameters<typeof slipBody>[0]) {
  const created = await post<BupotDetail>(
    '/bupot',
    slipBody({ ...prev, withholdingDate: inPrev, docDate: inPrev, ...over }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const issued = await post<BupotDetail>(`/bupot/${created.body.id}/issue`);
  expect(issued.body.status, JSON.stringify(issued.body)).toBe('issued');
  return issued.body;
}

beforeAll(async () => {
  owner = await ebupotClient();
  // PPh 23 jasa teknik 2 % of 10 000 000, PPh 4(2) sewa bangunan 10 % of 5 000 000, PPh 26 bunga 20 % of 1 000 000
  await issue({ kodeObjek: '24-104-01', dpp: 10_000_000 });
  await issue({ kodeObjek: '28-403-02', dpp: 5_000_000, recipientName: 'PT Graha Sewa' });
  await issue({
    kodeObjek: '27-102-01',
    dpp: 1_000_000,
    recipientType: 'FOREIGN',
    recipientId: 'US-98-7654321',
    recipientName: 'Acme Lending Inc.',
    recipientCountry: 'USA',
    recipientAddress: '1 Main Street, Springfield',
    recipientNitku: null,
  });
});

afterEach(async () => {
  await resetClock();
});

describe('SPT Masa summary', () => {
  it('adds up the issued slips by pasal and code, and what each KAP-KJS has to deposit', async () => {
    const s = await summary();
    expect(s).toMatchObject({ ...prev, state: 'open', revision: 0, drafts: 0, sandbox: true });
    expect(s.lines.map((l) => [l.pasal, l.kodeObjek, l.count, l.dpp, l.pph])).toEqual([
      ['23', '24-104-01', 1, 10_000_000, 200_000],
      ['26', '27-102-01', 1, 1_000_000, 200_000],
      ['4(2)', '28-403-02', 1, 5_000_000, 500_000],
    ]);
    expect(s.totals).toEqual({ count: 3, dpp: 16_000_000, pph: 900_000, pphPayable: 900_000 });
    expect(s.forms).toEqual({ BPPU: 2, BPNR: 1 });
    expect(s.accounts.map((a) => [a.kap, a.kjs, a.due, a.paid, a.outstanding])).toEqual([
      ['411124', '100', 200_000, 0, 200_000],
      ['411127', '100', 200_000, 0, 200_000],
      ['411128', '100', 500_000, 0, 500_000],
    ]);
    expect(s.outstanding).toBe(900_000);
    expect(s.deposits).toEqual([]);
    expect(s.deadlines.payment.nominal.endsWith('-15')).toBe(true);
  });

  it('is a client view: the admin is refused, a bad masa is a 400', async () => {
    const admin = await loginDemo('admin');
    expect((await get(`/bupot/masa/summary?${period}`, admin)).status).toBe(403);
    const bad = await get(`/bupot/masa/summary?masa=13&tahun=${prev.tahun}`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
  });
});

describe('Coretax export', () => {
  it('writes the BPPU slips as BpuBulk XML that keeps every field rule', async () => {
    const reply = await call<string>(`/bupot/masa/coretax.xml?${period}`, { token: owner.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/application\/xml/);
    expect(reply.headers.get('content-disposition')).toContain(
      `coretax-BPPU-${prev.tahun}-${String(prev.masa).padStart(2, '0')}.xml`,
    );
    const xml = reply.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"/);
    expect(xml).toContain(`<TIN>${owner.npwp}</TIN>`);
    const records = checkXml(xml, 'BPPU', 'Bpu');
    expect(records).toHaveLength(2);
    expect(xml).toContain('<TaxObjectCode>24-104-01</TaxObjectCode>');
    expect(xml).toContain('<Rate>10</Rate>');
    expect(xml).toContain('<TaxBase>5000000</TaxBase>');
    expect(xml).toContain(`<IDPlaceOfBusinessActivity>${owner.npwp}000000</IDPlaceOfBusinessActivity>`);
    expect(xml).toContain('<SP2DNumber xsi:nil="true"/>');
    expect(xml).not.toContain('27-102-01');
  });

  it('writes the PPh 26 slip as BPNR with the non-resident fields', async () => {
    const reply = await call<string>(`/bupot/masa/coretax.xml?${period}&form=BPNR`, { token: owner.token });
    expect(reply.status).toBe(200);
    const records = checkXml(reply.body, 'BPNR', 'BPNR');
    expect(records).toHaveLength(1);
    expect(reply.body).toContain('<BPNRBulk');
    expect(reply.body).toContain('<CounterpartCountry>USA</CounterpartCountry>');
    expect(reply.body).toContain('<CounterpartName>Acme Lending Inc.</CounterpartName>');
    expect(reply.body).toContain('<GrossIncome>1000000</GrossIncome>');
  });

  it('answers 409 for a masa without issued slips and 400 for an unknown form', async () => {
    const empty = await get(`/bupot/masa/coretax.xml?masa=1&tahun=2025`);
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('coretax_empty');
    expect((await get(`/bupot/masa/coretax.xml?${period}&form=BP21`)).status).toBe(400);
  });
});

describe('deposit through the sandbox billing', () => {
  it('refuses to report while withheld tax is not deposited', async () => {
    const refused = await post<BupotMasaStatus>('/bupot/masa/report', prev);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('bupot_masa_unpaid');
    expect(refused.body.error).toContain('900.000');
  });

  it('makes a 15-digit kode billing for an account, the same one while the amount holds', async () => {
    const first = await deposit('411124');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.created).toBe(true);
    expect(first.body.deposit).toMatchObject({
      kap: '411124',
      kjs: '100',
      amount: 200_000,
      status: 'unpaid',
      ntpn: null,
      provider: 'sandbox',
      simulation: true,
    });
    expect(first.body.deposit.billingCode).toMatch(BILLING_CODE_PATTERN);
    const again = await deposit('411124');
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.deposit.billingCode).toBe(first.body.deposit.billingCode);
  });

  it('refuses an account without slips, a malformed KAP and another client paying the code', async () => {
    const none = await deposit('411122');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('deposit_unknown_account');
    const bad = await post('/bupot/masa/deposit', { ...prev, kap: '4111', kjs: '100' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.kap).toBe('KAP is 6 digits');
    const code = (await summary()).deposits[0].billingCode;
    const other = await createVerifiedUser();
    expect((await pay(code, other.token)).status).toBe(404);
    expect((await pay('12345')).status).toBe(400);
  });

  it('an expired kode billing cannot be paid; a new one replaces it', async () => {
    const old = (await summary()).deposits[0];
    await advanceClock(8 * 24 * 3600_000);
    // the session does not live 8 days: sign in again on each side of the jump
    owner.token = await login(owner.email, owner.password);
    expect((await summary()).deposits[0].status).toBe('expired');
    const refused = await pay(old.billingCode);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('deposit_not_payable');
    const fresh = await deposit('411124');
    expect(fresh.status).toBe(201);
    expect(fresh.body.deposit.billingCode).not.toBe(old.billingCode);
    await resetClock();
    owner.token = await login(owner.email, owner.password);
    const s = await summary();
    expect(s.deposits.map((d) => d.status)).toEqual(['void', 'unpaid']);
    expect((await pay(old.billingCode)).body.code).toBe('deposit_not_payable');
  });

  it('pays in the sandbox: a 16-character NTPN is recorded on the masa, once', async () => {
    const code = (await summary()).deposits.find((d) => d.status === 'unpaid')!.billingCode;
    const paid = await pay(code);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.applied).toBe(true);
    expect(paid.body.deposit.status).toBe('paid');
    expect(paid.body.deposit.ntpn).toMatch(NTPN_PATTERN);
    const again = await pay(code);
    expect(again.body.applied).toBe(false);
    expect(again.body.deposit.ntpn).toBe(paid.body.deposit.ntpn);
    const nothing = await deposit('411124');
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('deposit_nothing_due');
    const s = await summary();
    expect(s.accounts[0]).toMatchObject({ kap: '411124', paid: 200_000, outstanding: 0 });
    expect(s.outstanding).toBe(700_000);
    // audited (the admin's audit log)
    const admin = await loginDemo('admin');
    const log = await call<{ entries: { action: string }[] }>(
      `/admin/audit?target_type=tax_deposit&target_id=${paid.body.deposit.id}`,
      { token: admin },
    );
    expect(log.body.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['tax_deposit.billing', 'tax_deposit.paid']),
    );
  });

  it('lists the masa on the agenda while it still needs a deposit or a report', async () => {
    const agenda = (await get<MasaAgenda>('/bupot/masa/agenda')).body;
    const item = agenda.data.find((d) => d.masa === prev.masa && d.tahun === prev.tahun);
    expect(item).toMatchObject({ state: 'open', slips: 3, outstanding: 700_000 });
  });

  it('reports once everything is deposited; the masa then refuses a new slip', async () => {
    for (const kap of ['411127', '411128']) {
      const made = await deposit(kap);
      expect((await pay(made.body.deposit.billingCode)).body.applied).toBe(true);
    }
    const s = await summary();
    expect(s.outstanding).toBe(0);
    expect(s.deposits.filter((d) => d.status === 'paid').every((d) => NTPN_PATTERN.test(d.ntpn ?? ''))).toBe(
      true,
    );
    const reported = await post<BupotMasaStatus>('/bupot/masa/report', { ...prev, note: 'BPE-0001' });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body.state).toBe('reported');
    expect((await summary()).state).toBe('reported');
    const late = await post('/bupot', slipBody({ ...prev, withholdingDate: inPrev, docDate: inPrev }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('bupot_masa_reported');
    const agenda = (await get<MasaAgenda>('/bupot/masa/agenda')).body;
    const item = agenda.data.find((d) => d.masa === prev.masa && d.tahun === prev.tahun);
    // the previous masa stays on the card (its deadlines are this month), now with nothing to do
    if (item) expect(item).toMatchObject({ state: 'reported', outstanding: 0 });
  });
});

describe('Coretax export field rules', () => {
  it('answers 422 listing what is wrong instead of a file (here: no NPWP for the root TIN)', async () => {
    const cleared = await call('/users/profile', {
      method: 'PUT',
      token: owner.token,
      body: { nama: 'Klien Tanpa NPWP', phone: '081234567890', npwp: '' },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const reply = await get<{ problems: { field: string; message: string }[] }>(
      `/bupot/masa/coretax.xml?${period}`,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('coretax_invalid');
    expect(reply.body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'TIN', message: expect.stringContaining('NPWP') }),
      ]),
    );
    expect(reply.body.fields?.['file.TIN']).toContain('16 digits');
  });
});
