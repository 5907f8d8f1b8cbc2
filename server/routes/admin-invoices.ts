import { Hono } from 'hono';
import {
  adminInvoiceBodySchema,
  adminInvoiceListQuerySchema,
  bulkInvoiceBodySchema,
  manualPaymentBodySchema,
} from '../../contract/admin/invoice-schemas';
import { type BulkInvoiceAnswer, ADMIN_INVOICE_PATHS as P } from '../../contract/admin/invoices';
import { idParamSchema } from '../../contract/common/schemas';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/errors';
import { validate } from '../lib/validate';
import {
  assertInvoiceAppBills,
  cancelAdminInvoice,
  createDraft,
  recordPayment,
  sendInvoice,
  updateDraft,
} from '../services/admin/invoice-actions';
import {
  exportAdminInvoicesCsv,
  getAdminInvoice,
  listAdminInvoices,
  today,
} from '../services/admin/invoice-app';

// The admin's invoice app (issue 16). Mounted after ./admin.ts, whose area guard ('/admin/*')
// runs first: the caller's ability on 'invoices' by method (contract/admin.ts
// ADMIN_AREA_SUBJECTS), so a staff role without 'update invoices' gets 403 on every PUT/PATCH
// here. Every change is audited.
export const adminInvoiceRoutes = new Hono<AppEnv>();

const id = ':id';
const byId = validate('param', idParamSchema);
/** The portal the admin works in (the request's Origin, else this server): the mail links there. */
const portalOrigin = (c: { req: { header: (n: string) => string | undefined; url: string } }) =>
  c.req.header('origin') || new URL(c.req.url).origin;

adminInvoiceRoutes.get(P.list, validate('query', adminInvoiceListQuerySchema), async (c) =>
  c.json(await listAdminInvoices(c.get('db'), c.req.valid('query'))),
);

adminInvoiceRoutes.get(P.csv, validate('query', adminInvoiceListQuerySchema), (c) =>
  c.body(exportAdminInvoicesCsv(c.get('db'), c.req.valid('query')), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="invoices-${today().replace(/-/g, '')}.csv"`,
  }),
);

adminInvoiceRoutes.post(P.list, validate('json', adminInvoiceBodySchema), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const invoiceId = await createDraft(db, body);
  await audit(c, { action: 'invoice.create', targetType: 'invoice', targetId: invoiceId, after: body });
  if (body.send) {
    await sendInvoice(db, invoiceId, portalOrigin(c));
    await audit(c, { action: 'invoice.send', targetType: 'invoice', targetId: invoiceId });
  }
  return c.json({ invoice: await getAdminInvoice(db, invoiceId) }, 201);
});

adminInvoiceRoutes.patch(P.bulk, validate('json', bulkInvoiceBodySchema), async (c) => {
  const { action, ids } = c.req.valid('json');
  const db = c.get('db');
  const answer: BulkInvoiceAnswer = { done: [], failed: [] };
  const chosen = [...new Set(ids)];
  await assertInvoiceAppBills(db, chosen);
  // One bill at a time, each in its own transaction: one refused bill does not undo the others.
  for (const invoiceId of chosen) {
    try {
      if (action === 'send') await sendInvoice(db, invoiceId, portalOrigin(c));
      else await cancelAdminInvoice(db, invoiceId);
      await audit(c, { action: `invoice.${action}`, targetType: 'invoice', targetId: invoiceId });
      answer.done.push(invoiceId);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      answer.failed.push({ id: invoiceId, error: e.message, code: e.code ?? 'error' });
    }
  }
  return c.json(answer);
});

adminInvoiceRoutes.get(`${P.list}/${id}`, byId, async (c) =>
  c.json({ invoice: await getAdminInvoice(c.get('db'), c.req.valid('param').id) }),
);

adminInvoiceRoutes.put(`${P.list}/${id}`, byId, validate('json', adminInvoiceBodySchema), async (c) => {
  const invoiceId = c.req.valid('param').id;
  const body = c.req.valid('json');
  const db = c.get('db');
  const before = await updateDraft(db, invoiceId, body);
  await audit(c, {
    action: 'invoice.update',
    targetType: 'invoice',
    targetId: invoiceId,
    before,
    after: body,
  });
  if (body.send) {
    await sendInvoice(db, invoiceId, portalOrigin(c));
    await audit(c, { action: 'invoice.send', targetType: 'invoice', targetId: invoiceId });
  }
  return c.json({ invoice: await getAdminInvoice(db, invoiceId) });
});

adminInvoiceRoutes.patch(P.send(id), byId, async (c) => {
  const invoiceId = c.req.valid('param').id;
  await sendInvoice(c.get('db'), invoiceId, portalOrigin(c));
  await audit(c, { action: 'invoice.send', targetType: 'invoice', targetId: invoiceId });
  return c.json({ invoice: await getAdminInvoice(c.get('db'), invoiceId) });
});

adminInvoiceRoutes.patch(P.cancel(id), byId, async (c) => {
  const invoiceId = c.req.valid('param').id;
  const before = await cancelAdminInvoice(c.get('db'), invoiceId);
  await audit(c, { action: 'invoice.cancel', targetType: 'invoice', targetId: invoiceId, before });
  return c.json({ invoice: await getAdminInvoice(c.get('db'), invoiceId) });
});

adminInvoiceRoutes.post(P.payments(id), byId, validate('json', manualPaymentBodySchema), async (c) => {
  const invoiceId = c.req.valid('param').id;
  const body = c.req.valid('json');
  const before = await recordPayment(c.get('db'), c.get('user').id, invoiceId, body);
  await audit(c, {
    action: 'invoice.payment',
    targetType: 'invoice',
    targetId: invoiceId,
    before,
    after: body,
  });
  return c.json({ invoice: await getAdminInvoice(c.get('db'), invoiceId) }, 201);
});
