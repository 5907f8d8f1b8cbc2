import { Hono } from 'hono';
import { z } from 'zod';
import { type BankInfo, BILLING_PATHS } from '../../contract/billing';
import {
  createInvoiceSchema,
  createVaSchema,
  dompetQuerySchema,
  invoiceListQuerySchema,
  pembayaranDeleteSchema,
  testPaymentSchema,
  topupSchema,
  transaksiListQuerySchema,
  walletPaySchema,
} from '../../contract/billing/schemas';
import { idParamSchema } from '../../contract/common/schemas';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { forbidden, notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { requireAdmin, requireAuth, requireClient } from '../middleware/auth';
import { bankInfos, listBanks } from '../services/billing/banks';
import { dashboard } from '../services/billing/dashboard';
import { wibDate } from '../services/billing/dates';
import {
  cancelInvoice,
  createInvoice,
  exportInvoicesCsv,
  getInvoiceDetail,
  listInvoices,
} from '../services/billing/invoices';
import {
  applyPayment,
  cancelTransaksi,
  createVa,
  exportTransaksiCsv,
  getStatus,
  getTransaksi,
  listTransaksi,
} from '../services/billing/payments';
import { listPenjual } from '../services/billing/sellers';
import { createTopup, payFromWallet, walletLedger, walletOwner } from '../services/billing/wallet';
import { routeOf } from './route-of';

// Billing routes under /api (contract: contract/billing.ts). Every route needs a session;
// a client's queries are scoped to its own rows, an admin's to all.
export const billingRoutes = new Hono<AppEnv>();

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${wibDate(clock.now()).replace(/-/g, '')}.csv"`,
  'cache-control': 'no-store',
});

/** A client's list, or for an admin one named client's (client_id): never every client's summed as one. */
const requireNamedClient: typeof requireClient = async (c, next) => {
  if (c.get('user').role === 'admin' && !c.req.query('client_id'))
    throw forbidden('The admin lists one client at a time: give client_id', 'forbidden');
  await next();
};

billingRoutes.get(BILLING_PATHS.penjual, requireAuth, async (c) => c.json(await listPenjual(c.get('db'))));

// ---------------------------------------------------------------- bills

billingRoutes.get(
  BILLING_PATHS.invoicesCsv,
  requireAuth,
  requireNamedClient,
  validate('query', invoiceListQuerySchema),
  (c) => {
    const stream = exportInvoicesCsv(c.get('db'), c.get('user'), c.req.valid('query'));
    return c.body(stream, 200, csvHeaders('tagihan'));
  },
);

billingRoutes.get(
  BILLING_PATHS.invoices,
  requireAuth,
  requireNamedClient,
  validate('query', invoiceListQuerySchema),
  async (c) => {
    const params = c.req.valid('query');
    const result = await listInvoices(c.get('db'), c.get('user'), params);
    return c.json({ ...result, params });
  },
);

billingRoutes.post(
  BILLING_PATHS.invoices,
  requireAuth,
  requireAdmin,
  validate('json', createInvoiceSchema),
  async (c) => {
    const invoice = await createInvoice(c.get('db'), c.get('user'), c.req.valid('json'));
    return c.json({ invoice }, 201);
  },
);

billingRoutes.get(
  routeOf(BILLING_PATHS.invoice),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    return c.json(await getInvoiceDetail(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);

billingRoutes.delete(
  routeOf(BILLING_PATHS.invoice),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const invoice = await cancelInvoice(c.get('db'), c.get('user'), c.req.valid('param').id);
    return c.json({ invoice });
  },
);

// ---------------------------------------------------------------- banks and VAs

billingRoutes.get(BILLING_PATHS.listbank, requireAuth, (c) => c.json(listBanks()));

billingRoutes.get(
  BILLING_PATHS.informasibank,
  requireAuth,
  validate(
    'query',
    z.object({
      code: z
        .string()
        .regex(/^\d{3}$/, 'code is a 3-digit bank code')
        .optional(),
    }),
  ),
  (c) => {
    const { code } = c.req.valid('query');
    const infos: BankInfo[] = bankInfos(code);
    if (code && !infos.length) throw notFound('No virtual account information for this bank', 'not_found');
    return c.json(infos);
  },
);

billingRoutes.post(BILLING_PATHS.createbriva, requireAuth, validate('json', createVaSchema), async (c) => {
  const { invoice_id, bank_code } = c.req.valid('json');
  const config = c.get('config');
  const result = await createVa(c.get('db'), c.get('user'), invoice_id, bank_code, config.vaTtlMinutes);
  return c.json({ ...result, sandbox: config.sandbox }, result.created ? 201 : 200);
});

billingRoutes.get(
  routeOf(BILLING_PATHS.showbriva),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const transaksi = await getTransaksi(c.get('db'), c.get('user'), c.req.valid('param').id);
    return c.json({ transaksi, sandbox: c.get('config').sandbox });
  },
);

billingRoutes.get(
  routeOf(BILLING_PATHS.getstatus),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    return c.json(await getStatus(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);

billingRoutes.post(
  BILLING_PATHS.testPayment,
  async (c, next) => {
    if (!c.get('config').sandbox) throw notFound(`No such endpoint: POST ${c.req.path}`, 'not_found');
    await next();
  },
  requireAuth,
  validate('json', testPaymentSchema),
  async (c) => {
    return c.json(await applyPayment(c.get('db'), c.get('user'), c.req.valid('json')));
  },
);

// ---------------------------------------------------------------- payments

billingRoutes.get(
  BILLING_PATHS.transaksisCsv,
  requireAuth,
  requireNamedClient,
  validate('query', transaksiListQuerySchema),
  (c) => {
    const stream = exportTransaksiCsv(c.get('db'), c.get('user'), c.req.valid('query'));
    return c.body(stream, 200, csvHeaders('pembayaran'));
  },
);

billingRoutes.get(
  BILLING_PATHS.transaksis,
  requireAuth,
  requireNamedClient,
  validate('query', transaksiListQuerySchema),
  async (c) => {
    const params = c.req.valid('query');
    const result = await listTransaksi(c.get('db'), c.get('user'), params);
    return c.json({ ...result, params });
  },
);

billingRoutes.delete(
  routeOf(BILLING_PATHS.transaksi),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const transaksi = await cancelTransaksi(c.get('db'), c.get('user'), c.req.valid('param').id);
    return c.json({ transaksi });
  },
);

billingRoutes.delete(
  BILLING_PATHS.pembayaranDelete,
  requireAuth,
  validate('json', pembayaranDeleteSchema),
  async (c) => {
    const transaksi = await cancelTransaksi(c.get('db'), c.get('user'), c.req.valid('json').id);
    return c.json({ transaksi });
  },
);

// ---------------------------------------------------------------- wallet and dashboard

billingRoutes.get(BILLING_PATHS.dompet, requireAuth, validate('query', dompetQuerySchema), async (c) => {
  const params = c.req.valid('query');
  const owner = walletOwner(c.get('user'), params.client_id);
  const result = await walletLedger(c.get('db'), owner, params.page, params.perPage);
  return c.json({ ...result, params });
});

billingRoutes.post(BILLING_PATHS.dompetTopup, requireAuth, validate('json', topupSchema), async (c) => {
  if (c.get('user').role !== 'client')
    throw forbidden('Only a client account has a wallet to top up', 'forbidden');
  const invoice = await createTopup(c.get('db'), c.get('user'), c.req.valid('json').amount);
  return c.json({ invoice }, 201);
});

billingRoutes.post(BILLING_PATHS.dompetPay, requireAuth, validate('json', walletPaySchema), async (c) => {
  return c.json(await payFromWallet(c.get('db'), c.get('user'), c.req.valid('json').invoice_id));
});

billingRoutes.get(BILLING_PATHS.dashboard, requireAuth, requireClient, async (c) =>
  c.json(await dashboard(c.get('db'), c.get('user'))),
);
