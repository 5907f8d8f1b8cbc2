import type { Query } from './postgres';

// The data rules that must hold after any load or fault, checked by SQL on the database itself.
// Each check answers the rows that break it; an empty list means the rule holds.

const CHECKS: { rule: string; sql: string }[] = [
  {
    rule: 'a bill is paid at most once',
    sql: `SELECT invoice_id, count(*)::int AS paid FROM transaksi WHERE status = 'TERBAYAR'
          GROUP BY invoice_id HAVING count(*) > 1`,
  },
  {
    rule: 'a bill is LUNAS exactly when one of its payments is TERBAYAR',
    sql: `SELECT i.id, i.status, coalesce(p.paid, 0) AS paid FROM invoices i
          LEFT JOIN (SELECT invoice_id, count(*)::int AS paid FROM transaksi WHERE status = 'TERBAYAR' GROUP BY invoice_id) p
            ON p.invoice_id = i.id
          WHERE (i.status = 'LUNAS') <> (coalesce(p.paid, 0) = 1) OR (i.status = 'LUNAS' AND i.paid_at IS NULL)`,
  },
  {
    rule: 'a payment pays the bill total',
    sql: `SELECT t.id, t.amount, i.total FROM transaksi t JOIN invoices i ON i.id = t.invoice_id
          WHERE t.status = 'TERBAYAR' AND t.amount <> i.total`,
  },
  {
    rule: 'no two active virtual accounts for one bill',
    sql: `SELECT invoice_id, count(*)::int AS active FROM transaksi WHERE status = 'MENUNGGU'
          GROUP BY invoice_id HAVING count(*) > 1`,
  },
  {
    rule: 'a bill is MENUNGGU exactly when it has an active virtual account',
    sql: `SELECT i.id, i.status FROM invoices i
          WHERE (i.status = 'MENUNGGU') <> EXISTS (SELECT 1 FROM transaksi t WHERE t.invoice_id = i.id AND t.status = 'MENUNGGU')`,
  },
  {
    rule: 'no virtual account number is used twice',
    sql: `SELECT va_number, count(*)::int AS n FROM transaksi WHERE va_number IS NOT NULL GROUP BY va_number HAVING count(*) > 1`,
  },
  {
    rule: 'a wallet balance never goes below zero (running sum of its ledger in order)',
    sql: `SELECT user_id, id, running FROM (
            SELECT user_id, id, sum(CASE WHEN type = 'CREDIT' THEN amount ELSE -amount END)
                   OVER (PARTITION BY user_id ORDER BY id) AS running
            FROM wallet_ledger) r
          WHERE running < 0`,
  },
  {
    rule: 'every wallet debit is one paid wallet payment of the same bill and amount',
    sql: `SELECT l.id FROM wallet_ledger l LEFT JOIN transaksi t ON t.id = l.transaksi_id
          WHERE l.type = 'DEBIT' AND (t.id IS NULL OR t.method <> 'WALLET' OR t.status <> 'TERBAYAR'
            OR t.amount <> l.amount OR t.invoice_id <> l.invoice_id)`,
  },
  {
    rule: 'every paid wallet payment has its one debit',
    sql: `SELECT t.id FROM transaksi t WHERE t.method = 'WALLET' AND t.status = 'TERBAYAR'
          AND (SELECT count(*) FROM wallet_ledger l WHERE l.transaksi_id = t.id AND l.type = 'DEBIT') <> 1`,
  },
  {
    rule: 'every paid top-up credits the wallet once, with its amount',
    sql: `SELECT t.id FROM transaksi t JOIN invoices i ON i.id = t.invoice_id
          WHERE i.kind = 'TOPUP' AND t.status = 'TERBAYAR'
          AND (SELECT count(*) FROM wallet_ledger l WHERE l.transaksi_id = t.id AND l.type = 'CREDIT' AND l.amount = t.amount) <> 1`,
  },
  {
    rule: 'every wallet credit comes from a paid top-up',
    sql: `SELECT l.id FROM wallet_ledger l LEFT JOIN transaksi t ON t.id = l.transaksi_id
          LEFT JOIN invoices i ON i.id = t.invoice_id
          WHERE l.type = 'CREDIT' AND (t.id IS NULL OR t.status <> 'TERBAYAR' OR i.kind <> 'TOPUP')`,
  },
  {
    rule: 'no slip number is issued twice (one valid slip a number; revisions distinct)',
    sql: `SELECT user_id, number_year, number FROM bupot WHERE number IS NOT NULL
          GROUP BY user_id, number_year, number
          HAVING count(*) FILTER (WHERE status = 'issued') > 1 OR count(DISTINCT revision) <> count(*)`,
  },
  {
    rule: 'a slip that left draft has its number, issue time and verification code',
    sql: `SELECT id FROM bupot WHERE status <> 'draft' AND (number IS NULL OR issued_at IS NULL OR verification_code IS NULL)`,
  },
  {
    rule: 'the slip counter is ahead of every number it gave',
    sql: `SELECT b.user_id, b.number_year FROM bupot b
          LEFT JOIN bupot_counters c ON c.user_id = b.user_id AND c.year = b.number_year
          WHERE b.number IS NOT NULL
          GROUP BY b.user_id, b.number_year, c.last_serial
          HAVING c.last_serial IS NULL OR c.last_serial < count(DISTINCT b.number)`,
  },
];

/** Every broken rule with up to five offending rows; empty when all hold. */
export async function brokenInvariants(query: Query): Promise<string[]> {
  const broken: string[] = [];
  for (const check of CHECKS) {
    const rows = await query(check.sql);
    if (rows.length)
      broken.push(`${check.rule}: ${rows.length} rows, e.g. ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return broken;
}

/** Wallet balances by user, from the ledger. */
export async function ledgerBalances(query: Query): Promise<Map<number, number>> {
  const rows = await query<{ user_id: number; balance: string }>(
    `SELECT user_id, sum(CASE WHEN type = 'CREDIT' THEN amount ELSE -amount END)::text AS balance
     FROM wallet_ledger GROUP BY user_id`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.balance)]));
}
