// Documents as PDFs (issue 21), made on the server in one way (server/lib/pdf): the official
// withholding slip, the payment receipt (kuitansi) of a paid bill, the wallet statement.
// Paths are relative to the API base (/api). A client reads only its own documents (another
// client's id answers 404 `not_found`); the admin reads every client's.

export const DOCUMENT_PATHS = {
  /** the official slip (bukti potong) as PDF, in Indonesian whatever the interface language */
  slipPdf: (id: number) => `/bupot/${id}/pdf`,
  /** the receipt (kuitansi) of a paid bill (404 while the bill is not paid) */
  invoiceReceipt: (id: number) => `/invoice/${id}/kuitansi.pdf`,
  /** the receipt of a paid payment (404 unless the payment is TERBAYAR) */
  paymentReceipt: (id: number) => `/transaksi/${id}/kuitansi.pdf`,
  /** the wallet's ledger with running balance over a period (?from=&to=, YYYY-MM-DD, WIB) */
  walletStatement: '/dompet/statement',
  walletStatementCsv: '/dompet/statement.csv',
  walletStatementPdf: '/dompet/statement.pdf',
  /** the admin invoice app's A4 PDF of a bill */
  adminInvoicePdf: (id: number) => `/admin/invoices/${id}/pdf`,
} as const;

/** One line of the wallet statement: a ledger row and the balance after it. */
export interface StatementLine {
  id: number;
  created_at: string;
  type: 'CREDIT' | 'DEBIT';
  amount: number;
  reference: string | null;
  description: string;
  invoice_id: number | null;
  balance_after: number;
}

/** The wallet statement of a period: opening balance, lines oldest first, totals, closing balance. */
export interface WalletStatement {
  from: string;
  to: string;
  opening_balance: number;
  total_credit: number;
  total_debit: number;
  closing_balance: number;
  lines: StatementLine[];
}
