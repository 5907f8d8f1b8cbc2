import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceDetail, InvoiceListAnswer } from '../../contract/billing';
import { admin, issueBill, newClient, ok, parseCsv, sellerList, totalOf, wibDay } from './billing-fixtures';
import type { TestAccount } from './helpers/accounts';
import { call } from './http';

// Bills: GET /invoice (filters, sort, paging, validation), detail, cancel rules, ownership,
// admin issuing, CSV export.

let a: TestAccount;
let b: TestAccount;
/** client A's bills by a short name */
const bills: Record<string, InvoiceDetail> = {};

const list = async (token: string, query: string) =>
  ok(await call<InvoiceListAnswer>(`/invoice?${query}`, { token }), `GET /invoice?${query}`);

beforeAll(async () => {
  [a, b] = await Promise.all([newClient('Klien A Tagihan'), newClient('Klien B Tagihan')]);
  // 12 bills for A with distinct dates and amounts; one for B.
  bills.overdue = await issueBill(a.user.id, {
    tanggal: wibDay(-60),
    jatuh_tempo: wibDay(-30),
    dpp: 4_000_000,
    catatan: 'Kontrak lama',
  });
  bills.dueSoon = await issueBill(a.user.id, { tanggal: wibDay(-5), jatuh_tempo: wibDay(3), dpp: 12_345 });
  bills.noted = await issueBill(a.user.id, {
    tanggal: wibDay(-40),
    jatuh_tempo: wibDay(10),
    dpp: 2_500_000,
    catatan: 'Proyek Alfa Centauri',
    seller: 1,
  });
  for (let k = 0; k < 9; k++) {
    bills[`n${k}`] = await issueBill(a.user.id, {
      tanggal: wibDay(-20 - k),
      jatuh_tempo: wibDay(5 + k * 3),
      dpp: 100_000 * (k + 1),
    });
  }
  bills.ofB = await issueBill(b.user.id, { dpp: 777_000 });
});

describe('GET /api/invoice', () => {
  it('answers the client its own bills with total and the normalized params', async () => {
    const body = await list(a.token, '');
    expect(body.total).toBe(12);
    expect(body.invoices).toHaveLength(10);
    expect(body.params).toEqual({ page: 1, perPage: 10, sort: 'tanggal:desc' });
    expect(body.invoices.every((i) => i.client_id === a.user.id)).toBe(true);
    const tanggal = body.invoices.map((i) => i.tanggal);
    expect(tanggal).toEqual([...tanggal].sort().reverse());
    const row = body.invoices.find((i) => i.id === bills.dueSoon.id)!;
    expect(row).toMatchObject({
      nomor: expect.stringMatching(/^INV\/\d{4}\/\d{2}\/\d{6}$/),
      kind: 'TAGIHAN',
      dpp: 12_345,
      ppn: 1_358, // round(1357.95)
      total: 13_703,
      status: 'BELUM_DIBAYAR',
      can_pay: true,
      can_cancel: true,
      active_transaksi_id: null,
      details: [{ deskripsi: 'Layanan uji', qty: 1, harga_satuan: 12_345, jumlah: 12_345 }],
    });
  });

  it('pages server-side', async () => {
    const page1 = await list(a.token, 'perPage=10&page=1&sort=total:asc');
    const page2 = await list(a.token, 'perPage=10&page=2&sort=total:asc');
    const page3 = await list(a.token, 'perPage=10&page=3&sort=total:asc');
    expect(page2.invoices).toHaveLength(2);
    expect(page3.invoices).toHaveLength(0);
    expect(page3.total).toBe(12);
    const ids = [...page1.invoices, ...page2.invoices].map((i) => i.id);
    expect(new Set(ids).size).toBe(12);
  });

  const sortValue: Record<string, (i: Invoice) => string | number> = {
    tanggal: (i) => i.tanggal,
    jatuh_tempo: (i) => i.jatuh_tempo,
    total: (i) => i.total,
    nomor: (i) => i.nomor,
  };
  it.each(Object.keys(sortValue))('sorts by %s both ways', async (key) => {
    const value = sortValue[key];
    for (const dir of ['asc', 'desc'] as const) {
      const { invoices } = await list(a.token, `perPage=25&sort=${key}:${dir}`);
      const values = invoices.map(value);
      const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      expect(values).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('sorts by status', async () => {
    await call(`/invoice/${bills.n8.id}`, { method: 'DELETE', token: a.token });
    const { invoices } = await list(a.token, 'perPage=25&sort=status:asc');
    // stored status order; JATUH_TEMPO is a BELUM_DIBAYAR past due and sorts with it (contract)
    expect(['BELUM_DIBAYAR', 'JATUH_TEMPO']).toContain(invoices[0].status);
    expect(invoices.at(-1)?.id).toBe(bills.n8.id); // DIBATALKAN sorts after BELUM_DIBAYAR
    const desc = await list(a.token, 'perPage=25&sort=status:desc');
    expect(desc.invoices[0].id).toBe(bills.n8.id);
  });

  it('searches the number, the seller name and the note', async () => {
    const byNumber = await list(a.token, `q=${encodeURIComponent(bills.noted.nomor.slice(-6))}`);
    expect(byNumber.invoices.map((i) => i.id)).toEqual([bills.noted.id]);
    const byNote = await list(a.token, 'q=alfa%20cent');
    expect(byNote.invoices.map((i) => i.id)).toEqual([bills.noted.id]);
    const sellers = await sellerList(a.token);
    const bySeller = await list(a.token, `q=${encodeURIComponent(sellers[1].nama.toUpperCase())}&perPage=25`);
    expect(bySeller.invoices.map((i) => i.id)).toEqual([bills.noted.id]);
    const wildcard = await list(a.token, 'q=%25');
    expect(wildcard.total).toBe(0);
  });

  it('filters by status, with JATUH_TEMPO derived from the due date', async () => {
    const overdue = await list(a.token, 'status=JATUH_TEMPO');
    expect(overdue.invoices.map((i) => i.id)).toEqual([bills.overdue.id]);
    expect(overdue.invoices[0].status).toBe('JATUH_TEMPO');
    expect(overdue.invoices[0].can_cancel).toBe(true);
    const open = await list(a.token, 'status=BELUM_DIBAYAR&perPage=25');
    expect(open.invoices.map((i) => i.id)).not.toContain(bills.overdue.id);
    expect(open.invoices.every((i) => i.status === 'BELUM_DIBAYAR')).toBe(true);
    expect(open.total).toBe(10); // 12 minus the overdue one minus the one cancelled above
    const cancelled = await list(a.token, 'status=DIBATALKAN');
    expect(cancelled.invoices.map((i) => i.id)).toEqual([bills.n8.id]);
  });

  it('filters by issue date range and due date range (inclusive)', async () => {
    const issued = await list(a.token, `date_from=${wibDay(-22)}&date_to=${wibDay(-20)}&sort=tanggal:asc`);
    expect(issued.invoices.map((i) => i.id)).toEqual([bills.n2.id, bills.n1.id, bills.n0.id]);
    const due = await list(a.token, `due_from=${wibDay(-40)}&due_to=${wibDay(3)}&sort=jatuh_tempo:asc`);
    expect(due.invoices.map((i) => i.id)).toEqual([bills.overdue.id, bills.dueSoon.id]);
  });

  it('refuses bad queries with 400 and the field', async () => {
    for (const [query, field] of [
      ['perPage=7', 'perPage'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['sort=foo:asc', 'sort'],
      ['sort=total', 'sort'],
      ['status=PAID', 'status'],
      ['date_from=2026-13-01', 'date_from'],
      ['due_to=2026-02-30', 'due_to'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const reply = await call(`/invoice?${query}`, { token: a.token });
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe('validation');
      expect(reply.body.fields, query).toHaveProperty(field);
    }
  });

  it('needs a session', async () => {
    expect((await call('/invoice')).status).toBe(401);
  });

  it("lets the admin list one named client's bills with the client's name (every client at once: 403)", async () => {
    const token = await admin();
    expect((await call('/invoice?perPage=100', { token })).status).toBe(403);
    const onlyA = await list(token, `client_id=${a.user.id}&perPage=25`);
    expect(onlyA.total).toBe(12);
    expect(onlyA.invoices.every((i) => i.client_nama === 'Klien A Tagihan')).toBe(true);
  });

  it('ignores client_id from a client (still its own rows)', async () => {
    const body = await list(b.token, `client_id=${a.user.id}`);
    expect(body.invoices.map((i) => i.id)).toEqual([bills.ofB.id]);
  });
});

describe('GET /api/invoice/{id}', () => {
  it('answers the bill with seller, client and payment history', async () => {
    const detail = ok(await call<InvoiceDetail>(`/invoice/${bills.noted.id}`, { token: a.token }), 'detail');
    const sellers = await sellerList(a.token);
    expect(detail.penjual).toEqual(sellers[1]);
    expect(detail.penjual.npwp).toMatch(/^\d{16}$/);
    expect(detail.client).toMatchObject({ id: a.user.id, nama: 'Klien A Tagihan', email: a.email });
    expect(detail.transaksis).toEqual([]);
    expect(detail).toMatchObject({
      dpp: 2_500_000,
      ppn: 275_000,
      total: totalOf(2_500_000),
      catatan: 'Proyek Alfa Centauri',
    });
  });

  it("answers 404 for another client's bill and for a missing one; 400 for a junk id", async () => {
    expect((await call(`/invoice/${bills.ofB.id}`, { token: a.token })).status).toBe(404);
    expect((await call(`/invoice/${bills.noted.id}`, { token: b.token })).status).toBe(404);
    expect((await call('/invoice/2147483000', { token: a.token })).status).toBe(404);
    for (const junk of ['abc', '0', '-3', '1.5', '99999999999']) {
      const reply = await call(`/invoice/${junk}`, { token: a.token });
      expect(reply.status, junk).toBe(400);
      expect(reply.body.code).toBe('validation');
    }
  });

  it('is open to the admin', async () => {
    const reply = await call<InvoiceDetail>(`/invoice/${bills.noted.id}`, { token: await admin() });
    expect(reply.status).toBe(200);
    expect(reply.body.client.id).toBe(a.user.id);
  });
});

describe('DELETE /api/invoice/{id} (cancel)', () => {
  it('cancels an unpaid bill once', async () => {
    const reply = await call<{ invoice: Invoice }>(`/invoice/${bills.n7.id}`, {
      method: 'DELETE',
      token: a.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.invoice).toMatchObject({ status: 'DIBATALKAN', can_pay: false, can_cancel: false });
    const again = await call(`/invoice/${bills.n7.id}`, { method: 'DELETE', token: a.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_cancelled');
  });

  it('cancels an overdue bill', async () => {
    const reply = await call(`/invoice/${bills.overdue.id}`, { method: 'DELETE', token: a.token });
    expect(reply.status).toBe(200);
  });

  it('refuses a bill with an active payment, and a paid one', async () => {
    const va = ok(
      await call('/createbriva', { token: a.token, body: { invoice_id: bills.n6.id } }),
      'createbriva',
    );
    const pending = await call(`/invoice/${bills.n6.id}`, { method: 'DELETE', token: a.token });
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe('has_active_payment');
    ok(await call('/testPayment', { token: a.token, body: { id: va.transaksi.id } }), 'testPayment');
    const paid = await call(`/invoice/${bills.n6.id}`, { method: 'DELETE', token: a.token });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('already_paid');
  });

  it("answers 404 for another client's bill and leaves it alone", async () => {
    expect((await call(`/invoice/${bills.ofB.id}`, { method: 'DELETE', token: a.token })).status).toBe(404);
    const detail = ok(await call<InvoiceDetail>(`/invoice/${bills.ofB.id}`, { token: b.token }), 'detail');
    expect(detail.status).toBe('BELUM_DIBAYAR');
  });
});

describe('POST /api/invoice (admin issues a bill)', () => {
  it('is admin-only', async () => {
    const reply = await call('/invoice', {
      token: a.token,
      body: { client_id: a.user.id, penjual_id: 1, tanggal: wibDay(), jatuh_tempo: wibDay(), details: [] },
    });
    expect(reply.status).toBe(403);
  });

  it('validates the body', async () => {
    const token = await admin();
    const [seller] = await sellerList(token);
    const base = {
      client_id: a.user.id,
      penjual_id: seller.id,
      tanggal: wibDay(),
      jatuh_tempo: wibDay(7),
      details: [{ deskripsi: 'x', qty: 1, harga_satuan: 1000 }],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, jatuh_tempo: wibDay(-1) }, 'jatuh_tempo'],
      [{ ...base, details: [] }, 'details'],
      [{ ...base, details: [{ deskripsi: 'x', qty: 0, harga_satuan: 1000 }] }, 'details.0.qty'],
      [{ ...base, details: [{ deskripsi: 'x', qty: 1, harga_satuan: 10.5 }] }, 'details.0.harga_satuan'],
      [
        { ...base, details: [{ deskripsi: 'x', qty: 1_000_000, harga_satuan: 1_000_000_000_000 }] },
        'details',
      ],
      [{ ...base, penjual_id: 999_999 }, 'penjual_id'],
      [{ ...base, client_id: 999_999 }, 'client_id'],
    ];
    for (const [body, field] of cases) {
      const reply = await call('/invoice', { token, body });
      expect(reply.status, field).toBe(400);
      expect(reply.body.fields, field).toHaveProperty(field);
    }
    expect((await call('/invoice', { token, raw: '{"client_id":' })).status).toBe(400);
  });

  it('tells the client about the new bill', async () => {
    const bill = await issueBill(b.user.id, { dpp: 50_000 });
    const notes = ok(
      await call<{ notifications: { type: string; url: string }[] }>('/notifications', { token: b.token }),
      'notifications',
    );
    expect(notes.notifications).toContainEqual(
      expect.objectContaining({ type: 'invoice.new', url: `/client/invoice/${bill.id}` }),
    );
  });
});

describe('GET /api/invoice/export.csv', () => {
  it('streams every matching row (not only the page) with a header, as an attachment', async () => {
    const res = await call<string>(`/invoice/export.csv?status=BELUM_DIBAYAR&sort=total:asc&perPage=10`, {
      token: a.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tagihan-\d{8}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'nomor',
      'tanggal',
      'jatuh_tempo',
      'penjual',
      'npwp_penjual',
      'klien',
      'dpp',
      'ppn',
      'total',
      'status',
      'catatan',
    ]);
    const listed = await list(a.token, 'status=BELUM_DIBAYAR&sort=total:asc&perPage=100');
    expect(rows.length).toBe(listed.total);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r[0])).toEqual(listed.invoices.map((i) => i.nomor));
    expect(rows.map((r) => Number(r[8]))).toEqual(listed.invoices.map((i) => i.total));
    expect(rows.every((r) => r[9] === 'BELUM_DIBAYAR' && r[5] === 'Klien A Tagihan')).toBe(true);
  });

  it('quotes commas and neutralizes formula-looking notes', async () => {
    const bill = await issueBill(b.user.id, { dpp: 10_000, catatan: '=HYPERLINK("x"), ok' });
    const res = await call<string>(`/invoice/export.csv?q=${encodeURIComponent(bill.nomor)}`, {
      token: b.token,
    });
    const [, row] = parseCsv(res.body);
    expect(row[10]).toBe(`'=HYPERLINK("x"), ok`);
  });

  it('keeps to the client and validates the query', async () => {
    const res = await call<string>('/invoice/export.csv', { token: b.token });
    const rows = parseCsv(res.body).slice(1);
    expect(rows.every((r) => r[5] === 'Klien B Tagihan')).toBe(true);
    expect((await call('/invoice/export.csv?sort=nope', { token: b.token })).status).toBe(400);
  });
});
