import { sql } from 'drizzle-orm';
import type { AdminUserRow, UserListResponse } from '../../../contract/admin';
import type { UserListQuery } from '../../../contract/admin/schemas';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';
import { iso } from '../billing/dates';
import { containsPattern } from '../billing/rows';

type UserRow = Pick<
  RawRow<typeof tables.users>,
  'id' | 'nama' | 'email' | 'role' | 'phone' | 'npwp' | 'company_name' | 'email_verified_at' | 'created_at'
>;

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

const toAdminUser = (row: UserRow): AdminUserRow => ({
  ...row,
  email_verified_at: iso(row.email_verified_at),
  created_at: iso(row.created_at) as string,
});

/** One page of every account (search over name, email and company; role filter) with role counts. */
export async function listUsers(db: DB, params: UserListQuery): Promise<Omit<UserListResponse, 'params'>> {
  const like = params.q ? containsPattern(params.q) : null;
  const where = sql`WHERE (${like}::text IS NULL OR nama ILIKE ${like} OR email ILIKE ${like} OR coalesce(company_name, '') ILIKE ${like})
    AND (${params.role ?? null}::text IS NULL OR role = ${params.role ?? null})`;
  const rows = await queryRows<UserRow>(
    db,
    sql`SELECT id, nama, email, role, phone, npwp, company_name, email_verified_at, created_at
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
               count(*) FILTER (WHERE email_verified_at IS NULL)::int AS unverified
        FROM users`,
  );
  return { users: rows.map(toAdminUser), total, allData };
}
