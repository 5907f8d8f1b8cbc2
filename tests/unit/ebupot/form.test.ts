import { describe, expect, it } from 'vitest';
import type { KodeObjekPajak } from '../../../contract/ebupot';
import { BUPOT_MESSAGES as M } from '../../../contract/ebupot/schemas';
import { qrPath } from '../../../src/features/ebupot/components/QrCode';
import {
  emptyValues,
  type SlipFormValues,
  slipFormResolver,
} from '../../../src/features/ebupot/schemas/form';

const jasa: KodeObjekPajak = {
  code: '24-104-01',
  pasal: '23',
  nameId: 'Jasa teknik',
  nameEn: 'Technical services',
  ratePercent: 2,
  rateWithoutNpwpPercent: 4,
  effectiveRateOnGrossPercent: null,
  rateBp: 200,
  rateWithoutNpwpBp: 400,
  effectiveRateBp: null,
  basis: null,
  final: false,
  confidence: 'high',
  sources: ['S1'],
  note: null,
};
const ctx = { today: '2026-11-22', ownNpwp: '0012345678901234', codes: new Map([[jasa.code, jasa]]) };
const resolve = (values: SlipFormValues) =>
  slipFormResolver(ctx)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const messages = async (values: SlipFormValues) =>
  Object.fromEntries(Object.entries((await resolve(values)).errors).map(([k, v]) => [k, v?.message]));

const valid: SlipFormValues = {
  ...emptyValues({ masa: 11, tahun: 2026 }, '2026-11-22', 1),
  recipientId: '0215550123407000',
  recipientName: 'PT Rekayasa',
  kodeObjek: '24-104-01',
  dpp: 1_000_000,
  docType: 'CommercialInvoice',
  docNumber: 'INV-1',
};

describe('slip form validation', () => {
  it('accepts a valid slip and hands back the typed values', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });

  it('reports every problem at once, cross-field and context rules included', async () => {
    const errors = await messages({
      ...valid,
      recipientId: '0012345678901234', // own NPWP
      kodeObjek: '',
      dpp: null,
      fasilitas: 'TaxExAr23', // needs its number
      withholdingDate: '2026-10-31', // before the masa
    });
    expect(errors).toMatchObject({
      recipientId: M.recipient_own,
      kodeObjek: M.code_invalid,
      dpp: M.dpp_positive,
      fasilitasNumber: M.facility_number_required,
      withholdingDate: M.withholding_before_masa,
    });
  });

  it('checks the identity against its type and the period against today', async () => {
    expect((await messages({ ...valid, recipientType: 'NIK' })).recipientId).toBe(M.nik_invalid);
    expect((await messages({ ...valid, masa: 12 })).masa).toBe(M.period_future);
    expect((await messages({ ...valid, kodeObjek: '27-103-01' })).kodeObjek).toBe(M.code_unknown);
  });
});

describe('QR code drawing', () => {
  it('draws a square matrix with the three finder patterns', () => {
    const { path, size } = qrPath('EBUPOT-UNIFIKASI;NO=2000000001;KODE=ABCDEFGHJKLMNPQR');
    expect((size - 4 - 21) % 4).toBe(0); // version n: 17 + 4n modules, plus a 2-module border each side
    const dark = new Set(path.match(/M\d+ \d+/g)!.map((m) => m.slice(1)));
    const finderAt = (x0: number, y0: number) => {
      for (let y = 0; y < 7; y++)
        for (let x = 0; x < 7; x++) {
          const ring = x === 0 || y === 0 || x === 6 || y === 6;
          const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
          expect(dark.has(`${x0 + x} ${y0 + y}`), `${x0 + x},${y0 + y}`).toBe(ring || core);
        }
    };
    finderAt(2, 2);
    finderAt(size - 9, 2);
    finderAt(2, size - 9);
  });
});
