import { sql } from 'drizzle-orm';
import type { StatementLine, WalletStatement } from '../../../contract/documents';
import en from '../../../src/features/documents/locales/en.json';
import id from '../../../src/features/documents/locales/id.json';
import { formatDate, formatDateTime, formatNpwp, formatRupiah } from '../../../src/lib/format';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { clock } from '../../lib/clock';
import { bilingual, type Column, fieldRows, newPdf, pdfBytes, rule, table, titleBlock } from '../../lib/pdf';
import { csvLine } from '../billing/csv';
import { addDays, iso, wibDate } from '../billing/dates';

// The wallet statement (rekening koran): a period's ledger rows oldest first, each with the
// balance after it, between the opening balance (every row before the period) and the closing
// one. Dates are WIB calendar days; `to` is included. JSON for the page, CSV and PDF to keep.

const { text: t, label: l } = bilingual(id, en);
const k = (key: string) => `documents.statement.${key}`;

/** WIB midnight of a calendar date, as an instant. */
const wibStart = (date: string) => `${date}T00:00:00+07:00`;

export async function walletStatement(
  db: DB,
  userId: number,
  from: string,
  to: string,
): Promise<WalletStatement> {
  const start = wibStart(from);
  const end = wibStart(addDays(to, 1));
  const [opening] = await queryRows<{ balance: string | number }>(
    db,
    sql`SELECT COALESCE(SUM(CASE WHEN type = 'CREDIT' THEN amount ELSE -amount END), 0)::int8 AS balance
        FROM wallet_ledger WHERE user_id = ${userId} AND created_at < ${start}::timestamptz`,
  );
  const rows = await queryRows<{
    id: number | string;
    type: 'CREDIT' | 'DEBIT';
    amount: number | string;
    invoice_id: number | string | null;
    reference: string | null;
    description: string;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT id, type, amount, invoice_id, reference, description, created_at FROM wallet_ledger
        WHERE user_id = ${userId} AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
        ORDER BY created_at, id`,
  );
  let balance = Number(opening.balance);
  let credit = 0;
  let debit = 0;
  const lines: StatementLine[] = rows.map((r) => {
    const amount = Number(r.amount);
    if (r.type === 'CREDIT') credit += amount;
    else debit += amount;
    balance += r.type === 'CREDIT' ? amount : -amount;
    return {
      id: Number(r.id),
      created_at: iso(r.created_at) as string,
      type: r.type,
      amount,
      reference: r.reference,
      description: r.description,
      invoice_id: r.invoice_id == null ? null : Number(r.invoice_id),
      balance_after: balance,
    };
  });
  return {
    from,
    to,
    opening_balance: Number(opening.balance),
    total_credit: credit,
    total_debit: debit,
    closing_balance: balance,
    lines,
  };
}

/** The default period: the current month so far (WIB). */
export function defaultPeriod(): { from: string; to: string } {
  const today = wibDate(clock.now());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function statementCsv(s: WalletStatement): string {
  const header = ['tanggal_wib', 'keterangan', 'referensi', 'masuk', 'keluar', 'saldo'];
  const body = s.lines.map((line) => [
    formatDateTime(line.created_at, 'id', { month: '2-digit' }),
    line.description,
    line.reference ?? '',
    line.type === 'CREDIT' ? line.amount : '',
    line.type === 'DEBIT' ? line.amount : '',
    line.balance_after,
  ]);
  const all = [
    header,
    ['', t(k('opening')), '', '', '', s.opening_balance],
    ...body,
    ['', t(k('closing')), '', s.total_credit, s.total_debit, s.closing_balance],
  ];
  return `\uFEFF${all.map(csvLine).join('')}`;
}

export async function statementPdf(
  s: WalletStatement,
  holder: { nama: string; companyName: string | null; npwp: string | null },
) {
  const period = `${formatDate(s.from, 'id', { month: 'long' })} – ${formatDate(s.to, 'id', { month: 'long' })}`;
  const doc = newPdf({ title: `${t(k('pdfTitle'))} ${period}`, author: 'Portal Pajak' });
  titleBlock(doc, {
    overline: 'Portal Pajak',
    title: t(k('pdfTitle')).toUpperCase(),
    subtitle: en.documents.statement.pdfTitle,
  });
  doc.moveDown(0.6);
  fieldRows(doc, [
    {
      label: l(k('holder')),
      value: holder.companyName ? `${holder.companyName} (${holder.nama})` : holder.nama,
    },
    ...(holder.npwp ? [{ label: { text: 'NPWP' }, value: formatNpwp(holder.npwp) }] : []),
    { label: l(k('period')), value: period },
    { label: l(k('opening')), value: formatRupiah(s.opening_balance) },
    { label: l(k('totalCredit')), value: formatRupiah(s.total_credit) },
    { label: l(k('totalDebit')), value: formatRupiah(s.total_debit) },
    { label: l(k('closing')), value: formatRupiah(s.closing_balance), bold: true },
  ]);
  rule(doc, 4, 8);
  const money = (n: number) => formatRupiah(n);
  const columns: Column<StatementLine>[] = [
    { label: l(k('columns.date')), width: 80, value: (r) => formatDateTime(r.created_at, 'id') },
    { label: l(k('columns.description')), width: 95, value: (r) => r.description },
    { label: l(k('columns.reference')), width: 96, value: (r) => r.reference ?? '' },
    {
      label: l(k('columns.credit')),
      width: 70,
      align: 'right',
      value: (r) => (r.type === 'CREDIT' ? money(r.amount) : ''),
    },
    {
      label: l(k('columns.debit')),
      width: 70,
      align: 'right',
      value: (r) => (r.type === 'DEBIT' ? money(r.amount) : ''),
    },
    { label: l(k('columns.balance')), width: 70.9, align: 'right', value: (r) => money(r.balance_after) },
  ];
  table(doc, columns, s.lines, [
    '',
    t(k('closing')),
    '',
    money(s.total_credit),
    money(s.total_debit),
    money(s.closing_balance),
  ]);
  if (!s.lines.length)
    doc
      .moveDown()
      .fontSize(9)
      .text(t(k('empty')));
  return pdfBytes(
    doc,
    `${t(k('pdfTitle'))} · ${period} · ${t(k('printedAt'))} ${formatDateTime(clock.now(), 'id')} WIB`,
  );
}
