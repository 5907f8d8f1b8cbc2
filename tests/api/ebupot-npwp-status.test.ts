import { beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail } from '../../contract/ebupot';
import { BUPOT_MESSAGES } from '../../contract/ebupot/schemas';
import { type EbupotClient, ebupotClient, slipBody } from './ebupot-fixtures';
import { call } from './http';

// PMK 112/2022: a resident's activated NIK is their NPWP. The 100 %-higher rate (UU PPh art.
// 23(1a), 22(3)) follows the slip's recipientHasNpwp fact, not the identity type.

let owner: EbupotClient;
beforeAll(async () => {
  owner = await ebupotClient();
});

type Answer = BupotDetail & { code?: string; fields?: Record<string, string> };
const post = (body: unknown) => call<Answer>('/bupot', { body, token: owner.token });
const nik = { recipientType: 'NIK' as const, recipientId: '3174055208900003' };

describe('recipient without NPWP', () => {
  it('defaults to registered: a NIK recipient pays the normal PPh 23 rate', async () => {
    const reply = await post(slipBody({ ...nik, dpp: 7_000_000 }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      recipientHasNpwp: true,
      rateBp: 200,
      pph: 140_000,
      higherRate: false,
    });
  });

  it('PPh 22 without NPWP: the reference no-NPWP rate (1.5 % → 3 %)', async () => {
    const reply = await post(
      slipBody({ ...nik, recipientHasNpwp: false, kodeObjek: '22-910-01', dpp: 1_000_001 }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    // 3 % of 1.000.001 is 30.000,03 → 30.000
    expect(reply.body).toMatchObject({ rateBp: 300, pph: 30_000, higherRate: true });
  });

  it('no surcharge on PPh 4(2) even without NPWP', async () => {
    const reply = await post(
      slipBody({
        ...nik,
        recipientHasNpwp: false,
        kodeObjek: '28-403-02',
        docType: 'Contract',
        dpp: 1_000_000,
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ rateBp: 1000, higherRate: false, recipientHasNpwp: false });
  });

  it('is stored, read back, and changed by an edit that recomputes the figures', async () => {
    const created = await post(slipBody({ ...nik, recipientHasNpwp: false, dpp: 5_000_000 }));
    expect(created.body.pph).toBe(200_000);
    const read = await call<Answer>(`/bupot/${created.body.id}`, { token: owner.token });
    expect(read.body).toMatchObject({ recipientHasNpwp: false, higherRate: true });
    const edited = await call<Answer>(`/bupot/${created.body.id}`, {
      method: 'PUT',
      token: owner.token,
      body: slipBody({ ...nik, recipientHasNpwp: true, dpp: 5_000_000 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      recipientHasNpwp: true,
      rateBp: 200,
      pph: 100_000,
      higherRate: false,
    });
  });

  it('refuses "no NPWP" for an NPWP or foreign recipient, and a non-boolean', async () => {
    const npwp = await post(slipBody({ recipientHasNpwp: false }));
    expect(npwp.status).toBe(400);
    expect(npwp.body.fields?.recipientHasNpwp).toBe(BUPOT_MESSAGES.no_npwp_needs_nik);
    const wrongType = await post({ ...slipBody(nik), recipientHasNpwp: 'no' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields?.recipientHasNpwp).toBe(BUPOT_MESSAGES.has_npwp_invalid);
  });
});
