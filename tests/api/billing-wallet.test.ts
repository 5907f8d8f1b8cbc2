import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateVaAnswer,
  DashboardAnswer,
  DompetAnswer,
  InvoiceDetail,
  TestPaymentAnswer,
  TopupAnswer,
  WalletPayAnswer,
} from '../../contract/billing';
import { admin, issueBill, newClient, type OrError, ok, together, totalOf, wibDay } from './billing-fixtures';
import type { TestAccount } from './helpers/accounts';
import { call } from './http';

// Wallet (dompet): top-up by VA credited once, paying from the wallet atomically, scoping;
// and the dashboard's sums over known rows.

let c: TestAccount;
let b: TestAccount;

const dompet = async (token: string, query = '') =>
  ok(await call<DompetAnswer>(`/dompet?${query}`, { token }), `GET /dompet?${query}`);
const payFromWallet = (token: string, invoice_id: number) =>
  call<OrError<WalletPayAnswer>>('/dompet/pay', { token, body: { invoice_id } });

/** Top-up of `amount` paid through its VA by the sandbox bank. */
async function topUp(token: string, amount: number) {
  const { invoice } = ok(await call<TopupAnswer>('/dompet/topup', { token, body: { amount } }), 'topup');
  const va = ok(
    await call<CreateVaAnswer>('/createbriva', { token, body: { invoice_id: invoice.id } }),
    'createbriva',
  );
  ok(await call<TestPaymentAnswer>('/testPayment', { token, body: { id: va.transaksi.id } }), 'testPayment');
  return invoice;
}

beforeAll(async () => {
  [c, b] = await Promise.all([newClient('Klien C Dompet'), newClient('Klien B Dompet')]);
});

describe('wallet top-up', () => {
  it('starts empty', async () => {
    const body = await dompet(c.token);
    expect(body).toMatchObject({ balance: 0, ledger: [], total: 0 });
  });

  it('validates the amount (Rp 10.000 … Rp 100.000.000, whole rupiah)', async () => {
    for (const amount of [9_999, 100_000_001, 10_000.5, '50000', -1, null]) {
      const reply = await call('/dompet/topup', { token: c.token, body: { amount } });
      expect(reply.status, String(amount)).toBe(400);
      expect(reply.body.fields).toHaveProperty('amount');
    }
  });

  it('makes a TOPUP bill from Portal Pajak without PPN, credited once when fifty notifications arrive', async () => {
    const { invoice } = ok(
      await call<TopupAnswer>('/dompet/topup', { token: c.token, body: { amount: 1_000_000 } }),
      'topup',
    );
    expect(invoice).toMatchObject({
      kind: 'TOPUP',
      dpp: 1_000_000,
      ppn: 0,
      total: 1_000_000,
      status: 'BELUM_DIBAYAR',
    });
    expect(invoice.nomor).toMatch(/^TOPUP\/\d{4}\/\d{2}\/\d{6}$/);
    expect(invoice.penjual.nama).toBe('PT Portal Pajak Indonesia');
    expect((await dompet(c.token)).balance).toBe(0);

    const va = ok(
      await call<CreateVaAnswer>('/createbriva', { token: c.token, body: { invoice_id: invoice.id } }),
      'va',
    );
    const replies = await together(50, () =>
      call<TestPaymentAnswer>('/testPayment', {
        token: c.token,
        body: { va_number: va.transaksi.va_number },
      }),
    );
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(replies.filter((r) => r.body.applied)).toHaveLength(1);

    const wallet = await dompet(c.token);
    expect(wallet.balance).toBe(1_000_000);
    expect(wallet.ledger).toHaveLength(1);
    expect(wallet.ledger[0]).toMatchObject({
      type: 'CREDIT',
      amount: 1_000_000,
      invoice_id: invoice.id,
      transaksi_id: va.transaksi.id,
      reference: invoice.nomor,
    });
  });

  it('is for clients only', async () => {
    const reply = await call('/dompet/topup', { token: await admin(), body: { amount: 50_000 } });
    expect(reply.status).toBe(403);
  });
});

describe('POST /api/dompet/pay', () => {
  it('pays a bill from the wallet: bill LUNAS, a WALLET payment, a DEBIT; the balance drops', async () => {
    const bill = await issueBill(c.user.id, { dpp: 500_000 });
    const reply = await payFromWallet(c.token, bill.id);
    expect(reply.status).toBe(200);
    expect(reply.body.balance).toBe(1_000_000 - totalOf(500_000));
    expect(reply.body.invoice).toMatchObject({ id: bill.id, status: 'LUNAS' });
    expect(reply.body.transaksi).toMatchObject({
      method: 'WALLET',
      bank_code: 'WALLET',
      va_number: null,
      status: 'TERBAYAR',
      channel: 'WALLET',
      amount: totalOf(500_000),
    });
    const wallet = await dompet(c.token);
    expect(wallet.balance).toBe(445_000);
    expect(wallet.ledger[0]).toMatchObject({
      type: 'DEBIT',
      amount: 555_000,
      invoice_id: bill.id,
      reference: bill.nomor,
    });
    const again = await payFromWallet(c.token, bill.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_paid');
  });

  it('refuses a bill larger than the balance and changes nothing', async () => {
    const bill = await issueBill(c.user.id, { dpp: 1_000_000 });
    const reply = await payFromWallet(c.token, bill.id);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'insufficient_balance', balance: 445_000, required: 1_110_000 });
    expect((await dompet(c.token)).balance).toBe(445_000);
    const after = ok(await call<InvoiceDetail>(`/invoice/${bill.id}`, { token: c.token }), 'detail');
    expect(after.status).toBe('BELUM_DIBAYAR');
    expect(after.transaksis).toEqual([]);
  });

  it('lets only one of two concurrent payments through when the balance covers one', async () => {
    const [x, y] = [
      await issueBill(c.user.id, { dpp: 300_000 }),
      await issueBill(c.user.id, { dpp: 300_000 }),
    ];
    const replies = await Promise.all([payFromWallet(c.token, x.id), payFromWallet(c.token, y.id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.code).toBe('insufficient_balance');
    const wallet = await dompet(c.token);
    expect(wallet.balance).toBe(445_000 - 333_000);
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
  });

  it('drains the wallet with ten concurrent payments but never below zero', async () => {
    await topUp(c.token, 100_000);
    const start = (await dompet(c.token)).balance; // 212.000
    const small = await together(10, () => issueBill(c.user.id, { dpp: 40_000 })); // 44.400 each
    const replies = await together(10, (k) => payFromWallet(c.token, small[k].id));
    const paid = replies.filter((r) => r.status === 200).length;
    expect(paid).toBe(Math.floor(start / 44_400));
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'insufficient_balance')).toBe(
      true,
    );
    expect((await dompet(c.token)).balance).toBe(start - paid * 44_400);
  });

  it('cancels the pending VA of the bill it pays', async () => {
    await topUp(c.token, 200_000);
    const bill = await issueBill(c.user.id, { dpp: 50_000 });
    const va = ok(
      await call<CreateVaAnswer>('/createbriva', { token: c.token, body: { invoice_id: bill.id } }),
      'va',
    );
    ok(await payFromWallet(c.token, bill.id), 'pay');
    const after = ok(await call<InvoiceDetail>(`/invoice/${bill.id}`, { token: c.token }), 'detail');
    expect(after.status).toBe('LUNAS');
    const old = after.transaksis.find((t) => t.id === va.transaksi.id);
    expect(old?.status).toBe('DIBATALKAN');
    expect(after.transaksis.filter((t) => t.status === 'TERBAYAR')).toHaveLength(1);
    const late = await call('/testPayment', { token: c.token, body: { id: va.transaksi.id } });
    expect(late.body.code).toBe('va_cancelled');
  });

  it('refuses top-up bills, cancelled bills and bad ids', async () => {
    const { invoice } = ok(
      await call<TopupAnswer>('/dompet/topup', { token: c.token, body: { amount: 10_000 } }),
      'topup',
    );
    expect((await payFromWallet(c.token, invoice.id)).body.code).toBe('topup_from_wallet');
    const bill = await issueBill(c.user.id, { dpp: 10_000 });
    ok(await call(`/invoice/${bill.id}`, { method: 'DELETE', token: c.token }), 'cancel');
    expect((await payFromWallet(c.token, bill.id)).body.code).toBe('already_cancelled');
    expect((await call('/dompet/pay', { token: c.token, body: { invoice_id: 'abc' } })).status).toBe(400);
  });

  it("answers 404 for another client's bill; each wallet is private", async () => {
    const bill = await issueBill(c.user.id, { dpp: 10_000 });
    expect((await payFromWallet(b.token, bill.id)).status).toBe(404);
    expect((await dompet(b.token)).balance).toBe(0);
    const seen = await dompet(await admin(), `client_id=${c.user.id}`);
    expect(seen.balance).toBe((await dompet(c.token)).balance);
    // a client's client_id is ignored: still its own wallet
    expect((await dompet(b.token, `client_id=${c.user.id}`)).balance).toBe(0);
  });

  it('pages the ledger, newest first', async () => {
    const all = await dompet(c.token, 'perPage=100');
    const page = await dompet(c.token, 'perPage=10&page=1');
    expect(page.total).toBe(all.ledger.length);
    const sum = all.ledger.reduce((s, e) => s + (e.type === 'CREDIT' ? e.amount : -e.amount), 0);
    expect(sum).toBe(all.balance);
    const times = all.ledger.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call('/dompet?perPage=11', { token: c.token })).status).toBe(400);
  });
});

describe('GET /api/dashboard', () => {
  it('sums what was inserted', async () => {
    const d = await newClient('Klien D Dashboard');
    const soon = await issueBill(d.user.id, { tanggal: wibDay(-3), jatuh_tempo: wibDay(3), dpp: 1_000_000 });
    const later = await issueBill(d.user.id, {
      tanggal: wibDay(-3),
      jatuh_tempo: wibDay(30),
      dpp: 2_000_000,
    });
    const overdue = await issueBill(d.user.id, {
      tanggal: wibDay(-40),
      jatuh_tempo: wibDay(-10),
      dpp: 3_000_000,
    });
    const pending = await issueBill(d.user.id, { tanggal: wibDay(-1), jatuh_tempo: wibDay(5), dpp: 400_000 });
    const paid = await issueBill(d.user.id, { tanggal: wibDay(-2), jatuh_tempo: wibDay(20), dpp: 500_000 });
    const cancelled = await issueBill(d.user.id, { dpp: 9_000_000, jatuh_tempo: wibDay(2) });
    ok(await call(`/invoice/${cancelled.id}`, { method: 'DELETE', token: d.token }), 'cancel');
    ok(await call('/createbriva', { token: d.token, body: { invoice_id: pending.id } }), 'va');
    const va = ok(
      await call<CreateVaAnswer>('/createbriva', { token: d.token, body: { invoice_id: paid.id } }),
      'va',
    );
    ok(await call('/testPayment', { token: d.token, body: { id: va.transaksi.id } }), 'pay');

    const body = ok(await call<DashboardAnswer>('/dashboard', { token: d.token }), 'dashboard');
    const unpaid = [soon, later, overdue, pending];
    expect(body.unpaid_count).toBe(4);
    expect(body.unpaid_total).toBe(unpaid.reduce((s, i) => s + i.total, 0));
    expect(body.due_within_7_days).toEqual({ count: 2, total: soon.total + pending.total });
    expect(body.paid_this_month).toEqual({ count: 1, total: paid.total });
    expect(body.wallet_balance).toBe(0);
    expect(body.payments_per_month).toHaveLength(12);
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    expect(body.payments_per_month[11]).toEqual({ month, count: 1, total: paid.total });
    expect(body.payments_per_month.slice(0, 11).every((m) => m.count === 0 && m.total === 0)).toBe(true);
    expect(body.payments_per_month.map((m) => m.month)).toEqual(
      [...body.payments_per_month.map((m) => m.month)].sort(),
    );
    expect(body.upcoming_due.map((i) => i.id)).toEqual([overdue.id, soon.id, pending.id, later.id]);
    expect(body.upcoming_due[0].status).toBe('JATUH_TEMPO');
    expect(body.recent_payments.map((t) => t.id)).toEqual([va.transaksi.id]);
  });

  it('counts wallet payments and the wallet balance', async () => {
    const e = await newClient('Klien E Dashboard');
    await topUp(e.token, 300_000);
    const bill = await issueBill(e.user.id, { dpp: 100_000 });
    ok(await payFromWallet(e.token, bill.id), 'wallet pay');
    const body = ok(await call<DashboardAnswer>('/dashboard', { token: e.token }), 'dashboard');
    expect(body.wallet_balance).toBe(300_000 - 111_000);
    expect(body.paid_this_month).toEqual({ count: 2, total: 300_000 + 111_000 });
    expect(body.unpaid_count).toBe(0);
    expect(body.recent_payments.map((t) => t.method)).toEqual(['WALLET', 'VA']);
  });

  it('needs a session', async () => {
    expect((await call('/dashboard')).status).toBe(401);
  });
});
