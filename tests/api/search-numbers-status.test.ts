import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateVaAnswer, InvoiceListAnswer, TransaksiListAnswer } from '../../contract/billing';
import type { BupotDetail } from '../../contract/ebupot';
import type { SearchResult } from '../../contract/shell';
import { issueBill, newClient, ok } from './billing-fixtures';
import { type EbupotClient, ebupotClient, slipBody } from './ebupot-fixtures';
import type { TestAccount } from './helpers/accounts';
import { call } from './http';

// Numbers are searched as they are displayed (VA in groups of four, NPWP with dots), and every
// record found says its state.

const search = async (token: string, q: string) =>
  ok(await call<SearchResult[]>(`/app-bar/search?q=${encodeURIComponent(q)}`, { token }), `search ${q}`);
const group = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

let c: TestAccount;
let va: CreateVaAnswer['transaksi'];
let billNomor: string;

beforeAll(async () => {
  c = await newClient('Klien Cari Nomor');
  const bill = await issueBill(c.user.id, { dpp: 75_000 });
  billNomor = bill.nomor;
  va = ok(
    await call<CreateVaAnswer>('/createbriva', { token: c.token, body: { invoice_id: bill.id } }),
    'createbriva',
  ).transaksi;
});

describe('number searches ignore spaces and dots', () => {
  it('Ctrl+/ finds a payment by its VA as displayed, whole or in part', async () => {
    const digits = va.va_number as string;
    for (const q of [group(digits), group(digits).slice(0, 9), digits.replace(/(\d{4})(?=\d)/g, '$1.')]) {
      const found = (await search(c.token, q)).filter((r) => r.id === `transaksi-${va.id}`);
      expect(found, q).toHaveLength(1);
    }
  });

  it('the payment list finds it by the grouped VA, and the bill list by a spaced bill number', async () => {
    const q = encodeURIComponent(group(va.va_number as string));
    const payments = ok(await call<TransaksiListAnswer>(`/transaksi?q=${q}`, { token: c.token }), 'payments');
    expect(payments.transaksis.map((t) => t.id)).toEqual([va.id]);
    const tail = billNomor.slice(-6); // '000031'
    const spaced = `${tail.slice(0, 3)} ${tail.slice(3)}`;
    const bills = ok(
      await call<InvoiceListAnswer>(`/invoice?q=${encodeURIComponent(spaced)}`, { token: c.token }),
      'bills',
    );
    expect(bills.invoices.map((i) => i.nomor)).toEqual([billNomor]);
  });

  it('keeps text search for names (spaces matter there)', async () => {
    const bills = ok(
      await call<InvoiceListAnswer>(`/invoice?q=${encodeURIComponent('Portal Pajak')}`, { token: c.token }),
      'bills',
    );
    expect(bills.total).toBe(0);
  });
});

describe('search results carry the record status', () => {
  it('bills and payments', async () => {
    const results = await search(c.token, billNomor);
    expect(results.find((r) => r.id.startsWith('invoice-'))?.status).toEqual({
      of: 'invoice',
      code: 'MENUNGGU',
    });
    expect(results.find((r) => r.id === `transaksi-${va.id}`)?.status).toEqual({
      of: 'payment',
      code: 'MENUNGGU',
    });
  });

  it('slips: the replaced original and its live correction are told apart', async () => {
    const e: EbupotClient = await ebupotClient();
    const name = 'PT Status Terlihat Jelas';
    const first = ok(
      await call<BupotDetail>('/bupot', { body: slipBody({ recipientName: name }), token: e.token }),
      'create',
    );
    ok(await call(`/bupot/${first.id}/issue`, { method: 'POST', token: e.token }), 'issue');
    const fix = ok(
      await call<BupotDetail>(`/bupot/${first.id}/correct`, {
        body: slipBody({ recipientName: name }),
        token: e.token,
      }),
      'correct',
    );
    const results = await search(e.token, 'Status Terlihat');
    const byId = new Map(results.map((r) => [r.id, r]));
    expect(byId.get(`bupot-${first.id}`)?.status).toEqual({ of: 'slip', code: 'replaced', revision: 0 });
    expect(byId.get(`bupot-${fix.id}`)?.status).toMatchObject({ of: 'slip', revision: 1 });
    // the revision is no longer baked into the title in one language's letter
    expect(byId.get(`bupot-${fix.id}`)?.title).not.toMatch(/\(P\d\)/);
  });
});
