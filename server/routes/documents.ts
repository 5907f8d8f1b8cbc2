import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { idParamSchema } from '../../contract/common/schemas';
import { DOCUMENT_PATHS, type WalletStatement } from '../../contract/documents';
import { walletStatementQuerySchema } from '../../contract/documents/schemas';
import { users } from '../db/schema';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { walletOwner } from '../services/billing/wallet';
import { adminInvoicePdf } from '../services/documents/invoice-pdf';
import { invoiceReceipt, paymentReceipt, receiptFileName } from '../services/documents/receipt';
import {
  defaultPeriod,
  statementCsv,
  statementPdf,
  walletStatement,
} from '../services/documents/wallet-statement';
import { findSlip } from '../services/ebupot/slip-access';
import { renderSlipPdf, slipPdfName } from '../services/ebupot/slip-pdf';
import { routeOf } from './route-of';

// Documents as PDFs under /api (contract/documents.ts): each answer is made on the server by
// server/lib/pdf. Who may read what is checked here or in the service (404 for another's).
export const documentRoutes = new Hono<AppEnv>();

const byId = validate('param', idParamSchema);
const digits = ':id{[0-9]+}';

/** A PDF answer, shown inline (the browser's viewer) and saved under `name`. */
export const pdfHeaders = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${name}"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

documentRoutes.get(routeOf(DOCUMENT_PATHS.slipPdf, digits), requireAuth, byId, async (c) => {
  const db = c.get('db');
  const row = await findSlip(db, c.get('user'), c.req.valid('param').id);
  const bytes = await renderSlipPdf(db, row.id);
  return c.body(bytes, 200, pdfHeaders(slipPdfName(row)));
});

documentRoutes.get(routeOf(DOCUMENT_PATHS.invoiceReceipt, digits), requireAuth, byId, async (c) => {
  const { bytes, number } = await invoiceReceipt(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.body(bytes, 200, pdfHeaders(receiptFileName({ number })));
});

documentRoutes.get(routeOf(DOCUMENT_PATHS.paymentReceipt, digits), requireAuth, byId, async (c) => {
  const { bytes, number } = await paymentReceipt(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.body(bytes, 200, pdfHeaders(receiptFileName({ number })));
});

/** The statement a request asks for: the caller's wallet (the admin's: a named client's) over the period. */
async function statementOf(c: Context<AppEnv>, q: z.output<typeof walletStatementQuerySchema>) {
  const db = c.get('db');
  const user = c.get('user');
  const period = { ...defaultPeriod(), ...(q.from && { from: q.from }), ...(q.to && { to: q.to }) };
  if (period.from > period.to) period.from = period.to;
  const owner = walletOwner(user, q.client_id);
  return { db, owner, statement: await walletStatement(db, owner, period.from, period.to) };
}

const statementQuery = validate('query', walletStatementQuerySchema);

documentRoutes.get(DOCUMENT_PATHS.walletStatement, requireAuth, statementQuery, async (c) =>
  c.json<WalletStatement>((await statementOf(c, c.req.valid('query'))).statement),
);

documentRoutes.get(DOCUMENT_PATHS.walletStatementCsv, requireAuth, statementQuery, async (c) => {
  const { statement } = await statementOf(c, c.req.valid('query'));
  return c.body(statementCsv(statement), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="mutasi-dompet-${statement.from}-${statement.to}.csv"`,
    'cache-control': 'private, no-store',
  });
});

documentRoutes.get(DOCUMENT_PATHS.walletStatementPdf, requireAuth, statementQuery, async (c) => {
  const { db, owner, statement } = await statementOf(c, c.req.valid('query'));
  const [holder] = await db
    .select({ nama: users.nama, companyName: users.companyName, npwp: users.npwp })
    .from(users)
    .where(eq(users.id, owner));
  if (!holder) throw notFound('No such client', 'not_found');
  const bytes = await statementPdf(statement, holder);
  return c.body(bytes, 200, pdfHeaders(`mutasi-dompet-${statement.from}-${statement.to}.pdf`));
});

/** Mounted after ./admin.ts, whose area guard ('/admin/*': read 'invoices') runs first. */
export const adminDocumentRoutes = new Hono<AppEnv>();

adminDocumentRoutes.get(routeOf(DOCUMENT_PATHS.adminInvoicePdf, digits), byId, async (c) => {
  const { bytes, nomor } = await adminInvoicePdf(c.get('db'), c.req.valid('param').id);
  return c.body(bytes, 200, pdfHeaders(`${nomor.replace(/\//g, '-')}.pdf`));
});
