import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionListResponse } from '../../contract/access';
import type {
  AdminInvoiceDetail,
  AdminInvoiceListAnswer,
  BulkInvoiceAnswer,
} from '../../contract/admin/invoices';
import type { DevMailboxResponse } from '../../contract/auth';
import type { InvoiceDetail, InvoiceListAnswer } from '../../contract/billing';
import type { OrError } from './billing-fixtures';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { call } from './http';

// The admin's invoice app (issue 16): drafts the client never sees, sending (Daftar Tagihan,
// notification, mail), manual and partial payments, the VA paying the balance, cancel rules,
// bulk actions, the list and the staff permission on 'invoices'.

const inDays = (days: number) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const LINES = [
  { deskripsi: 'Jasa konsultasi PPh 21', qty: 2, harga_satuan: 1_500_000, diskon: 100_000 },
  { deskripsi: 'Pelaporan SPT Masa', qty: 1, harga_satuan: 750_000 },
  { deskripsi: 'Materai', qty: 3, harga_satuan: 10_000 },
];
// DPP 2,900,000 + 750,000 + 30,000 = 3,680,000; PPN 11 % = 404,800
const TOTAL = 3_680_000 + 404_800;

let admin: string;
let client: TestAccount;

const create = (body: Record<string, unknown>, token = admin) =>
  call<OrError<{ invoice: AdminInvoiceDetail }>>('/admin/invoices', { token, body });
const draft = async (extra: Record<string, unknown> = {}) => {
  const r = await create({ client_id: client.user.id, jatuh_tempo: inDays(14), details: LINES, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.invoice;
};
const send = (id: number, token = admin) => call(`/admin/invoices/${id}/send`, { token, method: 'PATCH' });
const pay = (id: number, amount: number) =>
  call<OrError<{ invoice: AdminInvoiceDetail }>>(`/admin/invoices/${id}/payments`, {
    token: admin,
    body: { amount, paid_on: inDays(0), channel: 'TRANSFER', reference: 'TRF-001' },
  });
const clientSees = async (id: number) => (await call(`/invoice/${id}`, { token: client.token })).status;

beforeAll(async () => {
  admin = await loginDemo('admin');
  client = await createVerifiedUser({ nama: 'Klien Tagihan Admin' });
});

describe('drafts and sending', () => {
  it('prices the lines with discounts and PPN, and keeps a draft from the client', async () => {
    const bill = await draft({ catatan: 'Masa Januari' });
    expect(bill).toMatchObject({
      status: 'DRAFT',
      dpp: 3_680_000,
      ppn: 404_800,
      total: TOTAL,
      balance: TOTAL,
    });
    expect(bill.details[0]).toMatchObject({ diskon: 100_000, jumlah: 2_900_000 });
    expect(await clientSees(bill.id)).toBe(404);
    const list = await call<InvoiceListAnswer>('/invoice', { token: client.token });
    expect(list.body.invoices.map((i) => i.id)).not.toContain(bill.id);
    expect(list.body.total).toBe(list.body.invoices.length);
    expect((await call('/createbriva', { token: client.token, body: { invoice_id: bill.id } })).status).toBe(
      404,
    );
  });

  it('edits a draft only, and sends it: Daftar Tagihan, a notification and a mail', async () => {
    const bill = await draft();
    const edited = await call<OrError<{ invoice: AdminInvoiceDetail }>>(`/admin/invoices/${bill.id}`, {
      token: admin,
      method: 'PUT',
      body: { client_id: client.user.id, jatuh_tempo: inDays(10), details: [LINES[1]], catatan: 'Diubah' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.invoice).toMatchObject({ total: 832_500, catatan: 'Diubah', jatuh_tempo: inDays(10) });
    expect((await send(bill.id)).status).toBe(200);
    expect(await clientSees(bill.id)).toBe(200);
    const seen = await call<InvoiceDetail>(`/invoice/${bill.id}`, { token: client.token });
    expect(seen.body).toMatchObject({ status: 'BELUM_DIBAYAR', total: 832_500 });
    const notes = await call<{ notifications: { type: string; url: string }[] }>('/notifications', {
      token: client.token,
    });
    expect(notes.body.notifications).toContainEqual(
      expect.objectContaining({ type: 'invoice.new', url: `/client/invoice/${bill.id}` }),
    );
    const mail = await call<DevMailboxResponse>(`/dev/mailbox?email=${encodeURIComponent(client.email)}`);
    const sent = mail.body.messages.find((m) => m.subject.includes(bill.nomor));
    expect(sent?.text).toContain(`/client/invoice/${bill.id}`);
    expect(sent?.text).toContain('832.500');
    const again = await call(`/admin/invoices/${bill.id}`, {
      token: admin,
      method: 'PUT',
      body: { client_id: client.user.id, jatuh_tempo: inDays(10), details: LINES },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_draft');
    expect((await send(bill.id)).body.code).toBe('not_draft');
  });

  it('creates and sends in one step, and refuses wrong bodies with the field named', async () => {
    const r = await create({ client_id: client.user.id, jatuh_tempo: inDays(5), details: LINES, send: true });
    expect(r.body.invoice.status).toBe('SENT');
    const cases: [Record<string, unknown>, string][] = [
      [{ client_id: client.user.id, jatuh_tempo: inDays(5), details: [] }, 'details'],
      [{ client_id: client.user.id, jatuh_tempo: 'besok', details: LINES }, 'jatuh_tempo'],
      [{ client_id: client.user.id, jatuh_tempo: inDays(-1), details: LINES }, 'jatuh_tempo'],
      [
        { client_id: client.user.id, jatuh_tempo: inDays(5), details: [{ ...LINES[1], diskon: 750_000 }] },
        'details.0.diskon',
      ],
      [{ client_id: 999_999, jatuh_tempo: inDays(5), details: LINES }, 'client_id'],
    ];
    for (const [body, field] of cases) {
      const reply = await create(body);
      expect(reply.status, field).toBe(400);
      expect(reply.body.fields, field).toHaveProperty(field);
    }
  });
});

describe('payments', () => {
  it('leaves a partly paid bill Partial payment, refuses paying beyond the total, and the VA pays the balance', async () => {
    const bill = await draft({ send: true });
    expect((await pay(bill.id, 0)).status).toBe(400);
    const first = await pay(bill.id, 1_000_000);
    expect(first.status).toBe(201);
    expect(first.body.invoice).toMatchObject({
      status: 'PARTIAL',
      paid_amount: 1_000_000,
      balance: TOTAL - 1_000_000,
    });
    expect(first.body.invoice.payments).toHaveLength(1);
    const over = await pay(bill.id, TOTAL);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'overpayment' });
    expect(over.body.error).toMatch(/more than the balance/);
    const cancel = await call(`/admin/invoices/${bill.id}/cancel`, { token: admin, method: 'PATCH' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('has_payment');
    // the client pays the rest by VA: the VA asks for the balance only
    const va = await call('/createbriva', { token: client.token, body: { invoice_id: bill.id } });
    expect(va.body.transaksi.amount).toBe(TOTAL - 1_000_000);
    const paid = await call('/testPayment', { token: client.token, body: { id: va.body.transaksi.id } });
    expect(paid.status).toBe(200);
    const after = await call<OrError<{ invoice: AdminInvoiceDetail }>>(`/admin/invoices/${bill.id}`, {
      token: admin,
    });
    expect(after.body.invoice).toMatchObject({ status: 'PAID', balance: 0 });
    expect((await pay(bill.id, 1)).body.code).toBe('already_paid');
  });

  it('marks a bill paid when manual payments reach its total, and refuses paying a draft', async () => {
    const bill = await draft();
    expect((await pay(bill.id, 1000)).body.code).toBe('not_sent');
    await send(bill.id);
    await pay(bill.id, TOTAL - 4_800);
    const done = await pay(bill.id, 4_800);
    expect(done.body.invoice).toMatchObject({ status: 'PAID', paid_amount: TOTAL, balance: 0 });
    const seen = await call<InvoiceDetail>(`/invoice/${bill.id}`, { token: client.token });
    expect(seen.body.status).toBe('LUNAS');
  });
});

describe('cancel, bulk and the list', () => {
  it('cancels unpaid bills, in bulk too, reporting each refused one', async () => {
    const one = await draft({ send: true });
    const two = await draft();
    const paidPart = await draft({ send: true });
    await pay(paidPart.id, 5_000);
    const r = await call<BulkInvoiceAnswer>('/admin/invoices/bulk', {
      token: admin,
      method: 'PATCH',
      body: { action: 'cancel', ids: [one.id, two.id, paidPart.id] },
    });
    expect(r.status).toBe(200);
    expect(r.body.done.sort()).toEqual([one.id, two.id].sort());
    expect(r.body.failed).toEqual([expect.objectContaining({ id: paidPart.id, code: 'has_payment' })]);
    const seen = await call<InvoiceDetail>(`/invoice/${one.id}`, { token: client.token });
    expect(seen.body.status).toBe('DIBATALKAN');
  });

  it('refuses a bulk action naming a bill the invoice app does not hold (404), changing nothing', async () => {
    const kept = await draft();
    const topup = await call<OrError<{ invoice: { id: number } }>>('/dompet/topup', {
      token: client.token,
      body: { amount: 50_000 },
    });
    expect(topup.status).toBe(201);
    const topupId = (topup.body as { invoice: { id: number } }).invoice.id;
    for (const stranger of [topupId, 99_999_999]) {
      const r = await call('/admin/invoices/bulk', {
        token: admin,
        method: 'PATCH',
        body: { action: 'send', ids: [kept.id, stranger] },
      });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'not_found', error: expect.stringContaining(String(stranger)) });
    }
    expect(await clientSees(kept.id)).toBe(404);
    const listed = await call<AdminInvoiceListAnswer>(
      `/admin/invoices?status=DRAFT&client_id=${client.user.id}&perPage=100`,
      { token: admin },
    );
    expect(listed.body.invoices.map((i) => i.id)).toContain(kept.id);
    for (const body of [
      { action: 'send', ids: [] },
      { action: 'drop', ids: [kept.id] },
      { action: 'send', ids: ['x'] },
    ])
      expect((await call('/admin/invoices/bulk', { token: admin, method: 'PATCH', body })).status).toBe(400);
  });

  it('sends in bulk and lists every client by status, search and dates, with a CSV', async () => {
    const a = await draft();
    const b = await draft();
    const bulk = await call<BulkInvoiceAnswer>('/admin/invoices/bulk', {
      token: admin,
      method: 'PATCH',
      body: { action: 'send', ids: [a.id, b.id] },
    });
    expect(bulk.body.done.sort()).toEqual([a.id, b.id].sort());
    const drafts = await draft();
    const list = await call<AdminInvoiceListAnswer>(
      `/admin/invoices?status=DRAFT&q=${encodeURIComponent(client.email)}&perPage=100`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.invoices.map((i) => i.id)).toContain(drafts.id);
    expect(list.body.invoices.every((i) => i.status === 'DRAFT' && i.client_id === client.user.id)).toBe(
      true,
    );
    const sent = await call<AdminInvoiceListAnswer>(
      `/admin/invoices?status=SENT&client_id=${client.user.id}&date_from=${inDays(0)}&perPage=100`,
      { token: admin },
    );
    expect(sent.body.invoices.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(sent.body.total).toBe(sent.body.invoices.length);
    expect((await call(`/admin/invoices?status=OPEN`, { token: admin })).status).toBe(400);
    const csv = await call(`/admin/invoices/export.csv?client_id=${client.user.id}`, { token: admin });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(a.nomor);
    expect(String(csv.body).split('\r\n')[0]).toContain('sisa');
  });
});

describe('who may use the app', () => {
  it('gives a staff role with only read invoices the list, and 403 on every change', async () => {
    const perms = await call<PermissionListResponse>('/admin/permissions?q=invoices&perPage=100', {
      token: admin,
    });
    const readInvoices = perms.body.permissions.find((p) => p.action === 'read' && p.subject === 'invoices');
    if (!readInvoices) expect.fail('no permission read invoices');
    const roleName = `tagihan-${Date.now().toString(36)}`;
    const role = await call('/admin/roles', {
      token: admin,
      body: { name: roleName, description: 'Reads bills', permission_ids: [readInvoices.id] },
    });
    expect(role.status).toBe(201);
    const staff = await createVerifiedUser({ nama: 'Staf Tagihan' });
    await call(`/admin/users/${staff.user.id}/role`, {
      token: admin,
      method: 'PUT',
      body: { role: roleName },
    });
    const bill = await draft();
    expect((await call('/admin/invoices', { token: staff.token })).status).toBe(200);
    expect((await call(`/admin/invoices/${bill.id}`, { token: staff.token })).status).toBe(200);
    expect((await send(bill.id, staff.token)).status).toBe(403);
    expect(
      (
        await call('/admin/invoices/bulk', {
          token: staff.token,
          method: 'PATCH',
          body: { action: 'cancel', ids: [bill.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(`/admin/invoices/${bill.id}/cancel`, { token: staff.token, method: 'PATCH' })).status,
    ).toBe(403);
    expect(
      (await create({ client_id: client.user.id, jatuh_tempo: inDays(3), details: LINES }, staff.token))
        .status,
    ).toBe(403);
    expect((await call('/admin/invoices', { token: client.token })).status).toBe(403);
    expect((await call('/admin/invoices')).status).toBe(401);
  });
});
