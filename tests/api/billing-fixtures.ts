import { expect } from 'vitest';
import type { InvoiceDetail, Penjual } from '../../contract/billing';
import type { CreateInvoiceBody } from '../../contract/billing/schemas';
import { createVerifiedUser, loginDemo, type TestAccount } from './helpers/accounts';
import { call, type Reply } from './http';

// Shared set-up of the billing API suites: fresh clients, bills issued by the admin
// (POST /api/invoice), dates relative to the server's WIB today.

const DAY = 86_400_000;

/** 'YYYY-MM-DD' in WIB, `days` from today. */
export function wibDay(days = 0, from = Date.now()): string {
  return new Date(from + 7 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
}

export function ok<T>(reply: Reply<T>, what: string): T {
  if (reply.status < 200 || reply.status >= 300)
    expect.fail(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A 2xx answer type that may also be an error body (4xx). */
export type OrError<T> = T & { error?: string; code?: string; fields?: Record<string, string> };

let adminToken: string | undefined;
export async function admin(): Promise<string> {
  adminToken ??= await loginDemo('admin');
  return adminToken;
}
/** Drops the cached admin session (after moving the clock far enough to end it). */
export function forgetAdmin() {
  adminToken = undefined;
}

export async function newClient(nama = 'Klien Uji Tagihan'): Promise<TestAccount> {
  return createVerifiedUser({ nama });
}

let sellers: Penjual[] | undefined;
export async function sellerList(token: string): Promise<Penjual[]> {
  sellers ??= ok(await call<Penjual[]>('/penjual', { token }), 'GET /penjual');
  return sellers;
}

export interface BillSpec {
  tanggal?: string;
  jatuh_tempo?: string;
  /** DPP in rupiah as one line (qty 1) unless `details` is given */
  dpp?: number;
  details?: CreateInvoiceBody['details'];
  catatan?: string;
  seller?: number;
}

/** The admin issues a bill to `clientId`; answers the created bill. */
export async function issueBill(clientId: number, spec: BillSpec = {}): Promise<InvoiceDetail> {
  const token = await admin();
  const list = await sellerList(token);
  const body: CreateInvoiceBody = {
    client_id: clientId,
    penjual_id: list[spec.seller ?? 0].id,
    tanggal: spec.tanggal ?? wibDay(-1),
    jatuh_tempo: spec.jatuh_tempo ?? wibDay(14),
    details: spec.details ?? [{ deskripsi: 'Layanan uji', qty: 1, harga_satuan: spec.dpp ?? 100_000 }],
    ...(spec.catatan ? { catatan: spec.catatan } : {}),
  };
  return ok(await call<{ invoice: InvoiceDetail }>('/invoice', { token, body }), 'POST /invoice').invoice;
}

/** Total of a bill with one line of `dpp` rupiah: DPP + round(DPP × 11%). */
export const totalOf = (dpp: number) => dpp + Math.round((dpp * 11) / 100);

/** Runs `n` copies of `fn` at once. */
export const together = <T>(n: number, fn: (k: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, k) => fn(k)));

/** Parses the CSV exports (no embedded newlines in our data): rows of cells, BOM stripped. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  return body
    .split('\r\n')
    .filter((line) => line.length)
    .map((line) => {
      const cells: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i];
        if (quoted) {
          if (ch === '"' && line[i + 1] === '"') {
            cur += '"';
            i++;
          } else if (ch === '"') quoted = false;
          else cur += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') {
          cells.push(cur);
          cur = '';
        } else cur += ch;
      }
      cells.push(cur);
      return cells;
    });
}
