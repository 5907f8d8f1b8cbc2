import { beforeAll, describe, expect, it } from 'vitest';
import type { KodeObjekPajakList } from '../../contract/ebupot';
import source from '../../server/services/ebupot/tax-object-codes.json';
import { loginDemo } from './helpers/accounts';
import { call } from './http';

let token: string;
beforeAll(async () => {
  token = await loginDemo('client');
});

describe('GET /api/kodeobjekpajak', () => {
  it('needs a session', async () => {
    expect((await call('/kodeobjekpajak')).status).toBe(401);
  });

  it('lists all 153 codes with every field of the reference', async () => {
    const { status, body } = await call<KodeObjekPajakList>('/kodeobjekpajak', { token });
    expect(status).toBe(200);
    expect(body.total).toBe(153);
    const byCode = new Map(body.data.map((c) => [c.code, c]));
    for (const s of source as any[]) {
      const c = byCode.get(s.code)!;
      expect(c, s.code).toBeDefined();
      expect(c).toMatchObject({
        pasal: s.pasal,
        nameId: s.name_id,
        nameEn: s.name_en,
        ratePercent: s.rate_percent,
        rateWithoutNpwpPercent: s.rate_without_npwp_percent,
        effectiveRateOnGrossPercent: s.effective_rate_on_gross_percent ?? null,
        basis: s.basis,
        final: s.final,
        confidence: s.confidence,
        sources: s.sources,
        note: s.note ?? null,
      });
    }
  });

  it('filters by pasal and by text in code or name', async () => {
    const p26 = await call<KodeObjekPajakList>('/kodeobjekpajak?pasal=26', { token });
    expect(p26.body.total).toBe(14);
    expect(p26.body.data.every((c) => c.pasal === '26')).toBe(true);
    const p42 = await call<KodeObjekPajakList>(`/kodeobjekpajak?pasal=${encodeURIComponent('4(2)')}`, {
      token,
    });
    expect(p42.body.total).toBe(38);
    const byName = await call<KodeObjekPajakList>('/kodeobjekpajak?q=jasa%20teknik', { token });
    expect(byName.body.data.map((c) => c.code)).toContain('24-104-01');
    const byCode = await call<KodeObjekPajakList>('/kodeobjekpajak?q=24-104-0', { token });
    expect(byCode.body.data.every((c) => c.code.startsWith('24-104-0'))).toBe(true);
    expect(byCode.body.total).toBe(9);
    const wildcard = await call<KodeObjekPajakList>('/kodeobjekpajak?q=%25', { token });
    expect(wildcard.body.total).toBe(0);
  });

  it('rejects an unknown pasal', async () => {
    const { status, body } = await call('/kodeobjekpajak?pasal=21', { token });
    expect(status).toBe(400);
    expect(body.code).toBe('validation');
  });
});
