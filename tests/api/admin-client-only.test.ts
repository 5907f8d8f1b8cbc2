import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListAnswer } from '../../contract/billing';
import type { SearchResult } from '../../contract/shell';
import { admin, issueBill, newClient, ok } from './billing-fixtures';
import type { TestAccount } from './helpers/accounts';
import { call } from './http';

// Client pages are client-only (issue 15): the data behind "your bills", "your payments", the
// dashboard and the E-Bupot list with its period figures is a client's own. For the admin they
// summed every client under a client's labels, so the admin is refused them; it keeps the admin
// area and, where a list takes one, a named client.

let c: TestAccount;
let token: string;

beforeAll(async () => {
  [c, token] = await Promise.all([newClient('Klien Milik Sendiri'), admin()]);
});

describe("a client's own aggregates", () => {
  it('refuse the admin with 403 and a message', async () => {
    for (const path of [
      '/dashboard',
      '/invoice',
      '/invoice/export.csv',
      '/transaksi',
      '/transaksi/export.csv',
      '/bupot',
      '/bupot/export.csv',
      '/bupot/masa?tahun=2026',
    ]) {
      const reply = await call<{ error: string; code: string }>(path, { token });
      expect(reply.status, path).toBe(403);
      expect(reply.body.code, path).toBe('forbidden');
      expect(reply.body.error, path).toBeTruthy();
    }
  });

  it("still answer a client, and the admin one named client's list", async () => {
    const bill = await issueBill(c.user.id);
    expect((await call('/dashboard', { token: c.token })).status).toBe(200);
    expect((await call('/bupot', { token: c.token })).status).toBe(200);
    const named = ok(
      await call<InvoiceListAnswer>(`/invoice?client_id=${c.user.id}`, { token }),
      'admin, one client',
    );
    expect(named.invoices.map((i) => i.id)).toEqual([bill.id]);
    expect((await call(`/transaksi?client_id=${c.user.id}`, { token })).status).toBe(200);
  });

  it("leave the admin's Ctrl+/ without records that open client pages", async () => {
    const bill = await issueBill(c.user.id);
    const mine = ok(
      await call<SearchResult[]>(`/app-bar/search?q=${bill.nomor}`, { token: c.token }),
      'client',
    );
    expect(mine.map((r) => r.id)).toContain(`invoice-${bill.id}`);
    const theirs = ok(await call<SearchResult[]>(`/app-bar/search?q=${bill.nomor}`, { token }), 'admin');
    expect(theirs).toEqual([]);
  });

  it('leave the admin area as it was', async () => {
    expect((await call('/admin/summary', { token })).status).toBe(200);
    expect((await call('/users', { token })).status).toBe(200);
  });
});
