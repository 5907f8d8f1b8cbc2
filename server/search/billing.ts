import { sql } from 'drizzle-orm';
import { routePath } from '../../contract/routes';
import { queryRows } from '../db/rows';
import { clock } from '../lib/clock';
import { wibDate } from '../services/billing/dates';
import { numberPattern, scopeSql, sentOnly } from '../services/billing/rows';
import type { SearchItem, SearchProvider } from './types';

const LIMIT = 4;

/** Ctrl+/: the user's bills by number, and payments by bill number or VA number (type 'transaksi'). */
export const billingSearch: SearchProvider = async ({ db, user, q }) => {
  if (!q) return [];
  const pattern = numberPattern(q);
  // Overdue is computed as in the bill list: unpaid past its due date (WIB).
  const bills = await queryRows<{ id: number; nomor: string; status: string }>(
    db,
    sql`SELECT i.id, i.nomor,
          CASE WHEN i.status = 'BELUM_DIBAYAR' AND i.jatuh_tempo < ${wibDate(clock.now())}::date
               THEN 'JATUH_TEMPO' ELSE i.status END AS status
        FROM invoices i
        WHERE ${scopeSql(user, 'i.client_id')} AND ${sentOnly} AND i.kind = 'TAGIHAN' AND i.nomor ILIKE ${pattern}
        ORDER BY (i.nomor ILIKE ${`${pattern.slice(1)}`}) DESC, i.tanggal DESC, i.id DESC LIMIT ${LIMIT}`,
  );
  const payments = await queryRows<{
    id: number;
    nomor_invoice: string;
    va_number: string | null;
    bank: string;
    status: string;
  }>(
    db,
    sql`SELECT t.id, t.nomor_invoice, t.va_number, t.bank, t.status FROM transaksi t
        WHERE ${scopeSql(user, 't.client_id')} AND (t.nomor_invoice ILIKE ${pattern} OR t.va_number LIKE ${pattern})
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${LIMIT}`,
  );
  const items: SearchItem[] = bills.map((b) => ({
    id: `invoice-${b.id}`,
    url: routePath('invoiceDetail', { id: b.id }),
    icon: 'receipt',
    title: b.nomor,
    type: 'transaksi',
    status: { of: 'invoice', code: b.status },
  }));
  for (const p of payments) {
    const key = p.va_number ?? p.nomor_invoice;
    items.push({
      id: `transaksi-${p.id}`,
      url: `${routePath('paymentList')}?q=${encodeURIComponent(key)}`,
      icon: 'credit-card',
      title: p.va_number ? `${p.nomor_invoice} · VA ${p.va_number}` : `${p.nomor_invoice} · ${p.bank}`,
      type: 'transaksi',
      status: { of: 'payment', code: p.status },
    });
  }
  return items;
};
