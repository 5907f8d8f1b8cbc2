import { describe, expect, it } from 'vitest';
import type { AnalyticsDashboard, CrmDashboard, EcommerceDashboard } from '../../contract/admin';
import { admin, issueBill, newClient, ok, totalOf, wibDay } from './billing-fixtures';
import { ebupotClient, slipBody } from './ebupot-fixtures';
import { login, registerUser } from './helpers/accounts';
import { call } from './http';

// The admin dashboards count what is in the database: each test reads a dashboard, adds known
// rows through the API (clients, bills, payments, slips, sign-ins) and expects the figures to
// move by exactly those amounts (API files run one at a time, so nothing else moves them).

const crm = async () =>
  ok(await call<CrmDashboard>('/admin/dashboards/crm', { token: await admin() }), 'crm');
const analytics = async () =>
  ok(await call<AnalyticsDashboard>('/admin/dashboards/analytics', { token: await admin() }), 'analytics');
const ecommerce = async () =>
  ok(await call<EcommerceDashboard>('/admin/dashboards/ecommerce', { token: await admin() }), 'ecommerce');
const last = <T>(list: T[]) => list[list.length - 1];
const thisMonth = () => wibDay(0).slice(0, 7);
const amountOf = <T extends { total: number }>(list: T[], match: (row: T) => boolean) =>
  list.find(match)?.total ?? 0;

describe('GET /api/admin/dashboards/crm', () => {
  it('counts clients by state and the new ones of this month', async () => {
    const before = await crm();
    const confirmed = await newClient('Klien Dasbor CRM');
    await registerUser({ nama: 'Klien Belum Konfirmasi' });
    const held = await newClient('Klien Ditangguhkan');
    const suspended = await call(`/admin/users/${held.user.id}/suspend`, {
      method: 'POST',
      token: await admin(),
    });
    expect(suspended.status).toBe(200);
    const after = await crm();

    expect(after.clients.total - before.clients.total).toBe(3);
    expect(after.clients.active - before.clients.active).toBe(1);
    expect(after.clients.pending_confirmation - before.clients.pending_confirmation).toBe(1);
    expect((after.clients.suspended ?? 0) - (before.clients.suspended ?? 0)).toBe(1);
    expect(after.clients.new_this_month - before.clients.new_this_month).toBe(3);
    expect(after.clients.signed_in_30_days - before.clients.signed_in_30_days).toBe(2);
    expect(after.new_clients_per_month).toHaveLength(12);
    expect(last(after.new_clients_per_month).month).toBe(thisMonth());
    expect(last(after.new_clients_per_month).count - last(before.new_clients_per_month).count).toBe(3);
    // newest first by registration time (the server clock's, which other test files move, so the
    // three new clients need not be the newest): ordered, and each marked as it is
    const times = after.recent_clients.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const mine = after.recent_clients.find((r) => r.email === confirmed.email);
    if (mine) expect(mine.confirmed).toBe(true);
    expect(after.recent_clients.every((r) => typeof r.confirmed === 'boolean')).toBe(true);
  });

  it('answers the window asked for', async () => {
    const r = await call<CrmDashboard>('/admin/dashboards/crm?months=6', { token: await admin() });
    expect(r.status).toBe(200);
    expect(r.body.new_clients_per_month.map((m) => m.month)).toHaveLength(6);
    expect(last(r.body.new_clients_per_month).month).toBe(thisMonth());
  });
});

describe('GET /api/admin/dashboards/ecommerce', () => {
  it('sums bills issued, paid, owed and overdue, payments by bank and channel, and the top client', async () => {
    const before = await ecommerce();
    const client = await newClient('Klien Dasbor Tagihan');
    const token = await admin();
    // paid by BNI virtual account at a teller
    const paid = await issueBill(client.user.id, { dpp: 40_000_000_000, tanggal: wibDay(0) });
    const va = ok(
      await call('/createbriva', { token: client.token, body: { invoice_id: paid.id, bank_code: '009' } }),
      'createbriva',
    ).transaksi;
    ok(
      await call('/testPayment', {
        token: client.token,
        body: { va_number: va.va_number, channel: 'TELLER' },
      }),
      'testPayment',
    );
    // owed, not due yet
    const owed = await issueBill(client.user.id, { dpp: 2_000_000, tanggal: wibDay(0) });
    // owed and past due (issued 40 days ago: a month before this one, or two)
    const late = await issueBill(client.user.id, {
      dpp: 3_000_000,
      tanggal: wibDay(-40),
      jatuh_tempo: wibDay(-2),
    });
    // cancelled: counted nowhere
    const cancelled = await issueBill(client.user.id, { dpp: 7_000_000, tanggal: wibDay(0) });
    ok(await call(`/invoice/${cancelled.id}`, { method: 'DELETE', token }), 'cancel');
    const after = await ecommerce();

    const delta = (pick: (d: EcommerceDashboard) => { count: number; total: number }) => ({
      count: pick(after).count - pick(before).count,
      total: pick(after).total - pick(before).total,
    });
    expect(delta((d) => d.outstanding)).toEqual({ count: 2, total: owed.total + late.total });
    expect(delta((d) => d.overdue)).toEqual({ count: 1, total: late.total });
    expect(delta((d) => d.issued_this_month)).toEqual({ count: 2, total: paid.total + owed.total });
    expect(delta((d) => d.paid_this_month)).toEqual({ count: 1, total: totalOf(40_000_000_000) });

    const month = (list: EcommerceDashboard['issued_per_month'], m: string) =>
      list.find((x) => x.month === m) ?? { month: m, count: 0, total: 0 };
    const lateMonth = late.tanggal.slice(0, 7);
    expect(
      month(after.issued_per_month, lateMonth).total - month(before.issued_per_month, lateMonth).total,
    ).toBe(late.total);
    expect(last(after.issued_per_month).total - last(before.issued_per_month).total).toBe(
      paid.total + owed.total,
    );
    expect(last(after.paid_per_month).total - last(before.paid_per_month).total).toBe(paid.total);

    const bni = (d: EcommerceDashboard) => amountOf(d.payments_by_bank, (b) => b.bank_code === '009');
    expect(bni(after) - bni(before)).toBe(paid.total);
    const teller = (d: EcommerceDashboard) => amountOf(d.payments_by_channel, (c) => c.channel === 'TELLER');
    expect(teller(after) - teller(before)).toBe(paid.total);

    expect(after.top_clients[0]).toEqual({
      id: client.user.id,
      nama: 'Klien Dasbor Tagihan',
      company_name: null,
      billed: paid.total + owed.total + late.total,
      paid: paid.total,
      outstanding: owed.total + late.total,
    });
  });
});

describe('GET /api/admin/dashboards/analytics', () => {
  it('counts sign-ins of today and issued slips by PPh article and tax object', async () => {
    const before = await analytics();
    const owner = await ebupotClient();
    await login(owner.email, owner.password);
    const draft = ok(await call<{ id: number }>('/bupot', { body: slipBody(), token: owner.token }), 'draft');
    const issued = ok(
      await call<{ pph: number }>(`/bupot/${draft.id}/issue`, { method: 'POST', token: owner.token }),
      'issue',
    );
    const after = await analytics();

    expect(after.sign_ins_per_day).toHaveLength(30);
    expect(last(after.sign_ins_per_day).day).toBe(wibDay(0));
    // ebupotClient signed in once, then once more here
    expect(last(after.sign_ins_per_day).count - last(before.sign_ins_per_day).count).toBe(2);
    expect(last(after.sign_ins_per_day).users - last(before.sign_ins_per_day).users).toBe(1);

    expect(issued.pph).toBe(200_000); // PPh 23 at 2% of Rp 10.000.000
    expect(after.slips.issued - before.slips.issued).toBe(1);
    expect(after.slips.issued_this_month - before.slips.issued_this_month).toBe(1);
    expect(after.slips.pph_total - before.slips.pph_total).toBe(200_000);
    expect(last(after.slips_per_month).by_pasal['23'] - last(before.slips_per_month).by_pasal['23']).toBe(1);
    expect(last(after.slips_per_month).pph - last(before.slips_per_month).pph).toBe(200_000);
    const code = (d: AnalyticsDashboard) => d.top_tax_objects.find((t) => t.code === '24-104-01');
    expect(code(after)).toMatchObject({ pasal: '23' });
    if (code(before)) expect(code(after)!.count - code(before)!.count).toBe(1);
  });
});

describe("the dashboards are the admin's", () => {
  it('rejects a bad window with a clear 400', async () => {
    const token = await admin();
    for (const query of ['months=7', 'months=abc', 'days=31', 'days=-1']) {
      const r = await call(`/admin/dashboards/analytics?${query}`, { token });
      expect(r.status, query).toBe(400);
      expect(r.body.error, query).toEqual(expect.any(String));
    }
  });

  it('is closed to clients (403) and to callers without a session (401)', async () => {
    const client = await newClient('Klien Bukan Admin');
    for (const path of ['crm', 'analytics', 'ecommerce']) {
      expect((await call(`/admin/dashboards/${path}`, { token: client.token })).status).toBe(403);
      expect((await call(`/admin/dashboards/${path}`)).status).toBe(401);
    }
  });
});
