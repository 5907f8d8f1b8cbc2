import { beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail } from '../../contract/ebupot';
import { BUPOT_MESSAGES as M } from '../../contract/ebupot/schemas';
import { type EbupotClient, ebupotClient, slipBody } from './ebupot-fixtures';
import { call } from './http';

// The server enforces each code's slip type, recipient and facility from the reference data.

let owner: EbupotClient;
beforeAll(async () => {
  owner = await ebupotClient();
});

type Answer = BupotDetail & { code?: string; fields?: Record<string, string> };
const post = (over: Parameters<typeof slipBody>[0]) =>
  call<Answer>('/bupot', { body: slipBody(over), token: owner.token });
const foreign = {
  recipientType: 'FOREIGN' as const,
  recipientId: 'SG-12345',
  recipientName: 'Lucky Winner Pte',
  recipientCountry: 'SGP',
  recipientAddress: '1 Raffles Place, Singapore',
};

describe('code rules on the server', () => {
  it('refuses 27-100-99 on a Unifikasi slip and says it belongs on BP26', async () => {
    const reply = await post({ ...foreign, kodeObjek: '27-100-99' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.fields?.kodeObjek).toBe(M.code_bp26_only);
    expect(reply.body.fields?.kodeObjek).toMatch(/BP26/);
  });

  it('the final MSME code 28-423-01 needs the PP23 facility and gets 0.5 %', async () => {
    const without = await post({ kodeObjek: '28-423-01' });
    expect(without.status).toBe(400);
    expect(without.body.fields?.fasilitas).toBe(M.facility_required);
    const withPp23 = await post({
      kodeObjek: '28-423-01',
      fasilitas: 'PP23',
      fasilitasNumber: 'SKET-PP23-1',
    });
    expect(withPp23.status, JSON.stringify(withPp23.body)).toBe(201);
    expect(withPp23.body).toMatchObject({ rateBp: 50, pph: 50_000, fasilitas: 'PP23' });
  });

  it('refuses a facility that does not cover the code', async () => {
    const pp23OnDividend = await post({ kodeObjek: '24-101-01', fasilitas: 'PP23', fasilitasNumber: 'S-1' });
    expect(pp23OnDividend.body.fields?.fasilitas).toBe(M.facility_not_for_code);
    const skbOnSbi = await post({
      kodeObjek: '28-404-10',
      fasilitas: 'TaxExIntDep',
      fasilitasNumber: 'SKB-1',
    });
    expect(skbOnSbi.body.fields?.fasilitas).toBe(M.facility_not_for_code);
  });

  it('accepts a foreign recipient on a 4(2) code for non-residents (28-405-02), refuses a resident there', async () => {
    const ok = await post({ ...foreign, kodeObjek: '28-405-02', dpp: 4_000_000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ pasal: '4(2)', rateBp: 2500, pph: 1_000_000, recipientType: 'FOREIGN' });
    const resident = await post({ kodeObjek: '28-405-02' });
    expect(resident.body.fields?.kodeObjek).toBe(M.pasal26_needs_foreign);
  });
});
