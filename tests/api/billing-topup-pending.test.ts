import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateVaAnswer,
  DashboardAnswer,
  DompetAnswer,
  InvoiceDetail,
  InvoiceListAnswer,
  TopupAnswer,
} from '../../contract/billing';
import { forgetAdmin, issueBill, newClient, ok } from './billing-fixtures';
import { advanceClock, login, resetClock, type TestAccount } from './helpers/accounts';
import { call } from './http';

// An abandoned top-up (made, VA opened, never paid) is not a bill the client owes: it stays out
// of the bill list and the unpaid sums, waits in the wallet with its VA, and ends with its VA.

let c: TestAccount;

async function startTopup(token: string, amount: number) {
  const { invoice } = ok(await call<TopupAnswer>('/dompet/topup', { token, body: { amount } }), 'topup');
  const va = ok(
    await call<CreateVaAnswer>('/createbriva', { token, body: { invoice_id: invoice.id } }),
    'createbriva',
  );
  return { invoice, va: va.transaksi };
}

beforeAll(async () => {
  await resetClock();
  c = await newClient('Klien Isi Saldo Tertinggal');
});
afterAll(() => resetClock());

describe('an abandoned top-up', () => {
  it('is neither listed nor counted as a bill, and waits in the wallet with its VA', async () => {
    const bill = await issueBill(c.user.id, { dpp: 100_000 });
    const { invoice, va } = await startTopup(c.token, 250_000);

    const list = ok(await call<InvoiceListAnswer>('/invoice', { token: c.token }), 'bill list');
    expect(list.invoices.map((i) => i.id)).toEqual([bill.id]);
    expect(list.total).toBe(1);
    const unpaidOnly = ok(
      await call<InvoiceListAnswer>('/invoice?status=MENUNGGU', { token: c.token }),
      'pending bills',
    );
    expect(unpaidOnly.total).toBe(0);
    // still reachable when asked for by kind
    const topups = ok(await call<InvoiceListAnswer>('/invoice?kind=TOPUP', { token: c.token }), 'top-ups');
    expect(topups.invoices.map((i) => i.id)).toEqual([invoice.id]);

    const dash = ok(await call<DashboardAnswer>('/dashboard', { token: c.token }), 'dashboard');
    expect(dash.unpaid_count).toBe(1);
    expect(dash.unpaid_total).toBe(bill.total);
    expect(dash.upcoming_due.map((i) => i.id)).toEqual([bill.id]);

    const wallet = ok(await call<DompetAnswer>('/dompet', { token: c.token }), 'wallet');
    expect(wallet.pending_topups).toHaveLength(1);
    expect(wallet.pending_topups[0]).toMatchObject({
      id: va.id,
      invoice_id: invoice.id,
      amount: 250_000,
      va_number: va.va_number,
      expires_at: va.expires_at,
      status: 'MENUNGGU',
    });
  });

  it('ends with its VA: cancelled, gone from the wallet, no VA can be opened again', async () => {
    await advanceClock(25 * 60 * 60_000);
    forgetAdmin();
    const token = await login(c.email, c.password);
    const wallet = ok(await call<DompetAnswer>('/dompet', { token }), 'wallet');
    expect(wallet.pending_topups).toEqual([]);
    const topups = ok(await call<InvoiceListAnswer>('/invoice?kind=TOPUP', { token }), 'top-ups');
    expect(topups.invoices.map((i) => i.status)).toEqual(['DIBATALKAN']);
    const again = await call('/createbriva', { token, body: { invoice_id: topups.invoices[0].id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_cancelled');
    // a real bill whose VA expired goes back to unpaid as before
    const dash = ok(await call<DashboardAnswer>('/dashboard', { token }), 'dashboard');
    expect(dash.unpaid_count).toBe(1);
  });

  it('without a VA, ends after its due date', async () => {
    const token = await login(c.email, c.password);
    const { invoice } = ok(
      await call<TopupAnswer>('/dompet/topup', { token, body: { amount: 20_000 } }),
      'topup',
    );
    await advanceClock(2 * 24 * 60 * 60_000);
    const later = await login(c.email, c.password);
    ok(await call<DompetAnswer>('/dompet', { token: later }), 'wallet');
    const detail = ok(await call<InvoiceDetail>(`/invoice/${invoice.id}`, { token: later }), 'detail');
    expect(detail.status).toBe('DIBATALKAN');
  });
});
