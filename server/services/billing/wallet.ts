import { sql } from 'drizzle-orm';
import type { LedgerEntry } from '../../../contract/billing';
import { WALLET_BANK_CODE } from '../../../contract/billing';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { conflict, HttpError } from '../../lib/errors';
import { addDays, iso, wibDate } from './dates';
import { expireDue, notifyExpired } from './expiry';
import { getInvoice, getInvoiceDetail, insertInvoice, lockInvoice } from './invoices';
import { notifyPaid } from './payments';
import { findTransaksiRows } from './rows';

export const WALLET_BANK_NAME = 'Dompet Portal Pajak';
/** Top-up bills are due the day after they are made. */
const TOPUP_DUE_DAYS = 1;

/** SUM(CREDIT) − SUM(DEBIT) of one user's ledger (0 without rows). */
export async function walletBalance(db: DB, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`SELECT COALESCE(SUM(CASE WHEN type = 'CREDIT' THEN amount ELSE -amount END), 0)::int8 AS balance
        FROM wallet_ledger WHERE user_id = ${userId}`,
  );
  return Number(row.balance);
}

/** Whose wallet a request reads: a client its own; an admin its own unless client_id is given. */
export const walletOwner = (user: AuthUser, clientId?: number) =>
  user.role === 'admin' && clientId ? clientId : user.id;

export async function walletLedger(db: DB, userId: number, page: number, perPage: number) {
  await expireDue(db, userId);
  const rows = await queryRows<
    Pick<
      RawRow<typeof tables.walletLedger>,
      'id' | 'type' | 'amount' | 'invoice_id' | 'transaksi_id' | 'reference' | 'description' | 'created_at'
    >
  >(
    db,
    sql`SELECT id, type, amount, invoice_id, transaksi_id, reference, description, created_at
        FROM wallet_ledger WHERE user_id = ${userId}
        ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM wallet_ledger WHERE user_id = ${userId}`,
  );
  const ledger: LedgerEntry[] = rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    amount: Number(r.amount),
    invoice_id: r.invoice_id == null ? null : Number(r.invoice_id),
    transaksi_id: r.transaksi_id == null ? null : Number(r.transaksi_id),
    reference: r.reference,
    description: r.description,
    created_at: iso(r.created_at) as string,
  }));
  return {
    balance: await walletBalance(db, userId),
    ledger,
    total: Number(count),
    pending_topups: await findTransaksiRows(
      db,
      sql`t.client_id = ${userId} AND t.status = 'MENUNGGU' AND ti.kind = 'TOPUP'`,
      sql`t.expires_at, t.id`,
    ),
  };
}

/** A top-up bill from the platform seller (no PPN); paying it by VA credits the wallet. */
export async function createTopup(db: DB, user: AuthUser, amount: number) {
  const [platform] = await queryRows<Pick<RawRow<typeof tables.penjual>, 'id'>>(
    db,
    sql`SELECT id FROM penjual WHERE kode = 'PORTAL'`,
  );
  const today = wibDate(clock.now());
  const created = await insertInvoice(db, {
    clientId: user.id,
    penjualId: Number(platform.id),
    kind: 'TOPUP',
    tanggal: today,
    jatuhTempo: addDays(today, TOPUP_DUE_DAYS),
    details: [{ deskripsi: 'Isi saldo dompet Portal Pajak', qty: 1, harga_satuan: amount }],
    catatan: 'Isi saldo dompet',
    withPpn: false,
  });
  return getInvoiceDetail(db, user, created.id);
}

function insufficient(balance: number, required: number) {
  const err = conflict('The wallet balance is too low for this bill', 'insufficient_balance');
  Object.assign(err.extra, { balance, required });
  return err;
}

/**
 * Pays a bill from its client's wallet in one transaction: bill locked, then the client's user row
 * (serializes every debit of that wallet), balance checked, a pending VA of the bill cancelled,
 * a WALLET payment recorded as TERBAYAR, the ledger debited, the bill → LUNAS.
 */
export async function payFromWallet(db: DB, user: AuthUser, invoiceId: number) {
  const result = await db.transaction(async (tx) => {
    const { invoice, expired } = await lockInvoice(tx, user, invoiceId);
    if (invoice.status === 'LUNAS')
      return { expired, error: conflict('This bill is already paid', 'already_paid') };
    if (invoice.status === 'DIBATALKAN')
      return { expired, error: conflict('This bill is cancelled', 'already_cancelled') };
    if (invoice.kind === 'TOPUP')
      return {
        expired,
        error: conflict('A top-up bill cannot be paid from the wallet', 'topup_from_wallet'),
      };
    // NO KEY UPDATE: serializes wallet debits without blocking inserts that reference the user.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${invoice.client_id} FOR NO KEY UPDATE`);
    const balance = await walletBalance(tx, invoice.client_id);
    if (balance < invoice.balance) return { expired, error: insufficient(balance, invoice.balance) };
    const now = clock.now().toISOString();
    await tx.execute(
      sql`UPDATE transaksi SET status = 'DIBATALKAN', cancelled_at = ${now}::timestamptz
          WHERE invoice_id = ${invoiceId} AND status = 'MENUNGGU'`,
    );
    const [pay] = await queryRows<Pick<RawRow<typeof tables.transaksi>, 'id'>>(
      tx,
      sql`INSERT INTO transaksi (invoice_id, client_id, nomor_invoice, method, bank, bank_code, va_number, va_name, amount, status, channel, created_at, paid_at)
          VALUES (${invoiceId}, ${invoice.client_id}, ${invoice.nomor}, 'WALLET', ${WALLET_BANK_NAME}, ${WALLET_BANK_CODE},
                  NULL, '', ${invoice.balance}, 'TERBAYAR', 'WALLET', ${now}::timestamptz, ${now}::timestamptz)
          RETURNING id`,
    );
    await tx.execute(
      sql`INSERT INTO wallet_ledger (user_id, type, amount, invoice_id, transaksi_id, reference, description, created_at)
          VALUES (${invoice.client_id}, 'DEBIT', ${invoice.balance}, ${invoiceId}, ${pay.id}, ${invoice.nomor},
                  'Pembayaran tagihan', ${now}::timestamptz)`,
    );
    await tx.execute(
      sql`UPDATE invoices SET status = 'LUNAS', paid_at = ${now}::timestamptz WHERE id = ${invoiceId}`,
    );
    return { expired, transaksiId: Number(pay.id), clientId: invoice.client_id };
  });
  await notifyExpired(db, result.expired);
  if ('error' in result && result.error instanceof HttpError) throw result.error;
  const invoice = await getInvoice(db, user, invoiceId);
  const clientId = result.clientId as number;
  await notifyPaid(db, clientId, invoice.id, invoice.nomor, invoice.total, false);
  const [transaksi] = await findTransaksiRows(db, sql`t.id = ${result.transaksiId as number}`);
  return { invoice, transaksi, balance: await walletBalance(db, clientId) };
}
