import { beforeAll, describe, expect, it } from 'vitest';
import type { Bank, BankInfo, CreateVaAnswer, InvoiceListAnswer, Penjual } from '../../contract/billing';
import { issueBill, newClient, ok } from './billing-fixtures';
import { loginDemo, type TestAccount } from './helpers/accounts';
import { call } from './http';

// Sellers, banks, how-to-pay texts, Ctrl+/ search over bills and payments, the demo seed.

let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  [a, b] = await Promise.all([newClient('Klien A Katalog'), newClient('Klien B Katalog')]);
});

describe('GET /api/penjual', () => {
  it('lists the sellers with 16-digit NPWPs, without the platform itself', async () => {
    const sellers = ok(await call<Penjual[]>('/penjual', { token: a.token }), 'penjual');
    expect(sellers.length).toBeGreaterThanOrEqual(5);
    for (const s of sellers) {
      expect(s.npwp).toMatch(/^\d{16}$/);
      expect(s.nama.length).toBeGreaterThan(3);
      expect(s.alamat.length).toBeGreaterThan(3);
    }
    expect(sellers.map((s) => s.nama)).not.toContain('PT Portal Pajak Indonesia');
  });

  it('needs a session', async () => {
    expect((await call('/penjual')).status).toBe(401);
  });
});

describe('GET /api/listbank and /api/informasibank', () => {
  it('lists banks with their interbank codes and VA support', async () => {
    const banks = ok(await call<Bank[]>('/listbank', { token: a.token }), 'listbank');
    const code = (short: string) => banks.find((bk) => bk.singkatan === short)?.code;
    expect(code('BRI')).toBe('002');
    expect(code('Mandiri')).toBe('008');
    expect(code('BNI')).toBe('009');
    expect(code('BCA')).toBe('014');
    expect(code('Permata')).toBe('013');
    expect(code('CIMB')).toBe('022');
    expect(code('BSI')).toBe('451');
    expect(banks.find((bk) => bk.code === '002')).toMatchObject({
      nama: 'Bank Rakyat Indonesia',
      va_supported: true,
      va_product: 'BRIVA',
      va_length: 15,
    });
    expect(banks.some((bk) => !bk.va_supported)).toBe(true);
  });

  it('gives how-to-pay steps per channel in Indonesian and English for VA banks', async () => {
    const infos = ok(await call<BankInfo[]>('/informasibank', { token: a.token }), 'informasibank');
    expect(infos.every((i) => i.va_supported)).toBe(true);
    for (const info of infos) {
      expect(info.instructions.map((i) => i.channel)).toEqual([
        'ATM',
        'MOBILE',
        'INTERNET',
        'TELLER',
        'OTHER_BANK',
      ]);
      for (const ins of info.instructions) {
        expect(ins.steps.id.length).toBeGreaterThan(1);
        expect(ins.steps.en).toHaveLength(ins.steps.id.length);
      }
    }
    const bri = ok(await call<BankInfo[]>('/informasibank?code=002', { token: a.token }), 'BRI');
    expect(bri).toHaveLength(1);
    expect(bri[0].instructions[0].steps.id.join(' ')).toContain('BRIVA');
    expect(bri[0].instructions.find((i) => i.channel === 'MOBILE')?.title.id).toBe('BRImo');
    expect((await call('/informasibank?code=011', { token: a.token })).status).toBe(404);
    expect((await call('/informasibank?code=BRI', { token: a.token })).status).toBe(400);
  });
});

describe('Ctrl+/ search (GET /api/app-bar/search)', () => {
  it("finds the client's bills by number and payments by VA number, never another client's", async () => {
    const bill = await issueBill(a.user.id, { dpp: 75_000 });
    const va = ok(
      await call<CreateVaAnswer>('/createbriva', { token: a.token, body: { invoice_id: bill.id } }),
      'va',
    );
    type Item = { id: string; url: string; title: string; type: string };
    const byNomor = ok(
      await call<Item[]>(`/app-bar/search?q=${encodeURIComponent(bill.nomor)}`, { token: a.token }),
      'search',
    );
    expect(byNomor).toContainEqual(
      expect.objectContaining({ type: 'transaksi', url: `/client/invoice/${bill.id}`, title: bill.nomor }),
    );
    const vaNumber = va.transaksi.va_number!;
    const byVa = ok(await call<Item[]>(`/app-bar/search?q=${vaNumber}`, { token: a.token }), 'search');
    expect(byVa).toContainEqual(
      expect.objectContaining({ type: 'transaksi', url: `/client/transaksi/pembayaran/list?q=${vaNumber}` }),
    );
    const other = ok(
      await call<Item[]>(`/app-bar/search?q=${encodeURIComponent(bill.nomor)}`, { token: b.token }),
      'search',
    );
    expect(other.filter((i) => i.type === 'transaksi')).toEqual([]);
  });
});

describe('demo seed', () => {
  it('gives each demo client a year of bills in every status and payments in every status', async () => {
    const token = await loginDemo('client');
    const bills = ok(await call<InvoiceListAnswer>('/invoice?perPage=100', { token }), 'invoices');
    expect(bills.total).toBeGreaterThanOrEqual(30);
    const statuses = new Set(bills.invoices.map((i) => i.status));
    for (const s of ['BELUM_DIBAYAR', 'JATUH_TEMPO', 'LUNAS', 'DIBATALKAN'] as const)
      expect(statuses, s).toContain(s);
    const months = new Set(bills.invoices.map((i) => i.tanggal.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    const pay = ok(await call<{ allData: Record<string, number> }>('/transaksi', { token }), 'transaksi');
    for (const s of ['TERBAYAR', 'KADALUARSA', 'DIBATALKAN'] as const)
      expect(pay.allData[s], s).toBeGreaterThan(0);
    const wallet = ok(await call<{ balance: number; total: number }>('/dompet', { token }), 'dompet');
    expect(wallet.total).toBeGreaterThanOrEqual(1);
    expect(wallet.balance).toBeGreaterThan(0);
  });

  it("keeps the two demo clients' data apart", async () => {
    const [one, two] = await Promise.all([loginDemo('client'), loginDemo('client2')]);
    const first = ok(await call<InvoiceListAnswer>('/invoice?perPage=100', { token: one }), 'one');
    const second = ok(await call<InvoiceListAnswer>('/invoice?perPage=100', { token: two }), 'two');
    const ids = new Set(first.invoices.map((i) => i.id));
    expect(second.invoices.some((i) => ids.has(i.id))).toBe(false);
    expect((await call(`/invoice/${first.invoices[0].id}`, { token: two })).status).toBe(404);
  });
});
