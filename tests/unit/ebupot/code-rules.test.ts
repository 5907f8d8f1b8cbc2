import { describe, expect, it } from 'vitest';
import { FASILITAS, type Fasilitas, type RecipientType } from '../../../contract/ebupot';
import {
  BP26_ONLY_CODES,
  defaultFacility,
  facilitiesFor,
  isForeignOnly,
  recipientAllowed,
} from '../../../contract/ebupot/code-rules';
import { appliedRates } from '../../../contract/ebupot/compute';
import {
  type BupotParsedInput,
  bupotRuleErrors,
  BUPOT_MESSAGES as M,
} from '../../../contract/ebupot/schemas';
import { type TaxObjectCodeSource, toRow } from '../../../server/services/ebupot/codes';
import codes from '../../../server/services/ebupot/tax-object-codes.json';
// A copy of the shared domain notes' reference list (shared/domain/tax-object-codes.json), kept in the
// repository so the test runs wherever the project is checked out.
import reference from '../../fixtures/domain/tax-object-codes.json';

type SourceCode = TaxObjectCodeSource;
const all = reference as unknown as SourceCode[];
const text = (c: SourceCode) => `${c.basis ?? ''} ${c.note ?? ''}`;

// What the reference data says about each code, read from its own words (independent of code-rules.ts).
const belongsOnBp26 = (c: SourceCode) => /separate PPh 21\/26 BP26 slip/.test(text(c));
const requiredFacility = (c: SourceCode) =>
  /Requires .*fasilitas '(\w+)'/.exec(text(c))?.[1] as Fasilitas | undefined;
const forNonResidents = (c: SourceCode) =>
  c.pasal === '26' || /\(WPLN\)|non-residents\)/.test(`${c.name_id} ${c.name_en}`);
const passiveIncome = (c: SourceCode) => /dividend|interest|royalt|prize|grant/i.test(c.name_en);
const depositInterest = (c: SourceCode) =>
  c.pasal === '4(2)' && /deposit|savings|current account interest/i.test(c.name_en);

const body = (c: SourceCode, recipientType: RecipientType, fasilitas: Fasilitas): BupotParsedInput =>
  ({
    masa: 11,
    tahun: 2026,
    recipientType,
    recipientHasNpwp: true,
    recipientId: recipientType === 'FOREIGN' ? 'SG1234' : '0215550123407000',
    recipientName: 'X',
    kodeObjek: c.code,
    fasilitas,
    fasilitasNumber: fasilitas === 'N/A' ? null : 'DOC-1',
    manualRate: fasilitas === 'SKD' || fasilitas === 'ETC' ? '1' : null,
    dpp: 1_000_000,
    docType: 'CommercialInvoice',
    docNumber: 'INV-1',
    docDate: '2026-11-20',
    withholdingDate: '2026-11-20',
  }) as BupotParsedInput;
const rules = (c: SourceCode, type: RecipientType, fasilitas: Fasilitas) =>
  bupotRuleErrors(body(c, type, fasilitas), {
    today: '2026-11-22',
    ownNpwp: null,
    code: { code: c.code, pasal: c.pasal, rateBp: Math.round(c.rate_percent * 100) },
    normalRateBp: 10_000,
  });

describe('code rules over all 153 reference codes', () => {
  it('the server serves the reference data unchanged', () => {
    expect(codes).toEqual(reference);
    expect(all).toHaveLength(153);
  });

  for (const c of all) {
    it(`${c.code} (PPh ${c.pasal})`, () => {
      if (belongsOnBp26(c)) {
        expect(BP26_ONLY_CODES.has(c.code)).toBe(true);
        expect(rules(c, 'FOREIGN', 'N/A').kodeObjek).toBe(M.code_bp26_only);
        return;
      }
      expect(BP26_ONLY_CODES.has(c.code)).toBe(false);
      const allowed = facilitiesFor(c);
      const required = requiredFacility(c);
      if (required) {
        expect(allowed).toEqual([required]);
        expect(defaultFacility(c)).toBe(required);
      } else {
        expect(allowed).toContain('N/A');
        expect(defaultFacility(c)).toBe('N/A');
      }
      // each facility only where it covers the code
      expect(allowed.includes('SKD')).toBe(forNonResidents(c)); // treaty rate: non-residents only
      if (allowed.includes('TaxExAr23')) expect(c.pasal).toBe('23');
      if (allowed.includes('TaxExAr22')) expect([c.pasal, c.final]).toEqual(['22', false]);
      if (allowed.includes('TaxExIntPhtb')) expect(c.name_en).toMatch(/transfer/i);
      expect(allowed.includes('TaxExIntDep')).toBe(depositInterest(c));
      if (allowed.includes('PP23')) {
        expect(passiveIncome(c) || forNonResidents(c)).toBe(false);
        expect(c.pasal === '22' && c.final).toBe(false);
      }

      // the recipient the code is for
      const resident: RecipientType = 'NPWP';
      const firstAllowed = allowed[0];
      if (forNonResidents(c)) {
        expect(isForeignOnly(c)).toBe(true);
        expect(rules(c, 'FOREIGN', firstAllowed)).toEqual({});
        expect(rules(c, resident, firstAllowed).kodeObjek).toBe(M.pasal26_needs_foreign);
      } else {
        expect(rules(c, resident, firstAllowed)).toEqual({});
        expect(recipientAllowed(c, 'NIK')).toBe(true);
      }

      // the server refuses every facility the code does not allow, and a missing required one
      const recipient: RecipientType = forNonResidents(c) ? 'FOREIGN' : resident;
      for (const f of FASILITAS) {
        const error = rules(c, recipient, f).fasilitas;
        if (allowed.includes(f)) expect(error).toBeUndefined();
        else expect(error).toBe(required ? M.facility_required : M.facility_not_for_code);
      }
    });
  }

  it('a foreign shipping or airline company (28-411-01) may be foreign or registered here', () => {
    const c = all.find((x) => x.code === '28-411-01')!;
    expect(rules(c, 'FOREIGN', 'N/A')).toEqual({});
    expect(rules(c, 'NPWP', 'N/A')).toEqual({});
  });

  it('a foreign recipient is refused on a resident code, with where to look', () => {
    const c = all.find((x) => x.code === '24-104-01')!;
    expect(rules(c, 'FOREIGN', 'N/A').kodeObjek).toBe(M.foreign_needs_pasal26);
  });
});

describe('the rate the code picker shows is the rate applied', () => {
  it('for every code, equals what the computation uses (24-103-02: 6 % and 12 % without NPWP, not 30 %)', () => {
    for (const c of all) {
      const row = toRow(c as never);
      const rates = appliedRates({
        pasal: c.pasal,
        rateBp: row.rateBp,
        rateWithoutNpwpBp: row.rateWithoutNpwpBp ?? null,
        effectiveRateBp: row.effectiveRateBp ?? null,
      });
      const eff = c.effective_rate_on_gross_percent ?? null;
      expect(rates.standardBp / 100).toBe(eff ?? c.rate_percent);
      if (c.rate_without_npwp_percent === null) expect(rates.withoutNpwpBp).toBeNull();
      else
        expect(rates.withoutNpwpBp! / 100).toBeCloseTo(
          eff ? (c.rate_without_npwp_percent * eff) / c.rate_percent : c.rate_without_npwp_percent,
          10,
        );
    }
  });
});
