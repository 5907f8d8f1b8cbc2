import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  EBUPOT_REPORT_PATHS,
  type MasaAgenda,
  type SptMasaSummary,
  type TaxDeposit,
} from '../../contract/ebupot-report';
import {
  coretaxQuerySchema,
  createDepositSchema,
  masaQuerySchema,
  payDepositSchema,
} from '../../contract/ebupot-report/schemas';
import { bupot, users } from '../db/schema';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { conflict, notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { requireAuth, requireClient } from '../middleware/auth';
import { buildCoretaxXml } from '../services/ebupot/coretax-xml';
import { createDeposit, masaAgenda, masaSummary, payDeposit } from '../services/tax-deposit/deposits';
import { taxBillingProvider } from '../services/tax-deposit/provider';

// A masa's SPT Masa summary, its Coretax XML, and its deposits (kode billing → NTPN). All are a
// client's own (the admin has no masa of its own): requireClient, as the masa states.
export const ebupotReportRoutes = new Hono<AppEnv>();

const provider = (c: Context<AppEnv>) => taxBillingProvider(c.get('config'));

/** A kode billing made or paid, in the audit log (who, when, the deposit before and after). */
const auditDeposit = (
  c: Context<AppEnv>,
  action: string,
  deposit: TaxDeposit,
  before: TaxDeposit | null = null,
) => audit(c, { action, targetType: 'tax_deposit', targetId: deposit.id, before, after: deposit });

ebupotReportRoutes.get(
  EBUPOT_REPORT_PATHS.summary,
  requireAuth,
  requireClient,
  validate('query', masaQuerySchema),
  async (c) =>
    c.json<SptMasaSummary>(await masaSummary(c.get('db'), c.get('user'), c.req.valid('query'), provider(c))),
);

ebupotReportRoutes.get(EBUPOT_REPORT_PATHS.agenda, requireAuth, requireClient, async (c) =>
  c.json<MasaAgenda>(await masaAgenda(c.get('db'), c.get('user'))),
);

ebupotReportRoutes.get(
  EBUPOT_REPORT_PATHS.coretax,
  requireAuth,
  requireClient,
  validate('query', coretaxQuerySchema),
  async (c) => {
    const { masa, tahun, form, part } = c.req.valid('query');
    const db = c.get('db');
    const user = c.get('user');
    const [me] = await db.select({ npwp: users.npwp }).from(users).where(eq(users.id, user.id));
    const slips = await db
      .select()
      .from(bupot)
      .where(
        and(
          eq(bupot.userId, user.id),
          eq(bupot.tahun, tahun),
          eq(bupot.masa, masa),
          eq(bupot.status, 'issued'),
        ),
      )
      .orderBy(asc(bupot.number), asc(bupot.id));
    const result = buildCoretaxXml(form, me?.npwp ?? null, slips, { masa, tahun }, part);
    const period = `${tahun}-${String(masa).padStart(2, '0')}`;
    if (!result.ok) {
      const fields: Record<string, string> = {};
      for (const p of result.problems) fields[`${p.number ?? p.slipId ?? 'file'}.${p.field}`] ??= p.message;
      return c.json(
        {
          error: `The ${form} export of masa ${period} breaks ${result.problems.length} Coretax field rule(s): ${result.problems[0].message}`,
          code: 'coretax_invalid',
          fields,
          problems: result.problems,
        },
        422,
      );
    }
    if (result.total === 0)
      throw conflict(`Masa ${period} has no issued ${form} slip to export`, 'coretax_empty');
    if (result.count === 0)
      throw notFound(`Masa ${period} has ${result.parts} ${form} file(s), not ${part}`, 'coretax_no_part');
    // one file when the masa fits in one, else numbered parts: coretax-BPPU-2026-03-2of3.xml
    const name = `coretax-${form}-${period}${result.parts > 1 ? `-${part}of${result.parts}` : ''}.xml`;
    return c.body(result.xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    });
  },
);

ebupotReportRoutes.post(
  EBUPOT_REPORT_PATHS.deposit,
  requireAuth,
  requireClient,
  validate('json', createDepositSchema),
  async (c) => {
    const body = c.req.valid('json');
    const result = await createDeposit(c.get('db'), c.get('user'), provider(c), body);
    if (result.created) await auditDeposit(c, 'tax_deposit.billing', result.deposit, result.before);
    return c.json({ deposit: result.deposit, created: result.created }, result.created ? 201 : 200);
  },
);

ebupotReportRoutes.post(
  EBUPOT_REPORT_PATHS.depositPay,
  requireAuth,
  requireClient,
  validate('json', payDepositSchema),
  async (c) => {
    const result = await payDeposit(c.get('db'), c.get('user'), provider(c), c.req.valid('json').billingCode);
    if (result.applied) await auditDeposit(c, 'tax_deposit.paid', result.deposit);
    return c.json(result);
  },
);
