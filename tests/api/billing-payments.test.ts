import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateVaAnswer,
  InvoiceDetail,
  ShowVaAnswer,
  TestPaymentAnswer,
  TransaksiListAnswer,
  TransaksiStatusAnswer,
} from '../../contract/billing';
import {
  admin,
  forgetAdmin,
  issueBill,
  newClient,
  type OrError,
  ok,
  parseCsv,
  together,
  totalOf,
} from './billing-fixtures';
import { advanceClock, login, resetClock, type TestAccount } from './helpers/accounts';
import { call } from './http';
import { startServer } from './start-server';

// Virtual accounts and payments: createbriva (idempotent, concurrent), showbriva, getstatus,
// the sandbox bank (testPayment), cancel, expiry (lazy and by sweep), GET /transaksi, CSV.

let a: TestAccount;
let b: TestAccount;

const createVa = (token: string, invoice_id: number, bank_code?: string) =>
  call<OrError<CreateVaAnswer>>('/createbriva', {
    token,
    body: { invoice_id, ...(bank_code ? { bank_code } : {}) },
  });
const pay = (token: string, body: Record<string, unknown>) =>
  call<OrError<TestPaymentAnswer>>('/testPayment', { token, body });
const detail = async (token: string, id: number) =>
  ok(await call<InvoiceDetail>(`/invoice/${id}`, { token }), 'detail');
const payments = async (token: string, query = '') =>
  ok(await call<TransaksiListAnswer>(`/transaksi?${query}`, { token }), `GET /transaksi?${query}`);
const notifications = async (token: string) =>
  ok(
    await call<{ notifications: { type: string; url: string }[] }>('/notifications', { token }),
    'notifications',
  ).notifications;

beforeAll(async () => {
  [a, b] = await Promise.all([newClient('Klien A Bayar'), newClient('Klien B Bayar')]);
});

afterEach(async () => {
  await resetClock();
});

describe('POST /api/createbriva', () => {
  it('makes a BRIVA for the bill, then answers the same VA while it is active', async () => {
    const bill = await issueBill(a.user.id, { dpp: 1_000_000 });
    const first = await createVa(a.token, bill.id);
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    expect(first.body.sandbox).toBe(true);
    const va = first.body.transaksi;
    expect(va).toMatchObject({
      invoice_id: bill.id,
      nomor_invoice: bill.nomor,
      method: 'VA',
      bank: 'Bank Rakyat Indonesia',
      bank_code: '002',
      amount: totalOf(1_000_000),
      status: 'MENUNGGU',
      channel: null,
      paid_at: null,
    });
    // formats.md §8: 5-digit company code + 10-digit customer code
    expect(va.va_number).toMatch(/^77777\d{10}$/);
    const ttl = Date.parse(va.expires_at!) - Date.parse(va.created_at);
    expect(ttl).toBe(24 * 60 * 60_000);

    const again = await createVa(a.token, bill.id, '008');
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.transaksi.va_number).toBe(va.va_number);

    const after = await detail(a.token, bill.id);
    expect(after).toMatchObject({
      status: 'MENUNGGU',
      active_transaksi_id: va.id,
      can_cancel: false,
      can_pay: true,
    });
    expect(after.transaksis.map((t) => t.id)).toEqual([va.id]);
  });

  it('makes VAs of other banks with their own prefix and length', async () => {
    const bill = await issueBill(a.user.id);
    const reply = await createVa(a.token, bill.id, '008');
    expect(reply.status).toBe(201);
    expect(reply.body.transaksi).toMatchObject({ bank: 'Bank Mandiri', bank_code: '008' });
    expect(reply.body.transaksi.va_number).toMatch(/^88908\d{11}$/);
  });

  it('gives one VA to fifty concurrent requests for one bill', async () => {
    const bill = await issueBill(a.user.id, { dpp: 250_000 });
    const replies = await together(50, () => createVa(a.token, bill.id));
    expect(replies.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(replies.filter((r) => r.body.created)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body.transaksi.va_number)).size).toBe(1);
    const history = await detail(a.token, bill.id);
    expect(history.transaksis).toHaveLength(1);
  });

  it('refuses banks without a VA, junk bank codes and junk ids', async () => {
    const bill = await issueBill(a.user.id);
    const noVa = await createVa(a.token, bill.id, '011');
    expect(noVa.status).toBe(400);
    expect(noVa.body.code).toBe('bank_no_va');
    expect((await createVa(a.token, bill.id, '999')).body.code).toBe('bank_no_va');
    for (const body of [
      { invoice_id: bill.id, bank_code: 'BRI' },
      { invoice_id: 'x' },
      { invoice_id: -1 },
      {},
    ]) {
      const reply = await call('/createbriva', { token: a.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('validation');
    }
  });

  it("answers 404 for another client's bill", async () => {
    const bill = await issueBill(a.user.id);
    const reply = await createVa(b.token, bill.id);
    expect(reply.status).toBe(404);
    expect((await detail(a.token, bill.id)).transaksis).toEqual([]);
  });

  it('refuses paid and cancelled bills', async () => {
    const paid = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, paid.id), 'createbriva');
    ok(await pay(a.token, { id: va.transaksi.id }), 'testPayment');
    const again = await createVa(a.token, paid.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_paid');

    const cancelled = await issueBill(a.user.id);
    ok(await call(`/invoice/${cancelled.id}`, { method: 'DELETE', token: a.token }), 'cancel');
    const refused = await createVa(a.token, cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('already_cancelled');
  });
});

describe('GET /api/showbriva/{id} and /api/getstatus/{id}', () => {
  it('answers the VA and its status to its owner only', async () => {
    const bill = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    const shown = ok(await call<ShowVaAnswer>(`/showbriva/${va.id}`, { token: a.token }), 'showbriva');
    expect(shown.transaksi).toEqual(va);
    expect(shown.sandbox).toBe(true);
    const status = ok(
      await call<TransaksiStatusAnswer>(`/getstatus/${va.id}`, { token: a.token }),
      'getstatus',
    );
    expect(status).toEqual({
      id: va.id,
      status: 'MENUNGGU',
      invoice_status: 'MENUNGGU',
      paid_at: null,
      expires_at: va.expires_at,
    });
    expect((await call(`/showbriva/${va.id}`, { token: b.token })).status).toBe(404);
    expect((await call(`/getstatus/${va.id}`, { token: b.token })).status).toBe(404);
    expect((await call('/getstatus/abc', { token: a.token })).status).toBe(400);
    expect((await call(`/getstatus/${va.id}`, { token: await admin() })).status).toBe(200);
  });
});

describe('POST /api/testPayment (sandbox bank)', () => {
  it('pays a pending VA by number: payment TERBAYAR, bill LUNAS, the client told; a repeat changes nothing', async () => {
    const bill = await issueBill(a.user.id, { dpp: 300_000 });
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    const wrong = await pay(a.token, { va_number: va.va_number, amount: va.amount - 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('amount_mismatch');

    const paid = await pay(a.token, { va_number: va.va_number, amount: va.amount, channel: 'ATM' });
    expect(paid.status).toBe(200);
    expect(paid.body.applied).toBe(true);
    expect(paid.body.transaksi).toMatchObject({ id: va.id, status: 'TERBAYAR', channel: 'ATM' });
    expect(paid.body.transaksi.paid_at).not.toBeNull();
    expect(paid.body.invoice).toMatchObject({
      id: bill.id,
      status: 'LUNAS',
      can_pay: false,
      can_cancel: false,
    });

    const repeat = await pay(a.token, { va_number: va.va_number });
    expect(repeat.status).toBe(200);
    expect(repeat.body.applied).toBe(false);
    expect(repeat.body.transaksi.paid_at).toBe(paid.body.transaksi.paid_at);

    const status = ok(
      await call<TransaksiStatusAnswer>(`/getstatus/${va.id}`, { token: a.token }),
      'getstatus',
    );
    expect(status).toMatchObject({ status: 'TERBAYAR', invoice_status: 'LUNAS' });
    const paidNotes = (await notifications(a.token)).filter(
      (n) => n.type === 'invoice.paid' && n.url === `/client/invoice/${bill.id}`,
    );
    expect(paidNotes).toHaveLength(1);
  });

  it('applies fifty concurrent notifications once', async () => {
    const bill = await issueBill(a.user.id, { dpp: 420_000 });
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    const replies = await together(50, () => pay(a.token, { va_number: va.va_number }));
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(replies.filter((r) => r.body.applied)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body.transaksi.paid_at)).size).toBe(1);
    const paidNotes = (await notifications(a.token)).filter(
      (n) => n.type === 'invoice.paid' && n.url === `/client/invoice/${bill.id}`,
    );
    expect(paidNotes).toHaveLength(1);
  });

  it("refuses cancelled VAs; answers 404 for another client's VA and unknown numbers; validates", async () => {
    const bill = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    expect((await pay(b.token, { va_number: va.va_number })).status).toBe(404);
    expect((await pay(a.token, { va_number: '777779999999999' })).status).toBe(404);
    ok(await call(`/transaksi/${va.id}`, { method: 'DELETE', token: a.token }), 'cancel');
    const cancelled = await pay(a.token, { id: va.id });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('va_cancelled');
    for (const body of [{}, { va_number: '12ab' }, { id: 0 }, { id: va.id, channel: 'PIGEON' }]) {
      const reply = await pay(a.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('does not exist when the server is not in sandbox mode', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
    const server = await startServer({
      databaseUrl,
      env: { SANDBOX: '0', SEED: '0', SWEEP_INTERVAL_SECONDS: '3600' },
    });
    try {
      const res = await fetch(`${server.url}/api/testPayment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'portal-pajak-dev-key' },
        body: JSON.stringify({ id: 1 }),
      });
      expect(res.status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

describe('cancelling a pending payment', () => {
  it('DELETE /transaksi/{id}: DIBATALKAN, the bill is payable again; only once', async () => {
    const bill = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    expect((await call(`/transaksi/${va.id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    const reply = await call<{ transaksi: { status: string } }>(`/transaksi/${va.id}`, {
      method: 'DELETE',
      token: a.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.transaksi.status).toBe('DIBATALKAN');
    expect((await detail(a.token, bill.id)).status).toBe('BELUM_DIBAYAR');
    const again = await call(`/transaksi/${va.id}`, { method: 'DELETE', token: a.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_pending');
    const next = await createVa(a.token, bill.id);
    expect(next.status).toBe(201);
    expect(next.body.transaksi.va_number).not.toBe(va.va_number);
  });

  it('DELETE /apps/pembayaran/delete with { id } does the same', async () => {
    const bill = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    const wrong = await call('/apps/pembayaran/delete', {
      method: 'DELETE',
      token: a.token,
      body: { id: 'x' },
    });
    expect(wrong.status).toBe(400);
    const other = await call('/apps/pembayaran/delete', {
      method: 'DELETE',
      token: b.token,
      body: { id: va.id },
    });
    expect(other.status).toBe(404);
    const reply = await call<{ transaksi: { status: string } }>('/apps/pembayaran/delete', {
      method: 'DELETE',
      token: a.token,
      body: { id: va.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.transaksi.status).toBe('DIBATALKAN');
  });

  it('refuses a paid payment', async () => {
    const bill = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    ok(await pay(a.token, { id: va.id }), 'testPayment');
    const reply = await call(`/transaksi/${va.id}`, { method: 'DELETE', token: a.token });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('not_pending');
  });
});

describe('VA expiry', () => {
  const DAY_AND_AN_HOUR = 25 * 60 * 60_000;

  it('turns KADALUARSA on read after the TTL; the bill gets a new VA; the client is told', async () => {
    const bill = await issueBill(a.user.id, { jatuh_tempo: undefined });
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    await advanceClock(DAY_AND_AN_HOUR);
    forgetAdmin();
    const token = await login(a.email, a.password); // the old session ended with the jump
    const status = ok(await call<TransaksiStatusAnswer>(`/getstatus/${va.id}`, { token }), 'getstatus');
    expect(status.status).toBe('KADALUARSA');
    expect(status.invoice_status).toBe('BELUM_DIBAYAR');
    const late = await pay(token, { id: va.id });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('va_expired');
    const fresh = await createVa(token, bill.id);
    expect(fresh.status).toBe(201);
    expect(fresh.body.transaksi.va_number).not.toBe(va.va_number);
    expect(Date.parse(fresh.body.transaksi.expires_at!)).toBeGreaterThan(Date.parse(va.expires_at!));
    const expiredNotes = (await notifications(token)).filter(
      (n) => n.type === 'va.expired' && n.url === `/client/invoice/${bill.id}`,
    );
    expect(expiredNotes).toHaveLength(1);
  });

  it('is applied by the periodic sweep without any read', async () => {
    const bill = await issueBill(a.user.id);
    ok(await createVa(a.token, bill.id), 'createbriva');
    await advanceClock(DAY_AND_AN_HOUR);
    forgetAdmin();
    const token = await login(a.email, a.password);
    // GET /notifications is the shell's and does not touch billing: only the sweep can expire the VA.
    let told = false;
    for (let tries = 0; tries < 40 && !told; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      told = (await notifications(token)).some(
        (n) => n.type === 'va.expired' && n.url === `/client/invoice/${bill.id}`,
      );
    }
    expect(told).toBe(true);
  });

  it('keeps a VA that has not reached its expiry', async () => {
    const bill = await issueBill(a.user.id);
    const va = ok(await createVa(a.token, bill.id), 'createbriva').transaksi;
    await advanceClock(23 * 60 * 60_000);
    const token = await login(a.email, a.password);
    const status = ok(await call<TransaksiStatusAnswer>(`/getstatus/${va.id}`, { token }), 'getstatus');
    expect(status.status).toBe('MENUNGGU');
  });
});

describe('GET /api/transaksi', () => {
  let c: TestAccount;
  const made: Record<string, { id: number; va_number: string | null; nomor: string; amount: number }> = {};

  beforeAll(async () => {
    c = await newClient('Klien C Daftar');
    // BRI pending, BRI paid, Mandiri paid, BNI cancelled, BCA pending
    const plan: [string, string, 'pending' | 'paid' | 'cancel', number][] = [
      ['briPending', '002', 'pending', 100_000],
      ['briPaid', '002', 'paid', 200_000],
      ['mandiriPaid', '008', 'paid', 300_000],
      ['bniCancelled', '009', 'cancel', 400_000],
      ['bcaPending', '014', 'pending', 500_000],
    ];
    for (const [name, bank, fate, dpp] of plan) {
      const bill = await issueBill(c.user.id, { dpp });
      const va = ok(await createVa(c.token, bill.id, bank), 'createbriva').transaksi;
      if (fate === 'paid') ok(await pay(c.token, { id: va.id }), 'testPayment');
      if (fate === 'cancel')
        ok(await call(`/transaksi/${va.id}`, { method: 'DELETE', token: c.token }), 'cancel');
      made[name] = { id: va.id, va_number: va.va_number, nomor: bill.nomor, amount: va.amount };
    }
  });

  it('answers the client its payments with per-status counts in allData', async () => {
    const body = await payments(c.token);
    expect(body.total).toBe(5);
    expect(body.allData).toEqual({ MENUNGGU: 2, TERBAYAR: 2, KADALUARSA: 0, DIBATALKAN: 1, ALL: 5 });
    expect(body.params).toEqual({ page: 1, perPage: 10, sort: 'created_at:desc' });
    expect(body.transaksis.map((t) => t.id)).toEqual(
      Object.values(made)
        .map((m) => m.id)
        .reverse(),
    );
  });

  it('filters by status; allData keeps the counts of the other tabs', async () => {
    const body = await payments(c.token, 'status=TERBAYAR');
    expect(body.total).toBe(2);
    expect(body.transaksis.map((t) => t.id).sort()).toEqual([made.briPaid.id, made.mandiriPaid.id].sort());
    expect(body.allData.MENUNGGU).toBe(2);
  });

  it('filters by bank code or short name (BRI quick view)', async () => {
    for (const bank of ['002', 'BRI', 'bri']) {
      const body = await payments(c.token, `bank=${bank}`);
      expect(body.transaksis.map((t) => t.id).sort(), bank).toEqual(
        [made.briPending.id, made.briPaid.id].sort(),
      );
      expect(body.allData).toEqual({ MENUNGGU: 1, TERBAYAR: 1, KADALUARSA: 0, DIBATALKAN: 0, ALL: 2 });
    }
    const bri = await payments(c.token, 'bank=BRI&status=MENUNGGU');
    expect(bri.transaksis.map((t) => t.id)).toEqual([made.briPending.id]);
    expect((await payments(c.token, 'bank=Mandiri')).transaksis.map((t) => t.id)).toEqual([
      made.mandiriPaid.id,
    ]);
  });

  it('searches the VA number and the bill number', async () => {
    const byVa = await payments(c.token, `q=${made.bcaPending.va_number!.slice(-6)}`);
    expect(byVa.transaksis.map((t) => t.id)).toEqual([made.bcaPending.id]);
    const byNomor = await payments(c.token, `q=${encodeURIComponent(made.mandiriPaid.nomor)}`);
    expect(byNomor.transaksis.map((t) => t.id)).toEqual([made.mandiriPaid.id]);
  });

  it('sorts and pages', async () => {
    const asc = await payments(c.token, 'sort=amount:asc&perPage=10');
    expect(asc.transaksis.map((t) => t.amount)).toEqual(Object.values(made).map((m) => m.amount));
    const p2 = await payments(c.token, 'sort=amount:desc&perPage=10&page=2');
    expect(p2.transaksis).toEqual([]);
    expect(p2.total).toBe(5);
    const byBank = await payments(c.token, 'sort=bank:asc');
    const names = byBank.transaksis.map((t) => t.bank);
    expect(names).toEqual([...names].sort());
  });

  it('filters by created date range', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await payments(c.token, `date_from=${today}&date_to=${today}`)).total).toBe(5);
    expect((await payments(c.token, 'date_to=2020-01-01')).total).toBe(0);
  });

  it('refuses bad queries', async () => {
    for (const query of [
      'status=LUNAS',
      'bank=%21%21',
      'perPage=3',
      'sort=va:asc',
      'page=-1',
      'date_from=yesterday',
    ]) {
      const reply = await call(`/transaksi?${query}`, { token: c.token });
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe('validation');
    }
  });

  it("keeps each client to its own payments; the admin sees them all with the client's name", async () => {
    const other = await payments(b.token, 'perPage=100');
    expect(other.transaksis.some((t) => t.client_id === c.user.id)).toBe(false);
    const token = await admin();
    const forC = await payments(token, `client_id=${c.user.id}`);
    expect(forC.total).toBe(5);
    expect(forC.transaksis.every((t) => t.client_nama === 'Klien C Daftar')).toBe(true);
  });

  it('exports every matching payment as CSV', async () => {
    const res = await call<string>('/transaksi/export.csv?bank=BRI&sort=amount:asc', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="pembayaran-\d{8}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header.slice(0, 8)).toEqual([
      'id',
      'nomor_invoice',
      'klien',
      'bank',
      'bank_code',
      'va_number',
      'amount',
      'status',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual([made.briPending.id, made.briPaid.id]);
    expect(rows.map((r) => r[7])).toEqual(['MENUNGGU', 'TERBAYAR']);
    expect(rows[0][5]).toBe(made.briPending.va_number);
  });
});
