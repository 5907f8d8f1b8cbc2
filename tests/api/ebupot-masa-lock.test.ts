import { beforeAll, describe, expect, it } from 'vitest';
import type { BupotDetail, BupotMasaList, BupotMasaStatus } from '../../contract/ebupot';
import { BUPOT_MESSAGES as M } from '../../contract/ebupot/schemas';
import type { SptMasaSummary } from '../../contract/ebupot-report';
import { type EbupotClient, ebupotClient, jakartaToday, slipBody } from './ebupot-fixtures';
import { loginDemo } from './helpers/accounts';
import { call } from './http';

// Period locking: a masa whose SPT Masa is reported accepts no new or changed slip until a
// correction (pembetulan) is opened, which records the SPT's revision; every change is audited.

type Answer<T> = T & { code?: string; error?: string; fields?: Record<string, string> };
const { masa, tahun } = jakartaToday();
const prev = masa === 1 ? { masa: 12, tahun: tahun - 1 } : { masa: masa - 1, tahun };
const inPrev = `${prev.tahun}-${String(prev.masa).padStart(2, '0')}-10`;
const prevSlip = (over = {}) => slipBody({ ...prev, withholdingDate: inPrev, docDate: inPrev, ...over });

let owner: EbupotClient;
const post = <T>(path: string, body?: unknown, who: { token: string } = owner) =>
  call<Answer<T>>(path, { method: 'POST', body, token: who.token });
/** Deposits what the masa still owes through the sandbox billing (reporting needs it, issue 21). */
async function settle() {
  const s = await call<SptMasaSummary>(`/bupot/masa/summary?masa=${prev.masa}&tahun=${prev.tahun}`, {
    token: owner.token,
  });
  for (const a of s.body.accounts.filter((x) => x.outstanding > 0)) {
    const made = await post<{ deposit: { billingCode: string } }>('/bupot/masa/deposit', {
      ...prev,
      kap: a.kap,
      kjs: a.kjs,
    });
    await post('/bupot/masa/deposit/pay', { billingCode: made.body.deposit.billingCode });
  }
}
const report = async (note?: string) => {
  await settle();
  return post<BupotMasaStatus>('/bupot/masa/report', { ...prev, note });
};
const openCorrection = (reason = 'Salah DPP') =>
  post<BupotMasaStatus>('/bupot/masa/correction', { ...prev, reason });
const states = async (year = prev.tahun) =>
  (await call<BupotMasaList>(`/bupot/masa?tahun=${year}`, { token: owner.token })).body;

let issued: BupotDetail;
let cancelTarget: BupotDetail;
beforeAll(async () => {
  owner = await ebupotClient();
  const a = await post<BupotDetail>('/bupot', prevSlip());
  expect(a.status, JSON.stringify(a.body)).toBe(201);
  issued = (await post<BupotDetail>(`/bupot/${a.body.id}/issue`)).body;
  const b = await post<BupotDetail>('/bupot', prevSlip({ recipientName: 'CV Dua' }));
  cancelTarget = (await post<BupotDetail>(`/bupot/${b.body.id}/issue`)).body;
  expect(cancelTarget.status).toBe('issued');
});

describe('masa states', () => {
  it('lists the 12 masas of a year, all open at first', async () => {
    const { data } = await states();
    expect(data).toHaveLength(12);
    expect(data.every((d) => d.state === 'open' && d.revision === 0 && d.audit.length === 0)).toBe(true);
  });

  it('refuses to report a masa that still has drafts', async () => {
    const draft = await post<BupotDetail>('/bupot', prevSlip({ recipientName: 'PT Draf' }));
    const refused = await report();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('bupot_masa_has_drafts');
    await call(`/bupot/${draft.body.id}`, { method: 'DELETE', token: owner.token });
  });

  it('marks a masa reported (revision 0), audited', async () => {
    const reply = await report('BPE-123');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ ...prev, state: 'reported', revision: 0 });
    expect(reply.body.reportedAt).not.toBeNull();
    expect(reply.body.audit).toEqual([
      expect.objectContaining({
        action: 'report',
        revision: 0,
        note: 'BPE-123',
        actor: expect.objectContaining({ id: owner.user.id }),
      }),
    ]);
    expect((await report()).body.code).toBe('bupot_masa_already_reported');
    expect((await states()).data[prev.masa - 1].state).toBe('reported');
  });

  it('a reported masa refuses a new slip, a correction and a cancellation (409 bupot_masa_reported)', async () => {
    const created = await post<BupotDetail>('/bupot', prevSlip({ recipientName: 'PT Baru' }));
    expect(created.status).toBe(409);
    expect(created.body.code).toBe('bupot_masa_reported');
    expect(created.body.error).toMatch(/open a correction \(pembetulan\)/);
    const corrected = await post<BupotDetail>(`/bupot/${issued.id}/correct`, prevSlip({ dpp: 12_000_000 }));
    expect(corrected.body.code).toBe('bupot_masa_reported');
    const cancelled = await post<BupotDetail>(`/bupot/${cancelTarget.id}/cancel`, { reason: 'Batal' });
    expect(cancelled.body.code).toBe('bupot_masa_reported');
    // nothing changed
    const slip = await call<BupotDetail>(`/bupot/${issued.id}`, { token: owner.token });
    expect(slip.body).toMatchObject({ status: 'issued', revision: 0 });
  });

  it('another masa stays open', async () => {
    const reply = await post<BupotDetail>('/bupot', slipBody({ recipientName: 'PT Masa Ini' }));
    expect(reply.status).toBe(201);
  });

  it('a correction (pembetulan) opens it with the next revision; slips change again; reporting closes it as that revision', async () => {
    const opened = await openCorrection('DPP salah ketik');
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: 'correcting', revision: 1 });
    const corrected = await post<BupotDetail>(`/bupot/${issued.id}/correct`, prevSlip({ dpp: 12_000_000 }));
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    const closed = await report('BPE-124');
    expect(closed.body).toMatchObject({ state: 'reported', revision: 1 });
    expect(closed.body.audit.map((a) => [a.action, a.revision, a.note])).toEqual([
      ['report', 0, 'BPE-123'],
      ['open_correction', 1, 'DPP salah ketik'],
      ['report', 1, 'BPE-124'],
    ]);
    const again = await openCorrection();
    expect(again.body).toMatchObject({ state: 'correcting', revision: 2 });
    await report();
  });

  it('validates: correction of an open masa, missing reason, future masa, bad period', async () => {
    const open = await post<BupotMasaStatus>('/bupot/masa/correction', { masa, tahun, reason: 'x' });
    expect(open.status).toBe(409);
    expect(open.body.code).toBe('bupot_masa_not_reported');
    const noReason = await post<BupotMasaStatus>('/bupot/masa/correction', { ...prev });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.reason).toBe(M.reason_required);
    const next = masa === 12 ? { masa: 1, tahun: tahun + 1 } : { masa: masa + 1, tahun };
    const future = await post<BupotMasaStatus>('/bupot/masa/report', next);
    expect(future.status).toBe(400);
    expect(future.body.fields?.masa).toBe(M.period_future);
    expect((await post<BupotMasaStatus>('/bupot/masa/report', { masa: 13, tahun })).body.fields?.masa).toBe(
      M.masa_range,
    );
    expect((await call(`/bupot/masa?tahun=abc`, { token: owner.token })).status).toBe(400);
  });

  it('is per client, and the admin cannot change it', async () => {
    const other = await ebupotClient();
    const theirs = await call<BupotMasaList>(`/bupot/masa?tahun=${prev.tahun}`, { token: other.token });
    expect(theirs.body.data[prev.masa - 1].state).toBe('open');
    const admin = { token: await loginDemo('admin') };
    const refused = await post<BupotMasaStatus>('/bupot/masa/report', prev, admin);
    expect(refused.status).toBe(403);
  });
});
