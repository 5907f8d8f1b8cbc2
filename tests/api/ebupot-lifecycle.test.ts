import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail, BupotList } from '../../contract/ebupot';
import { addSigner, type EbupotClient, ebupotClient, slipBody, uploadCertificate } from './ebupot-fixtures';
import { advanceClock, login, loginDemo, resetClock } from './helpers/accounts';
import { call } from './http';

let owner: EbupotClient;
beforeAll(async () => {
  owner = await ebupotClient();
});
afterEach(async () => {
  await resetClock();
});

const create = async (who: { token: string }, over = {}) => {
  const reply = await call<BupotDetail>('/bupot', { body: slipBody(over), token: who.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};
/** A slip, or on failure the error body. */
type Answer = BupotDetail & { code?: string; fields?: Record<string, string> };
const issue = (who: { token: string }, id: number, body?: unknown) =>
  call<Answer>(`/bupot/${id}/issue`, { method: 'POST', token: who.token, body });
const cancel = (who: { token: string }, id: number, reason = 'Transaksi batal') =>
  call<Answer>(`/bupot/${id}/cancel`, { body: { reason }, token: who.token });
const correct = (who: { token: string }, id: number, over = {}) =>
  call<Answer>(`/bupot/${id}/correct`, { body: slipBody(over), token: who.token });

describe('draft', () => {
  it('is created with the PPh computed by the server, and an audit entry', async () => {
    const slip = await create(owner, { dpp: 1_234_567 });
    expect(slip).toMatchObject({
      status: 'draft',
      number: null,
      rateBp: 200,
      pph: 24_691,
      pphPayable: 24_691,
      revision: 0,
    });
    expect(slip.audit.map((a) => a.action)).toEqual(['create']);
    expect(slip.audit[0].actor?.id).toBe(owner.user.id);
  });

  it('ignores a PPh or rate sent by the client', async () => {
    const reply = await call<BupotDetail>('/bupot', {
      body: { ...slipBody({ dpp: 1_000_000 }), pph: 1, rateBp: 1 },
      token: owner.token,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.pph).toBe(20_000);
  });

  it('doubles the PPh 23 rate for a NIK recipient without NPWP, not for a registered one', async () => {
    const nik = { recipientType: 'NIK' as const, recipientId: '3174055208900003', dpp: 10_000_000 };
    const unregistered = await create(owner, { ...nik, recipientHasNpwp: false });
    expect(unregistered).toMatchObject({
      rateBp: 400,
      pph: 400_000,
      higherRate: true,
      recipientHasNpwp: false,
    });
    const registered = await create(owner, nik);
    expect(registered).toMatchObject({
      rateBp: 200,
      pph: 200_000,
      higherRate: false,
      recipientHasNpwp: true,
    });
  });

  it('never raises the rate for PPh 4(2) by NIK', async () => {
    const slip = await create(owner, {
      recipientType: 'NIK',
      recipientId: '3174055208900003',
      kodeObjek: '28-403-02',
      dpp: 10_000_000,
      docType: 'Contract',
    });
    expect(slip).toMatchObject({ rateBp: 1000, pph: 1_000_000, higherRate: false, pasal: '4(2)' });
  });

  it('computes DTP (shown, nothing payable) and SKB (exempt)', async () => {
    const dtp = await create(owner, { fasilitas: 'DTP', fasilitasNumber: 'PMK-DTP-1', dpp: 5_000_000 });
    expect(dtp).toMatchObject({ pph: 100_000, pphPayable: 0 });
    const skb = await create(owner, { fasilitas: 'TaxExAr23', fasilitasNumber: 'SKB-23-99', dpp: 5_000_000 });
    expect(skb).toMatchObject({ rateBp: 0, pph: 0, pphPayable: 0 });
  });

  it('is a PPh 26 slip only for a foreign recipient, with the treaty rate under SKD', async () => {
    const slip = await create(owner, {
      recipientType: 'FOREIGN',
      recipientId: 'sg-201912345k',
      recipientName: 'Lumina Software Pte Ltd',
      recipientCountry: 'SGP',
      recipientAddress: '1 Raffles Place, Singapore',
      kodeObjek: '27-103-01',
      fasilitas: 'SKD',
      fasilitasNumber: 'DGT-1',
      manualRate: '10',
      dpp: 80_000_000,
    });
    expect(slip).toMatchObject({
      pasal: '26',
      recipientId: 'SG-201912345K',
      rateBp: 1000,
      pph: 8_000_000,
      recipientNitku: null,
    });
  });

  it('is updated (recomputed, audited) and deleted only while a draft', async () => {
    const slip = await create(owner);
    const put = await call<BupotDetail>(`/bupot/${slip.id}`, {
      method: 'PUT',
      body: slipBody({ dpp: 20_000_000, recipientName: 'PT Baru' }),
      token: owner.token,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ dpp: 20_000_000, pph: 400_000, recipientName: 'PT Baru' });
    const update = put.body.audit.find((a) => a.action === 'update')!;
    expect(update.changes.dpp).toEqual([10_000_000, 20_000_000]);
    expect(update.changes.recipientName).toEqual(['PT Rekayasa Teknik Nusantara', 'PT Baru']);

    const del = await call(`/bupot/${slip.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    expect((await call(`/bupot/${slip.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('issue', () => {
  it('assigns number, issued_at, signer snapshot and verification code', async () => {
    const slip = await create(owner);
    const { status, body } = await issue(owner, slip.id);
    expect(status).toBe(200);
    expect(body.status).toBe('issued');
    expect(body.number).toMatch(/^2\d{9}$/);
    expect(body.verificationCode).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(body.issuedAt).not.toBeNull();
    expect(body.signer).toMatchObject({ id: owner.signerId, nama: 'Andi Wijaya' });
    expect(body.audit.map((a) => a.action)).toEqual(['create', 'issue']);
  });

  it('numbers a client’s slips consecutively and uniquely, also when issued at the same time', async () => {
    const drafts = await Promise.all(Array.from({ length: 6 }, () => create(owner)));
    const replies = await Promise.all(drafts.map((d) => issue(owner, d.id)));
    for (const r of replies) expect(r.status).toBe(200);
    const numbers = replies.map((r) => Number(r.body.number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    for (let i = 1; i < numbers.length; i++) expect(numbers[i] - numbers[i - 1]).toBe(1);
  });

  it('a draft issued twice at once is issued once', async () => {
    const slip = await create(owner);
    const replies = await Promise.all([issue(owner, slip.id), issue(owner, slip.id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('bupot_not_draft');
  });

  it('numbers start again at 0000001 for another client', async () => {
    const other = await ebupotClient();
    const slip = await create(other);
    expect((await issue(other, slip.id)).body.number).toBe('2000000001');
  });

  it('uses a chosen signer only when active with scope BUPOT or BOTH', async () => {
    const sptOnly = await addSigner(owner.token, 'Siti SPT', { scope: 'SPT' });
    const slip = await create(owner);
    const wrong = await issue(owner, slip.id, { signerId: sptOnly });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('bupot_no_signer');
    const bupotSigner = await addSigner(owner.token, 'Bagus Bupot', { scope: 'BUPOT' });
    const ok = await issue(owner, slip.id, { signerId: bupotSigner });
    expect(ok.body.signer?.nama).toBe('Bagus Bupot');
  });

  it('needs a valid electronic certificate', async () => {
    const noCert = await ebupotClient({ certificate: false });
    const slip = await create(noCert);
    const reply = await issue(noCert, slip.id);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('bupot_no_certificate');
    expect((await call<BupotDetail>(`/bupot/${slip.id}`, { token: noCert.token })).body.status).toBe('draft');
    // an expired certificate does not count: valid one day, then the clock moves two days on
    const upload = await uploadCertificate(noCert.token, noCert.npwp, {
      from: new Date(Date.now() - 3_600_000),
      days: 1,
    });
    expect(upload.status).toBe(201);
    await advanceClock(2 * 86_400_000);
    const later = { token: await login(noCert.email, noCert.password) };
    expect((await issue(later, slip.id)).body.code).toBe('bupot_no_certificate');
    await resetClock();
    expect((await issue(later, slip.id)).status).toBe(200);
  });
});

describe('forbidden transitions', () => {
  it('an issued slip is not edited, deleted or issued again', async () => {
    const slip = await create(owner);
    await issue(owner, slip.id);
    const put = await call(`/bupot/${slip.id}`, { method: 'PUT', body: slipBody(), token: owner.token });
    expect([put.status, put.body.code]).toEqual([409, 'bupot_not_draft']);
    const del = await call(`/bupot/${slip.id}`, { method: 'DELETE', token: owner.token });
    expect([del.status, del.body.code]).toEqual([409, 'bupot_not_draft']);
    const again = await issue(owner, slip.id);
    expect([again.status, again.body.code]).toEqual([409, 'bupot_not_draft']);
  });

  it('a draft is not cancelled or corrected', async () => {
    const slip = await create(owner);
    const c = await cancel(owner, slip.id);
    expect([c.status, c.body.code]).toEqual([409, 'bupot_not_issued']);
    const k = await correct(owner, slip.id);
    expect([k.status, k.body.code]).toEqual([409, 'bupot_not_issued']);
  });

  it('a cancelled slip is not cancelled again, corrected, edited or deleted', async () => {
    const slip = await create(owner);
    await issue(owner, slip.id);
    const first = await cancel(owner, slip.id, 'Dibatalkan penjual');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'cancelled', cancelReason: 'Dibatalkan penjual' });
    expect(first.body.cancelledAt).not.toBeNull();
    for (const reply of [
      await cancel(owner, slip.id),
      await correct(owner, slip.id),
      await call(`/bupot/${slip.id}`, { method: 'PUT', body: slipBody(), token: owner.token }),
      await call(`/bupot/${slip.id}`, { method: 'DELETE', token: owner.token }),
    ])
      expect(reply.status).toBe(409);
  });

  it('a replaced slip is not corrected or cancelled again', async () => {
    const slip = await create(owner);
    await issue(owner, slip.id);
    expect((await correct(owner, slip.id, { dpp: 11_000_000 })).status).toBe(201);
    const again = await correct(owner, slip.id, { dpp: 12_000_000 });
    expect([again.status, again.body.code]).toEqual([409, 'bupot_already_replaced']);
    const c = await cancel(owner, slip.id);
    expect([c.status, c.body.code]).toEqual([409, 'bupot_already_replaced']);
  });

  it('cancel needs a reason', async () => {
    const slip = await create(owner);
    await issue(owner, slip.id);
    const reply = await call(`/bupot/${slip.id}/cancel`, { body: {}, token: owner.token });
    expect(reply.status).toBe(400);
    expect(reply.body.fields.reason).toBeDefined();
  });
});

describe('correction (pembetulan)', () => {
  it('issues a new version with the same number and the next revision; the original is replaced', async () => {
    const slip = await create(owner, { dpp: 10_000_000 });
    const issued = (await issue(owner, slip.id)).body;
    const first = await correct(owner, slip.id, {
      dpp: 15_000_000,
      recipientName: 'PT Rekayasa Teknik (koreksi)',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'issued',
      number: issued.number,
      revision: 1,
      replacesId: slip.id,
      dpp: 15_000_000,
      pph: 300_000,
    });
    expect(first.body.verificationCode).not.toBe(issued.verificationCode);
    expect(first.body.audit[0]).toMatchObject({ action: 'correct' });
    expect(first.body.audit[0].changes.dpp).toEqual([10_000_000, 15_000_000]);

    const original = (await call<BupotDetail>(`/bupot/${slip.id}`, { token: owner.token })).body;
    expect(original).toMatchObject({ status: 'replaced', replacedById: first.body.id });
    expect(original.audit.map((a) => a.action)).toEqual(['create', 'issue', 'replaced']);

    const second = await correct(owner, first.body.id, { dpp: 16_000_000 });
    expect(second.body).toMatchObject({ number: issued.number, revision: 2 });
    expect(second.body.versions.map((v) => [v.revision, v.status])).toEqual([
      [0, 'replaced'],
      [1, 'replaced'],
      [2, 'issued'],
    ]);
  });

  it('keeps the tax period of the original', async () => {
    const slip = await create(owner);
    await issue(owner, slip.id);
    const { masa, tahun } = slipBody();
    const other = masa === 1 ? { masa: 12, tahun: tahun - 1 } : { masa: masa - 1, tahun };
    const reply = await correct(owner, slip.id, { ...other, withholdingDate: slipBody().withholdingDate });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('bupot_correction_period');
  });

  it('validates the corrected data like a new slip', async () => {
    const slip = await create(owner);
    await issue(owner, slip.id);
    const reply = await correct(owner, slip.id, { dpp: -5 });
    expect(reply.status).toBe(400);
    expect(reply.body.fields?.dpp).toMatch(/above 0/);
    expect((await call<BupotDetail>(`/bupot/${slip.id}`, { token: owner.token })).body.status).toBe('issued');
  });
});

describe('ownership', () => {
  it('another client gets 404 for every action; the admin reads but does not change', async () => {
    const slip = await create(owner);
    const other = await loginDemo('client2');
    const paths: [string, string, unknown?][] = [
      ['GET', `/bupot/${slip.id}`],
      ['PUT', `/bupot/${slip.id}`, slipBody()],
      ['DELETE', `/bupot/${slip.id}`],
      ['POST', `/bupot/${slip.id}/issue`, {}],
      ['POST', `/bupot/${slip.id}/cancel`, { reason: 'x' }],
      ['POST', `/bupot/${slip.id}/correct`, slipBody()],
    ];
    for (const [method, path, body] of paths) {
      const reply = await call(path, { method, body, token: other });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    const list = await call<BupotList>('/bupot?perPage=100', { token: other });
    expect(list.body.transaksis.some((s) => s.id === slip.id)).toBe(false);

    const admin = await loginDemo('admin');
    expect((await call<BupotDetail>(`/bupot/${slip.id}`, { token: admin })).body.id).toBe(slip.id);
    const adminIssue = await call(`/bupot/${slip.id}/issue`, { method: 'POST', token: admin });
    expect([adminIssue.status, adminIssue.body.code]).toEqual([403, 'bupot_admin_read_only']);
    const adminCreate = await call('/bupot', { body: slipBody(), token: admin });
    expect(adminCreate.status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await call('/bupot')).status).toBe(401);
    expect((await call('/bupot', { body: slipBody() })).status).toBe(401);
  });
});
