import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminInvoiceBodySchema,
  manualPaymentBodySchema,
} from '../../../contract/admin/invoice-schemas';
import type { AdminInvoiceLine } from '../../../contract/admin/invoices';
import { ppnOf } from '../../../contract/billing/ppn';
import { routePath } from '../../../contract/routes';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertInvoice, notifyNewInvoice } from '../billing/invoices';
import { notifyPaid } from '../billing/payments';
import { today } from './invoice-app';

// Changes of the invoice app. Every change locks the bill first (FOR UPDATE), as the client's
// payments do, so a VA paid at the same moment and an admin's payment or cancel never both apply.

type Body = z.output<typeof adminInvoiceBodySchema>;
type Locked = Pick<
  RawRow<typeof tables.invoices>,
  'id' | 'client_id' | 'status' | 'nomor' | 'total' | 'paid_amount' | 'jatuh_tempo'
>;

/** Lines with their amounts, DPP, PPN and total. */
export function priceLines(details: Body['details']) {
  const lines: AdminInvoiceLine[] = details.map((d) => ({
    ...d,
    jumlah: d.qty * d.harga_satuan - d.diskon,
  }));
  const dpp = lines.reduce((sum, l) => sum + l.jumlah, 0);
  // Rp 100 trillion keeps DPP × 11 exact in a double; checked before the tax is computed.
  if (dpp > 100_000_000_000_000)
    throw badRequest('The bill total is too large', 'validation', { details: 'The bill total is too large' });
  // PPN on the DPP at the contract's rate, rounded half up by contract/tax-rounding (see ppnOf).
  const ppn = ppnOf(dpp);
  return { lines, dpp, ppn, total: dpp + ppn };
}

async function assertClient(db: DB, clientId: number) {
  const [client] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE id = ${clientId} AND role = 'client'`,
  );
  if (!client) throw badRequest('No such client', 'validation', { client_id: 'No such client' });
}

function assertDueDate(jatuhTempo: string) {
  if (jatuhTempo < today())
    throw badRequest('The due date is in the past', 'validation', {
      jatuh_tempo: 'The due date is in the past',
    });
}

async function lockBill(tx: DB, id: number): Promise<Locked> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`SELECT id, client_id, status, nomor, total, paid_amount, jatuh_tempo::text AS jatuh_tempo
        FROM invoices WHERE id = ${id} AND kind = 'TAGIHAN' FOR UPDATE`,
  );
  if (!row) throw notFound('Bill not found', 'not_found');
  return row;
}

/**
 * A bulk action's ids must all be bills of the invoice app (kind TAGIHAN): an unknown id or a
 * client's wallet top-up refuses the whole request (404), before any bill is touched.
 */
export async function assertInvoiceAppBills(db: DB, ids: readonly number[]) {
  const found = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM invoices WHERE kind = 'TAGIHAN' AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const known = new Set(found.map((r) => Number(r.id)));
  const refused = ids.filter((id) => !known.has(id));
  if (refused.length)
    throw notFound(
      `No bill of the invoice app has the id ${refused.join(', ')}; nothing was changed`,
      'not_found',
    );
}

const notDraft = () =>
  conflict('Only a draft can be changed or sent; this bill was already sent', 'not_draft');

/** A draft (the client sees nothing yet) with the seller being the service itself. */
export async function createDraft(db: DB, body: Body): Promise<number> {
  await assertClient(db, body.client_id);
  assertDueDate(body.jatuh_tempo);
  const { lines, dpp, ppn, total } = priceLines(body.details);
  return db.transaction(async (tx) => {
    const [seller] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM penjual WHERE kode = 'PORTAL'`);
    const { id } = await insertInvoice(tx, {
      clientId: body.client_id,
      penjualId: Number(seller.id),
      tanggal: today(),
      jatuhTempo: body.jatuh_tempo,
      details: lines,
      catatan: body.catatan ?? null,
    });
    // insertInvoice prices qty × unit price; the app's lines carry discounts, so store its figures.
    await tx.execute(
      sql`UPDATE invoices SET status = 'DRAFT', sent_at = NULL, details = ${JSON.stringify(lines)}::jsonb,
            dpp = ${dpp}, ppn = ${ppn}, total = ${total} WHERE id = ${id}`,
    );
    return id;
  });
}

/** Replaces a draft's client, lines, due date and note; answers the values before. */
export async function updateDraft(db: DB, id: number, body: Body) {
  await assertClient(db, body.client_id);
  assertDueDate(body.jatuh_tempo);
  const { lines, dpp, ppn, total } = priceLines(body.details);
  return db.transaction(async (tx) => {
    const before = await lockBill(tx, id);
    if (before.status !== 'DRAFT') throw notDraft();
    await tx.execute(
      sql`UPDATE invoices SET client_id = ${body.client_id}, jatuh_tempo = ${body.jatuh_tempo}::date,
            catatan = ${body.catatan ?? null}, details = ${JSON.stringify(lines)}::jsonb,
            dpp = ${dpp}, ppn = ${ppn}, total = ${total}
          WHERE id = ${id}`,
    );
    return before;
  });
}

/**
 * Sends a draft: issued today, visible in the client's Daftar Tagihan, with a notification and a
 * mail in the client's language.
 */
export async function sendInvoice(db: DB, id: number, link: string) {
  const day = today();
  const bill = await db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (bill.status !== 'DRAFT') throw notDraft();
    if (bill.jatuh_tempo < day)
      throw conflict('The due date has passed; edit the draft before sending it', 'due_passed');
    await tx.execute(
      sql`UPDATE invoices SET status = 'BELUM_DIBAYAR', tanggal = ${day}::date,
            sent_at = ${clock.now().toISOString()}::timestamptz WHERE id = ${id}`,
    );
    return bill;
  });
  const created = { id, nomor: bill.nomor, total: Number(bill.total) };
  // the client's notification preferences decide whether the bill's mail goes with the bell
  await notifyNewInvoice(db, Number(bill.client_id), created, {
    template: {
      name: 'invoice_sent',
      nomor: bill.nomor,
      total: created.total,
      dueDate: bill.jatuh_tempo,
      link: `${link}${routePath('invoiceDetail', { id })}`,
    },
  });
  return bill;
}

/**
 * Cancels a bill nothing was paid on (a draft too). A VA the client opened for it is cancelled
 * with it, so the bank can no longer pay it.
 */
export async function cancelAdminInvoice(db: DB, id: number) {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (bill.status === 'DIBATALKAN') throw conflict('This bill is already cancelled', 'already_cancelled');
    if (bill.status === 'LUNAS' || Number(bill.paid_amount) > 0)
      throw conflict('A bill with a payment cannot be cancelled', 'has_payment');
    const now = clock.now().toISOString();
    await tx.execute(
      sql`UPDATE transaksi SET status = 'DIBATALKAN', cancelled_at = ${now}::timestamptz
          WHERE invoice_id = ${id} AND status = 'MENUNGGU'`,
    );
    await tx.execute(
      sql`UPDATE invoices SET status = 'DIBATALKAN', cancelled_at = ${now}::timestamptz WHERE id = ${id}`,
    );
    return bill;
  });
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

/**
 * Records a payment received outside the VA and the wallet. Less than the balance leaves the bill
 * partly paid; the balance exactly makes it paid; more is refused. A VA the client opened for the
 * old balance is cancelled (its amount would no longer be right); the client opens a new one.
 */
export async function recordPayment(
  db: DB,
  adminId: number,
  id: number,
  body: z.output<typeof manualPaymentBodySchema>,
) {
  const outcome = await db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (bill.status === 'DRAFT') throw conflict('A draft cannot be paid; send it first', 'not_sent');
    if (bill.status === 'LUNAS') throw conflict('This bill is already paid', 'already_paid');
    if (bill.status === 'DIBATALKAN') throw conflict('This bill is cancelled', 'already_cancelled');
    const balance = Number(bill.total) - Number(bill.paid_amount);
    if (body.amount > balance)
      throw conflict(
        `The payment of ${rupiah(body.amount)} is more than the balance of ${rupiah(balance)}`,
        'overpayment',
      );
    const now = clock.now().toISOString();
    await tx.execute(
      sql`UPDATE transaksi SET status = 'DIBATALKAN', cancelled_at = ${now}::timestamptz
          WHERE invoice_id = ${id} AND status = 'MENUNGGU'`,
    );
    await tx.execute(
      sql`INSERT INTO invoice_payments (invoice_id, amount, paid_on, channel, reference, recorded_by, created_at)
          VALUES (${id}, ${body.amount}, ${body.paid_on}::date, ${body.channel}, ${body.reference}, ${adminId},
                  ${now}::timestamptz)`,
    );
    const paidInFull = body.amount === balance;
    await tx.execute(
      sql`UPDATE invoices SET paid_amount = paid_amount + ${body.amount},
            status = ${paidInFull ? 'LUNAS' : 'BELUM_DIBAYAR'},
            paid_at = ${paidInFull ? now : null}::timestamptz
          WHERE id = ${id}`,
    );
    return { bill, paidInFull };
  });
  if (outcome.paidInFull)
    await notifyPaid(
      db,
      Number(outcome.bill.client_id),
      id,
      outcome.bill.nomor,
      Number(outcome.bill.total),
      false,
    );
  return outcome.bill;
}
