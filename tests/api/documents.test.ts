import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateVaAnswer,
  DompetAnswer,
  TestPaymentAnswer,
  TopupAnswer,
  WalletPayAnswer,
} from '../../contract/billing';
import { dppNilaiLainOf } from '../../contract/billing/ppn';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import type { WalletStatement } from '../../contract/documents';
import type { BupotDetail } from '../../contract/ebupot';
import { terbilangRupiah, titleCase } from '../../contract/terbilang';
import { admin, issueBill, newClient, ok, wibDay } from './billing-fixtures';
import { ebupotClient, slipBody } from './ebupot-fixtures';
import type { TestAccount } from './helpers/accounts';
import { apiUrl, call } from './http';

// Documents made on the server (issue 21): the payment receipt (kuitansi) of a paid bill, the
// wallet statement with its running balance, the official slip PDF. PDFs are read back as text.

async function pdf(path: string, token: string) {
  const res = await fetch(`${apiUrl()}/api${path}`, {
    headers: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

async function textOf(bytes: Uint8Array) {
  const doc = await getDocumentProxy(bytes);
  const { text } = await extractText(doc, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

const head = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5));

let owner: TestAccount;
let other: TestAccount;

/** Top-up of `amount` paid through its VA by the sandbox bank. */
async function topUp(token: string, amount: number) {
  const { invoice } = ok(await call<TopupAnswer>('/dompet/topup', { token, body: { amount } }), 'topup');
  const va = ok(
    await call<CreateVaAnswer>('/createbriva', { token, body: { invoice_id: invoice.id } }),
    'va',
  );
  ok(await call<TestPaymentAnswer>('/testPayment', { token, body: { id: va.transaksi.id } }), 'testPayment');
  return { invoice, transaksiId: va.transaksi.id };
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newClient('PT Kuitansi Uji'), newClient('PT Lain Uji')]);
});

describe('receipt (kuitansi)', () => {
  it('of a bill paid by VA: a PDF with the amount in words, the VA, the PPN as PMK 131/2024 shows it', async () => {
    const bill = await issueBill(owner.user.id, {
      dpp: 1_000_000,
      tanggal: wibDay(),
      jatuh_tempo: wibDay(7),
    });
    expect(bill.total).toBe(1_110_000);
    const unpaid = await pdf(`/invoice/${bill.id}/kuitansi.pdf`, owner.token);
    expect(unpaid.status).toBe(404);
    const va = ok(
      await call<CreateVaAnswer>('/createbriva', { token: owner.token, body: { invoice_id: bill.id } }),
      'va',
    );
    ok(
      await call<TestPaymentAnswer>('/testPayment', { token: owner.token, body: { id: va.transaksi.id } }),
      'pay',
    );

    const receipt = await pdf(`/invoice/${bill.id}/kuitansi.pdf`, owner.token);
    expect(receipt.status).toBe(200);
    expect(receipt.type).toBe('application/pdf');
    expect(head(receipt.bytes)).toBe('%PDF-');
    const text = await textOf(receipt.bytes);
    expect(text).toContain(titleCase(terbilangRupiah(1_110_000)));
    expect(text).toContain('Satu Juta Seratus Sepuluh Ribu Rupiah');
    expect(text).toContain('KUITANSI');
    expect(text).toContain(bill.nomor);
    expect(text).toContain(va.transaksi.va_number as string);
    expect(text).toContain('PT Kuitansi Uji');
    expect(text).toContain('PPN 12%');
    expect(dppNilaiLainOf(1_000_000)).toBe(916_667);
    expect(text).toContain('916.667,00');
    expect(text).toContain('110.000,00');
    expect(text).toMatch(/WIB/);

    // the same receipt from the payment; another client and an unknown id get 404
    const byPayment = await pdf(`/transaksi/${va.transaksi.id}/kuitansi.pdf`, owner.token);
    expect(byPayment.status).toBe(200);
    expect(await textOf(byPayment.bytes)).toContain('Satu Juta Seratus Sepuluh Ribu Rupiah');
    expect((await pdf(`/invoice/${bill.id}/kuitansi.pdf`, other.token)).status).toBe(404);
    expect((await pdf(`/transaksi/${va.transaksi.id}/kuitansi.pdf`, other.token)).status).toBe(404);
    expect((await pdf('/invoice/99999999/kuitansi.pdf', owner.token)).status).toBe(404);
    expect((await pdf(`/invoice/${bill.id}/kuitansi.pdf`, '')).status).toBe(401);
  });

  it('of a bill paid from the wallet carries the wallet reference', async () => {
    await topUp(owner.token, 2_000_000);
    const bill = await issueBill(owner.user.id, { dpp: 500_000, tanggal: wibDay(), jatuh_tempo: wibDay(7) });
    const paid = ok(
      await call<WalletPayAnswer>('/dompet/pay', { token: owner.token, body: { invoice_id: bill.id } }),
      'wallet pay',
    );
    const text = await textOf((await pdf(`/transaksi/${paid.transaksi.id}/kuitansi.pdf`, owner.token)).bytes);
    expect(text).toContain('Lima Ratus Lima Puluh Lima Ribu Rupiah');
    expect(text).toMatch(/DMP-\d{8}/);
    expect(text).toContain('Dompet Portal Pajak');
  });
});

describe('wallet statement', () => {
  it('has a running balance that ends at the ledger balance, in JSON, CSV and PDF; scoped to its owner', async () => {
    const [dompet, statement] = await Promise.all([
      call<DompetAnswer>('/dompet?perPage=100', { token: owner.token }),
      call<WalletStatement>(`/dompet/statement?from=${wibDay(-1)}&to=${wibDay(1)}`, { token: owner.token }),
    ]);
    const s = ok(statement, 'statement');
    expect(s.lines.length).toBe(dompet.body.total);
    expect(s.closing_balance).toBe(dompet.body.balance);
    let running = s.opening_balance;
    for (const line of s.lines) {
      running += line.type === 'CREDIT' ? line.amount : -line.amount;
      expect(line.balance_after).toBe(running);
    }
    expect(s.total_credit - s.total_debit + s.opening_balance).toBe(s.closing_balance);

    // a later period starts from the balance so far and has no lines
    const later = ok(
      await call<WalletStatement>(`/dompet/statement?from=${wibDay(2)}&to=${wibDay(3)}`, {
        token: owner.token,
      }),
      'later',
    );
    expect(later).toMatchObject({ opening_balance: dompet.body.balance, lines: [], total_credit: 0 });

    const csv = await call<string>(`/dompet/statement.csv?from=${wibDay(-1)}&to=${wibDay(1)}`, {
      token: owner.token,
    });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(s.lines.length + 3);
    expect(csv.body).toContain(String(s.closing_balance));

    const file = await pdf(`/dompet/statement.pdf?from=${wibDay(-1)}&to=${wibDay(1)}`, owner.token);
    expect(head(file.bytes)).toBe('%PDF-');
    const text = await textOf(file.bytes);
    expect(text).toContain('REKENING KORAN DOMPET');
    expect(text).toContain(new Intl.NumberFormat('id-ID').format(s.closing_balance));

    const theirs = ok(await call<WalletStatement>('/dompet/statement', { token: other.token }), 'other');
    expect(theirs.lines).toEqual([]);
    const bad = await call(`/dompet/statement?from=${wibDay(3)}&to=${wibDay(1)}`, { token: owner.token });
    expect(bad.status).toBe(400);
  });
});

describe('official slip PDF', () => {
  it('is in Indonesian with English beneath, for its owner only', async () => {
    const client = await ebupotClient();
    const draft = ok(
      await call<BupotDetail>('/bupot', { token: client.token, body: slipBody({ dpp: 1_234_567 }) }),
      'slip',
    );
    const issued = ok(
      await call<BupotDetail>(`/bupot/${draft.id}/issue`, { method: 'POST', token: client.token }),
      'issue',
    );
    const file = await pdf(`/bupot/${issued.id}/pdf`, client.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const text = await textOf(file.bytes);
    expect(text).toContain('PEMUNGUTAN PPH UNIFIKASI');
    expect(text).toContain('Masa pajak Tax period');
    expect(text).toContain(issued.number as string);
    expect(text).toContain('Rp 24.691,00');
    expect(text).toContain('Tax withheld');
    expect(text).toContain(issued.verificationCode as string);
    expect((await pdf(`/bupot/${issued.id}/pdf`, owner.token)).status).toBe(404);
  });
});

describe('admin invoice PDF', () => {
  it('is made on the server for staff who read invoices; a client gets 403', async () => {
    const token = await admin();
    const list = ok(
      await call<{ invoices: { id: number; nomor: string }[] }>('/admin/invoices?perPage=10', { token }),
      'list',
    );
    const first = list.invoices[0];
    const file = await pdf(`/admin/invoices/${first.id}/pdf`, token);
    expect(file.status).toBe(200);
    expect(head(file.bytes)).toBe('%PDF-');
    expect(await textOf(file.bytes)).toContain(first.nomor);
    expect((await pdf(`/admin/invoices/${first.id}/pdf`, owner.token)).status).toBe(403);
  });
});
