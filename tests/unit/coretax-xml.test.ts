import { describe, expect, it } from 'vitest';
import { CORETAX_MAX_RECORDS } from '../../contract/ebupot-report';
import { buildCoretaxXml, CORETAX_FIELD_RULES, checkField } from '../../server/services/ebupot/coretax-xml';
import type { SlipRow } from '../../server/services/ebupot/slip-access';

// The Coretax export against its field rules (issue 21): a valid masa becomes XML whose every
// element, read back by a real XML parser, keeps its rule; an invalid one gets no file but the
// list of what is wrong.

const withholder = '0123456789012345';
const base = {
  id: 1,
  masa: 3,
  tahun: 2026,
  status: 'issued',
  number: '2600000001',
  recipientType: 'NPWP',
  recipientId: '0215550123407000',
  recipientName: 'PT Rekayasa & Rekan <Cabang>',
  recipientNitku: null,
  recipientCountry: null,
  recipientAddress: null,
  kodeObjek: '24-104-01',
  pasal: '23',
  fasilitas: 'N/A',
  fasilitasNumber: null,
  dpp: 10_000_000,
  rateBp: 200,
  docType: 'CommercialInvoice',
  docNumber: 'INV/001 & "A"',
  docDate: '2026-03-02',
  withholdingDate: '2026-03-10',
} as unknown as SlipRow;
const slip = (over: Partial<SlipRow>) => ({ ...base, ...over }) as SlipRow;
const period = { masa: 3, tahun: 2026 };

function records(xml: string, item: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...doc.getElementsByTagName(item)];
}

describe('Coretax XML', () => {
  it('writes BPPU records whose every element keeps its rule, escaped and nil where empty', () => {
    const result = buildCoretaxXml(
      'BPPU',
      withholder,
      [base, slip({ id: 2, kodeObjek: '28-403-02', pasal: '4(2)', rateBp: 1000 })],
      period,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const bpu = records(result.xml, 'Bpu');
    expect(bpu).toHaveLength(2);
    for (const record of bpu) {
      const elements = [...record.children];
      expect(elements.map((e) => e.tagName)).toEqual(CORETAX_FIELD_RULES.BPPU.map((r) => r.tag));
      for (const [i, rule] of CORETAX_FIELD_RULES.BPPU.entries()) {
        const el = elements[i];
        const nil = el.getAttributeNS('http://www.w3.org/2001/XMLSchema-instance', 'nil') === 'true';
        expect(checkField(rule, nil ? null : el.textContent), rule.tag).toBeNull();
      }
    }
    expect(bpu[0].getElementsByTagName('DocumentNumber')[0].textContent).toBe('INV/001 & "A"');
    expect(bpu[1].getElementsByTagName('Rate')[0].textContent).toBe('10');
    expect(result.xml).toContain('<SP2DNumber xsi:nil="true"/>');
  });

  it('puts PPh 26 in BPNR only, with the non-resident fields', () => {
    const foreign = slip({
      id: 3,
      pasal: '26',
      kodeObjek: '27-102-01',
      recipientType: 'FOREIGN',
      recipientId: 'SG-T08LL1234A',
      recipientCountry: 'SGP',
      recipientAddress: '1 Raffles Place',
      rateBp: 2000,
    });
    const bppu = buildCoretaxXml('BPPU', withholder, [base, foreign], period);
    expect(bppu.ok && bppu.count).toBe(1);
    const bpnr = buildCoretaxXml('BPNR', withholder, [base, foreign], period);
    if (!bpnr.ok) throw new Error(JSON.stringify(bpnr.problems));
    const [record] = records(bpnr.xml, 'BPNR');
    expect(record.getElementsByTagName('CounterpartCountry')[0].textContent).toBe('SGP');
    expect(record.getElementsByTagName('GrossIncome')[0].textContent).toBe('10000000');
    expect(record.getElementsByTagName('Rate')[0].textContent).toBe('20');
  });

  it("splits a masa past Coretax's records a file into numbered parts, every record once", () => {
    const many = Array.from({ length: 2 * CORETAX_MAX_RECORDS + 7 }, (_, i) =>
      slip({ id: i + 1, number: `26${String(i + 1).padStart(8, '0')}`, docNumber: `INV/${i + 1}` }),
    );
    const seen: string[] = [];
    for (const [part, size] of [
      [1, CORETAX_MAX_RECORDS],
      [2, CORETAX_MAX_RECORDS],
      [3, 7],
    ]) {
      const result = buildCoretaxXml('BPPU', withholder, many, period, part);
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      expect(result).toMatchObject({ count: size, total: many.length, part, parts: 3 });
      const bpu = records(result.xml, 'Bpu');
      expect(bpu).toHaveLength(size);
      seen.push(...bpu.map((b) => b.getElementsByTagName('DocumentNumber')[0].textContent!));
    }
    expect(seen).toEqual(many.map((s) => s.docNumber));
    expect(buildCoretaxXml('BPPU', withholder, many, period, 4)).toMatchObject({ ok: true, count: 0 });
    // one bad slip in any part stops every part
    many[150] = slip({ ...many[150], fasilitas: 'SKD' });
    expect(buildCoretaxXml('BPPU', withholder, many, period, 1).ok).toBe(false);
  });

  it('refuses what breaks a rule, saying which slip and element', () => {
    const result = buildCoretaxXml(
      'BPPU',
      withholder,
      [
        slip({ id: 7, number: '2600000007', fasilitas: 'SKD' }),
        slip({ id: 8, number: '2600000008', recipientNitku: '123' }),
        slip({ id: 9, number: '2600000009', withholdingDate: '2026-04-01' }),
        slip({ id: 10, number: '2600000010', recipientId: withholder }),
      ],
      period,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.number, p.field])).toEqual([
      ['2600000007', 'TaxCertificate'],
      ['2600000008', 'IDPlaceOfBusinessActivityOfIncomeRecipient'],
      ['2600000009', 'WithholdingDate'],
      ['2600000010', 'CounterpartTin'],
    ]);
    expect(buildCoretaxXml('BPPU', null, [base], period)).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([expect.objectContaining({ field: 'TIN' })]),
    });
  });
});
