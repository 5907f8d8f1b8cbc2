import { beforeAll, describe, expect, it } from 'vitest';
import { BUPOT_SORTS, type BupotDeadlines, type BupotDetail, type BupotList } from '../../contract/ebupot';
import { type EbupotClient, ebupotClient, jakartaToday, slipBody } from './ebupot-fixtures';
import { loginDemo } from './helpers/accounts';
import { call } from './http';

let owner: EbupotClient;
const { masa, tahun } = jakartaToday();
const prev = masa === 1 ? { masa: 12, tahun: tahun - 1 } : { masa: masa - 1, tahun };
const period = `masa=${masa}&tahun=${tahun}`;

const create = async (over = {}) => {
  const reply = await call<BupotDetail>('/bupot', { body: slipBody(over), token: owner.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};
const issue = async (id: number) =>
  (await call<BupotDetail>(`/bupot/${id}/issue`, { method: 'POST', token: owner.token })).body;
const list = async (query: string) => {
  const reply = await call<BupotList>(`/bupot?${query}`, { token: owner.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

let a: BupotDetail;
let b: BupotDetail;
let c: BupotDetail;
beforeAll(async () => {
  owner = await ebupotClient();
  a = await issue((await create({ recipientName: 'PT Alfa Teknik', dpp: 10_000_000 })).id); // PPh 200.000
  b = await issue(
    (
      await create({
        recipientType: 'NIK',
        recipientHasNpwp: false,
        recipientId: '3174055208900003',
        recipientName: 'Bunga Citra',
        dpp: 5_000_000,
      })
    ).id,
  ); // without NPWP: 4 % → 200.000
  c = await create({
    recipientName: 'CV Cahaya',
    kodeObjek: '28-403-02',
    docType: 'Contract',
    dpp: 20_000_000,
  }); // draft
  // withheld inside its own masa (the withholding date lies in the masa)
  const prevDay = `${prev.tahun}-${String(prev.masa).padStart(2, '0')}-28`;
  await create({
    ...prev,
    withholdingDate: prevDay,
    docDate: prevDay,
    recipientName: 'PT Masa Lalu',
    dpp: 1_000_000,
  });
});

describe('GET /api/bupot', () => {
  it('answers { transaksis, allData, total } with the period totals of issued slips', async () => {
    const body = await list(period);
    expect(body.total).toBe(3);
    expect(body.transaksis).toHaveLength(3);
    expect(body.allData.totals).toEqual({ count: 2, dpp: '15000000', pph: '400000', pphPayable: '400000' });
    expect(body.allData.byStatus).toEqual({ draft: 1, issued: 2, replaced: 0, cancelled: 0 });
  });

  it('totals follow corrections and cancellations', async () => {
    const corrected = await call<BupotDetail>(`/bupot/${a.id}/correct`, {
      body: slipBody({ recipientName: 'PT Alfa Teknik', dpp: 12_000_000 }),
      token: owner.token,
    });
    expect(corrected.status).toBe(201);
    let body = await list(period);
    expect(body.allData.totals).toEqual({ count: 2, dpp: '17000000', pph: '440000', pphPayable: '440000' });
    expect(body.allData.byStatus).toMatchObject({ issued: 2, replaced: 1 });

    await call(`/bupot/${b.id}/cancel`, { body: { reason: 'Batal' }, token: owner.token });
    body = await list(period);
    expect(body.allData.totals).toEqual({ count: 1, dpp: '12000000', pph: '240000', pphPayable: '240000' });
    expect(body.allData.byStatus).toEqual({ draft: 1, issued: 1, replaced: 1, cancelled: 1 });
  });

  it('filters by tab and status without changing allData', async () => {
    const invalid = await list(`${period}&tab=tidak_valid`);
    expect(invalid.transaksis.map((s) => s.status).sort()).toEqual(['cancelled', 'replaced']);
    expect(invalid.allData.byStatus.draft).toBe(1);
    expect((await list(`${period}&tab=belum_terbit`)).transaksis.map((s) => s.id)).toEqual([c.id]);
    expect((await list(`${period}&status=issued`)).total).toBe(1);
  });

  it('filters by pasal, recipient and q (number, NIK, name)', async () => {
    expect((await list(`${period}&pasal=${encodeURIComponent('4(2)')}`)).transaksis.map((s) => s.id)).toEqual(
      [c.id],
    );
    expect((await list(`${period}&recipient=bunga`)).transaksis.map((s) => s.id)).toEqual([b.id]);
    expect((await list(`${period}&recipient=3174.0552`)).transaksis.map((s) => s.id)).toEqual([b.id]);
    const byNumber = await list(`q=${a.number}`);
    expect(byNumber.transaksis.map((s) => s.number)).toEqual([a.number, a.number]);
    expect((await list('q=masa%20lalu')).total).toBe(1);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts and pages', async () => {
    const byDpp = await list(`${period}&sort=dpp&order=asc`);
    const dpps = byDpp.transaksis.map((s) => s.dpp);
    expect(dpps).toEqual([...dpps].sort((x, y) => x - y));
    const page1 = await list(`sort=recipientName&order=asc&perPage=2&page=1`);
    const page2 = await list(`sort=recipientName&order=asc&perPage=2&page=2`);
    expect(page1.transaksis).toHaveLength(2);
    expect(page1.total).toBe(5);
    const names = [...page1.transaksis, ...page2.transaksis].map((s) => s.recipientName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('breaks ties by id in the sort direction: every sort read descending is its ascending order reversed', async () => {
    for (const sort of BUPOT_SORTS) {
      const ids = async (order: string) =>
        (await list(`sort=${sort}&order=${order}&perPage=100`)).transaksis.map((s) => s.id);
      const ascending = await ids('asc');
      expect(ascending.length, sort).toBeGreaterThan(3);
      expect(await ids('desc'), sort).toEqual([...ascending].reverse());
    }
  });

  it("shows a client only their slips; it is a client's own list (the admin: 403)", async () => {
    const mine = await list('perPage=100');
    expect(mine.transaksis.every((s) => s.userId === owner.user.id)).toBe(true);
    const other = await call<BupotList>('/bupot?perPage=100', { token: await loginDemo('client2') });
    expect(other.body.transaksis.some((s) => s.userId === owner.user.id)).toBe(false);
    const admin = await call<BupotList>('/bupot?perPage=100', { token: await loginDemo('admin') });
    expect(admin.status).toBe(403);
  });
});

describe('GET /api/bupot/export.csv', () => {
  it('exports the filtered slips as CSV, formulas neutralised', async () => {
    await create({ recipientName: '=HYPERLINK("http://evil")', dpp: 2_000_000 });
    const reply = await call<string>(`/bupot/export.csv?${period}`, { token: owner.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/text\/csv/);
    expect(reply.headers.get('content-disposition')).toContain(
      `ebupot-${tahun}-${String(masa).padStart(2, '0')}.csv`,
    );
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // every text cell is quoted, the header's too (contract/csv.ts)
    expect(lines[0]).toMatch(/^"Masa Pajak","Tahun Pajak","Nomor Bukti Potong"/);
    expect(lines).toHaveLength(1 + 5);
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(reply.body).toContain(a.number!);
    const onlyIssued = await call<string>(`/bupot/export.csv?${period}&status=issued`, {
      token: owner.token,
    });
    expect(onlyIssued.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('GET /api/bupot/deadlines', () => {
  it('answers payment (15th) and reporting (20th) of the next month, shifted to working days', async () => {
    const { body, status } = await call<BupotDeadlines>('/bupot/deadlines?masa=2&tahun=2026', {
      token: owner.token,
    });
    expect(status).toBe(200);
    expect(body.payment).toMatchObject({ nominal: '2026-03-15', date: '2026-03-16', shifted: true }); // Sunday
    expect(body.reporting).toMatchObject({ nominal: '2026-03-20', date: '2026-03-25', shifted: true }); // Idul Fitri
    expect(body.holidayDataKnown).toBe(true);
    expect(body.holidayData).toBe('decreed');
  });

  it('says when the holidays of the deadlines are only estimated (no 2028 decree yet)', async () => {
    const { body } = await call<BupotDeadlines>('/bupot/deadlines?masa=12&tahun=2027', {
      token: owner.token,
    });
    expect(body).toMatchObject({ holidayDataKnown: false, holidayData: 'estimated' });
  });

  it('validates masa and tahun', async () => {
    expect((await call('/bupot/deadlines?masa=13&tahun=2026', { token: owner.token })).status).toBe(400);
    expect((await call('/bupot/deadlines?tahun=2026', { token: owner.token })).status).toBe(400);
  });
});

describe('GET /api/bupot/signers', () => {
  it('lists the active signers that may sign slips, default first', async () => {
    const { body } = await call<{ data: { id: number; isDefault: boolean }[] }>('/bupot/signers', {
      token: owner.token,
    });
    expect(body.data[0]).toMatchObject({ id: owner.signerId, isDefault: true });
  });
});

describe('search (Ctrl+/)', () => {
  it('finds slips by number and by recipient under transaksi', async () => {
    const reply = await call<any>(`/app-bar/search?q=${a.number}`, { token: owner.token });
    expect(reply.status).toBe(200);
    const items = JSON.stringify(reply.body);
    expect(items).toContain(`/client/transaksi/ebupot/${a.id}`);
    const byName = await call<any>('/app-bar/search?q=Cahaya', { token: owner.token });
    expect(JSON.stringify(byName.body)).toContain(`/client/transaksi/ebupot/${c.id}`);
    const stranger = await call<any>('/app-bar/search?q=Cahaya', { token: await loginDemo('client2') });
    expect(JSON.stringify(stranger.body)).not.toContain(`/client/transaksi/ebupot/${c.id}`);
  });
});
