import { sql } from 'drizzle-orm';
import type { AdminUserRow, UserListResponse } from '../../../contract/admin';
import type { UserListQuery } from '../../../contract/admin/schemas';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import { iso } from '../billing/dates';
import { containsPattern } from '../billing/rows';

export type AdminUserDbRow = Pick<
  RawRow<typeof tables.users>,
  | 'id'
  | 'nama'
  | 'email'
  | 'role'
  | 'phone'
  | 'npwp'
  | 'company_name'
  | 'email_verified_at'
  | 'created_at'
  | 'status'
  | 'suspended_at'
  | 'last_sign_in_at'
>;

/** The columns of a list row, for every query that answers one. */
export const ADMIN_USER_COLUMNS = sql.raw(
  'id, nama, email, role, phone, npwp, company_name, email_verified_at, created_at, status, suspended_at, last_sign_in_at',
);

/** The validated sort turned into SQL; the column comes from a fixed list, never from the input. */
function orderBy(sort: string) {
  const [column, dir] = sort.split(':');
  const col =
    {
      nama: sql`lower(nama)`,
      email: sql`lower(email) COLLATE "C"`,
      role: sql`role`,
      created_at: sql`created_at`,
      last_sign_in_at: sql`last_sign_in_at`,
    }[column] ?? sql`created_at`;
  // never signed in sorts as the oldest either way
  const nulls =
    column === 'last_sign_in_at' ? sql.raw(dir === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : sql``;
  return dir === 'asc' ? sql`${col} ASC${nulls}, id ASC` : sql`${col} DESC${nulls}, id DESC`;
}

/** What the list shows: a suspension wins over an unconfirmed address. */
const statusOf = (row: AdminUserDbRow): AdminUserRow['status'] =>
  row.status === 'suspended' ? 'suspended' : row.email_verified_at ? 'active' : 'pending';

export const toAdminUser = (row: AdminUserDbRow): AdminUserRow => ({
  ...row,
  status: statusOf(row),
  email_verified_at: iso(row.email_verified_at),
  created_at: iso(row.created_at) as string,
  suspended_at: iso(row.suspended_at),
  last_sign_in_at: iso(row.last_sign_in_at),
});

const STATUS_WHERE = {
  active: sql`status = 'active' AND email_verified_at IS NOT NULL`,
  pending: sql`status = 'active' AND email_verified_at IS NULL`,
  suspended: sql`status = 'suspended'`,
};

/**
 * One page of every account (search over name, email and company; role and status filters).
 * allData summarises the whole table (by built-in role and by status) whatever the filters, so
 * the list can show how many accounts each filter value holds.
 */
export async function listUsers(db: DB, params: UserListQuery): Promise<Omit<UserListResponse, 'params'>> {
  const like = params.q ? containsPattern(params.q) : null;
  const where = sql`WHERE (${like}::text IS NULL OR nama ILIKE ${like} OR email ILIKE ${like} OR coalesce(company_name, '') ILIKE ${like})
    AND (${params.role ?? null}::text IS NULL OR role = ${params.role ?? null})
    AND ${params.status ? STATUS_WHERE[params.status] : sql`true`}`;
  const rows = await queryRows<AdminUserDbRow>(
    db,
    sql`SELECT ${ADMIN_USER_COLUMNS}
        FROM users ${where} ORDER BY ${orderBy(params.sort)}
        LIMIT ${params.perPage} OFFSET ${(params.page - 1) * params.perPage}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM users ${where}`,
  );
  const [allData] = await queryRows<UserListResponse['allData']>(
    db,
    sql`SELECT count(*) FILTER (WHERE role = 'client')::int AS client,
               count(*) FILTER (WHERE role = 'admin')::int AS admin,
               count(*) FILTER (WHERE role NOT IN ('admin', 'client'))::int AS staff,
               count(*) FILTER (WHERE email_verified_at IS NULL)::int AS unverified,
               count(*) FILTER (WHERE ${STATUS_WHERE.active})::int AS active,
               count(*) FILTER (WHERE ${STATUS_WHERE.pending})::int AS pending,
               count(*) FILTER (WHERE ${STATUS_WHERE.suspended})::int AS suspended
        FROM users`,
  );
  return { users: rows.map(toAdminUser), total, allData };
}
