import { beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail } from '../../contract/ebupot';
import { BUPOT_MESSAGES as M } from '../../contract/ebupot/schemas';
import { type EbupotClient, ebupotClient, jakartaToday, slipBody } from './ebupot-fixtures';
import { call } from './http';

let owner: EbupotClient;
beforeAll(async () => {
  owner = await ebupotClient({ certificate: false });
});

/** POST /bupot with a body; answers the 400's field map (fails the test on any other status). */
async function fieldsOf(body: unknown): Promise<Record<string, string>> {
  const reply = await call('/bupot', { body, token: owner.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.code).toBe('validation');
  expect(typeof reply.body.error).toBe('string');
  return reply.body.fields;
}

const { today, tahun, masa } = jakartaToday();
const next = masa === 12 ? { masa: 1, tahun: tahun + 1 } : { masa: masa + 1, tahun };
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('recipient identity', () => {
  it.each([
    [
      'NPWP of 15 digits with a bad length',
      { recipientId: '02.948.201.5-507.00' },
      'recipientId',
      M.npwp_invalid,
    ],
    ['NPWP with a letter', { recipientId: '002948201550700O' }, 'recipientId', M.npwp_invalid],
    ['NPWP of 17 digits', { recipientId: '00294820155070001' }, 'recipientId', M.npwp_invalid],
    [
      'NIK with month 13',
      { recipientType: 'NIK', recipientId: '3174051713900001' },
      'recipientId',
      M.nik_invalid,
    ],
    [
      'NIK of an unknown province',
      { recipientType: 'NIK', recipientId: '2074051708900001' },
      'recipientId',
      M.nik_invalid,
    ],
    ['NITKU of 21 digits', { recipientNitku: '021555012340700000000' }, 'recipientNitku', M.nitku_invalid],
    [
      'NITKU of another NPWP',
      { recipientNitku: '0215550123407001000000' },
      'recipientNitku',
      M.nitku_invalid,
    ],
    ['empty name', { recipientName: '  ' }, 'recipientName', M.name_required],
    ['unknown identity type', { recipientType: 'PASSPORT' }, 'recipientType', M.recipient_type],
  ])('%s', async (_, over, field, message) => {
    expect((await fieldsOf(slipBody(over as never)))[field]).toBe(message);
  });

  it('accepts a legacy 15-digit NPWP and stores it as 16 digits, with its NITKU', async () => {
    const reply = await call<BupotDetail>('/bupot', {
      body: slipBody({ recipientId: '02.155.501.2-340.700', recipientNitku: '0021555012340700000001' }),
      token: owner.token,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      recipientId: '0021555012340700',
      recipientNitku: '0021555012340700000001',
    });
  });

  it('refuses the client’s own NPWP, also written as 15 digits with a mask', async () => {
    expect((await fieldsOf(slipBody({ recipientId: owner.npwp }))).recipientId).toBe(M.recipient_own);
    const masked15 = owner.npwp
      .slice(1)
      .replace(/^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/, '$1.$2.$3.$4-$5.$6');
    expect((await fieldsOf(slipBody({ recipientId: masked15 }))).recipientId).toBe(M.recipient_own);
  });

  it('a foreign recipient needs a PPh 26 code, TIN, country and address; PPh 26 needs a foreign recipient', async () => {
    const foreign = await fieldsOf(
      slipBody({
        recipientType: 'FOREIGN',
        recipientId: 'SG-1',
        recipientCountry: 'IDN',
        recipientAddress: '',
      }),
    );
    expect(foreign).toMatchObject({
      recipientCountry: M.country_invalid,
      recipientAddress: M.address_required,
    });
    const wrongCode = await fieldsOf(
      slipBody({
        recipientType: 'FOREIGN',
        recipientId: 'SG-1',
        recipientCountry: 'SGP',
        recipientAddress: 'Singapore',
      }),
    );
    expect(wrongCode.kodeObjek).toBe(M.foreign_needs_pasal26);
    expect((await fieldsOf(slipBody({ kodeObjek: '27-104-01' }))).kodeObjek).toBe(M.pasal26_needs_foreign);
  });
});

describe('period and dates', () => {
  it('refuses a future masa/tahun', async () => {
    const f = await fieldsOf(slipBody({ ...next, withholdingDate: today }));
    expect(f.masa).toBe(M.period_future);
  });

  it('refuses a masa outside 1–12 and a year before 2025', async () => {
    expect((await fieldsOf(slipBody({ masa: 13 }))).masa).toBe(M.masa_range);
    expect((await fieldsOf(slipBody({ masa: 0 }))).masa).toBe(M.masa_range);
    expect((await fieldsOf(slipBody({ tahun: 2024 }))).tahun).toBe(M.tahun_range);
  });

  it('the withholding date is inside or after the masa, and not in the future', async () => {
    const before = new Date(Date.UTC(tahun, masa - 1, 0)).toISOString().slice(0, 10); // last day of the previous month
    expect((await fieldsOf(slipBody({ withholdingDate: before }))).withholdingDate).toBe(
      M.withholding_before_masa,
    );
    expect((await fieldsOf(slipBody({ withholdingDate: tomorrow }))).withholdingDate).toBe(
      M.withholding_future,
    );
    expect((await fieldsOf(slipBody({ withholdingDate: '2026-02-30' }))).withholdingDate).toBe(
      M.date_invalid,
    );
  });

  it('the withholding date lies in the masa: a past masa withheld later is refused, inside it is fine', async () => {
    const past = masa === 1 ? { masa: 12, tahun: tahun - 1 } : { masa: masa - 1, tahun };
    expect((await fieldsOf(slipBody({ ...past, withholdingDate: today }))).withholdingDate).toBe(
      M.withholding_after_masa,
    );
    const inside = `${past.tahun}-${String(past.masa).padStart(2, '0')}-28`;
    const reply = await call('/bupot', {
      body: slipBody({ ...past, withholdingDate: inside, docDate: inside }),
      token: owner.token,
    });
    expect(reply.status).toBe(201);
  });
});

describe('amounts, code, facility, document', () => {
  it.each([
    ['zero DPP', { dpp: 0 }, 'dpp', M.dpp_positive],
    ['negative DPP', { dpp: -1 }, 'dpp', M.dpp_positive],
    ['fractional DPP', { dpp: 10.5 }, 'dpp', M.dpp_positive],
    ['DPP as text', { dpp: '1000' }, 'dpp', M.dpp_positive],
    ['DPP above 10^15', { dpp: 1_000_000_000_000_001 }, 'dpp', M.dpp_too_large],
    ['malformed code', { kodeObjek: '24104-01' }, 'kodeObjek', M.code_invalid],
    ['unknown code', { kodeObjek: '99-999-99' }, 'kodeObjek', M.code_unknown],
    ['unknown facility', { fasilitas: 'FREE' }, 'fasilitas', M.facility_invalid],
    [
      'SKB 22 on a PPh 23 code',
      { fasilitas: 'TaxExAr22', fasilitasNumber: 'S-1' },
      'fasilitas',
      M.facility_not_for_code,
    ],
    [
      'SKD on a resident slip',
      { fasilitas: 'SKD', fasilitasNumber: 'S-1', manualRate: '1' },
      'fasilitas',
      M.facility_not_for_code,
    ],
    ['SKB without its number', { fasilitas: 'TaxExAr23' }, 'fasilitasNumber', M.facility_number_required],
    [
      'a facility number without a facility',
      { fasilitasNumber: 'S-1' },
      'fasilitasNumber',
      M.facility_number_unused,
    ],
    ['ETC without a rate', { fasilitas: 'ETC', fasilitasNumber: 'S-1' }, 'manualRate', M.manual_rate_invalid],
    [
      'ETC above the normal rate',
      { fasilitas: 'ETC', fasilitasNumber: 'S-1', manualRate: '3' },
      'manualRate',
      M.manual_rate_too_high,
    ],
    ['no document type', { docType: undefined }, 'docType', M.doc_type_invalid],
    ['unknown document type', { docType: 'Receipt' }, 'docType', M.doc_type_invalid],
    ['empty document number', { docNumber: '' }, 'docNumber', M.doc_number_required],
    [
      'a faktur number of the wrong shape',
      { docType: 'TaxInvoice', docNumber: '010.000-24.0000001' },
      'docNumber',
      M.faktur_number_invalid,
    ],
    ['future document date', { docDate: tomorrow }, 'docDate', M.doc_date_future],
    ['a signer that is not theirs', { signerId: 1 }, 'signerId', M.signer_invalid],
  ])('%s', async (_, over, field, message) => {
    expect((await fieldsOf({ ...slipBody(), ...over }))[field]).toBe(message);
  });

  it('accepts a faktur number in both formats', async () => {
    for (const docNumber of ['010.000-24.00000001', '0100002400000001'.padEnd(17, '2')]) {
      const reply = await call('/bupot', {
        body: slipBody({ docType: 'TaxInvoice', docNumber }),
        token: owner.token,
      });
      expect(reply.status, docNumber).toBe(201);
    }
  });

  it('answers 400 for malformed JSON and bad ids, never 500', async () => {
    const raw = await call('/bupot', { raw: '{"masa":', token: owner.token });
    expect(raw.status).toBe(400);
    expect((await call('/bupot/abc', { token: owner.token })).status).toBe(404);
    expect((await call('/bupot/99999999999', { token: owner.token })).status).toBe(400);
    expect((await call('/bupot/999999', { token: owner.token })).status).toBe(404);
    const bad = await call('/bupot?sort=evil&perPage=1000', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['sort', 'perPage']));
  });
});
