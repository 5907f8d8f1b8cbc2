import { Hono } from 'hono';
import { idParamSchema } from '../../contract/common/schemas';
import { DOCUMENT_PATHS } from '../../contract/documents';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
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
