import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ADMIN_PATHS, type AdminSummary, type UserListResponse } from '../../contract/admin';
import { userListQuerySchema } from '../../contract/admin/schemas';
import { queryRows } from '../db/rows';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { validate } from '../lib/validate';
import { requireAdmin, requireAuth } from '../middleware/auth';

// Admin-only routes: every client's accounts and the admin home's figures.
export const adminRoutes = new Hono<AppEnv>();

adminRoutes.use(ADMIN_PATHS.users, requireAuth, requireAdmin);
adminRoutes.use('/admin/*', requireAuth, requireAdmin);

adminRoutes.get(ADMIN_PATHS.users, validate('query', userListQuerySchema), async (c) => {
  const params = c.req.valid('query');
  const db = c.get('db');
  const like = params.q ? `%${params.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = sql`WHERE (${like}::text IS NULL OR nama ILIKE ${like} OR email ILIKE ${like} OR coalesce(company_name, '') ILIKE ${like})
    AND (${params.role ?? null}::text IS NULL OR role = ${params.role ?? null})`;
  const users = await queryRows<UserListResponse['users'][number]>(
    db,
    sql`SELECT id, nama, email, role, phone, npwp, company_name, email_verified_at, created_at
        FROM users ${where} ORDER BY ${orderBy(params.sort)}
        LIMIT ${params.perPage} OFFSET ${(params.page - 1) * params.perPage}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM users ${where}`,
  );
  const [counts] = await queryRows<UserListResponse['allData']>(
    db,
    sql`SELECT count(*) FILTER (WHERE role = 'client')::int AS client,
               count(*) FILTER (WHERE role = 'admin')::int AS admin,
               count(*) FILTER (WHERE email_verified_at IS NULL)::int AS unverified
        FROM users`,
  );
  return c.json({ users, total, params, allData: counts } satisfies UserListResponse);
});

/** The validated sort turned into SQL; the column comes from a fixed list, never from the input. */
function orderBy(sort: string) {
  const [column, dir] = sort.split(':');
  const col =
    {
      nama: sql`lower(nama)`,
      email: sql`lower(email) COLLATE "C"`,
      role: sql`role`,
      created_at: sql`created_at`,
    }[column] ?? sql`created_at`;
  return dir === 'asc' ? sql`${col} ASC, id ASC` : sql`${col} DESC, id DESC`;
}

adminRoutes.get(ADMIN_PATHS.summary, async (c) => {
  const db = c.get('db');
  const now = clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [row] = await queryRows<{
    clients: number;
    unpaid_count: number;
    unpaid_total: string;
    pending_count: number;
    pending_total: string;
    paid_count: number;
    paid_total: string;
    issued_slips: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM users WHERE role = 'client') AS clients,
      (SELECT count(*)::int FROM invoices WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU')) AS unpaid_count,
      (SELECT coalesce(sum(total), 0)::text FROM invoices WHERE status IN ('BELUM_DIBAYAR', 'MENUNGGU')) AS unpaid_total,
      (SELECT count(*)::int FROM transaksi WHERE status = 'MENUNGGU') AS pending_count,
      (SELECT coalesce(sum(amount), 0)::text FROM transaksi WHERE status = 'MENUNGGU') AS pending_total,
      (SELECT count(*)::int FROM transaksi WHERE status = 'TERBAYAR' AND paid_at >= ${monthStart}::timestamptz) AS paid_count,
      (SELECT coalesce(sum(amount), 0)::text FROM transaksi WHERE status = 'TERBAYAR' AND paid_at >= ${monthStart}::timestamptz) AS paid_total,
      (SELECT count(*)::int FROM bupot WHERE status = 'issued') AS issued_slips`,
  );
  const summary: AdminSummary = {
    clients: row.clients,
    unpaid_invoices: { count: row.unpaid_count, total: Number(row.unpaid_total) },
    pending_payments: { count: row.pending_count, total: Number(row.pending_total) },
    paid_this_month: { count: row.paid_count, total: Number(row.paid_total) },
    issued_slips: row.issued_slips,
  };
  return c.json(summary);
});
