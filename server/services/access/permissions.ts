import { and, eq, ne, sql } from 'drizzle-orm';
import type { PermissionListResponse, PermissionRow } from '../../../contract/access';
import type { PermissionBody, PermissionListQuery } from '../../../contract/access/schemas';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { permissions } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { iso } from '../billing/dates';
import { containsPattern } from '../billing/rows';

const ORDER: Record<string, string> = {
  name: 'p.name',
  subject: 'p.subject, p.id',
  created_at: 'p.created_at, p.id',
};

/** One page of the permission list (search over name, subject and action), with the roles holding each. */
export async function listPermissions(
  db: DB,
  params: PermissionListQuery,
): Promise<Omit<PermissionListResponse, 'params'>> {
  const like = params.q ? containsPattern(params.q) : null;
  const where = sql`WHERE (${like}::text IS NULL OR p.name ILIKE ${like} OR p.subject ILIKE ${like} OR p.action ILIKE ${like})`;
  const [column, direction] = params.sort.split(':');
  const order = ORDER[column]
    .split(', ')
    .map((c) => `${c} ${direction === 'desc' ? 'DESC' : 'ASC'}`)
    .join(', ');
  const rows = await queryRows<
    Omit<PermissionRow, 'roles' | 'created_at'> & { roles: string[] | null; created_at: Date | string }
  >(
    db,
    sql`SELECT p.id, p.name, p.action, p.subject, p.created_at,
          ARRAY(SELECT r.name FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
                WHERE rp.permission_id = p.id ORDER BY r.name) AS roles
        FROM permissions p ${where}
        ORDER BY ${sql.raw(order)}
        LIMIT ${params.perPage} OFFSET ${(params.page - 1) * params.perPage}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM permissions p ${where}`,
  );
  return {
    permissions: rows.map((r) => ({ ...r, roles: r.roles ?? [], created_at: iso(r.created_at) as string })),
    total,
  };
}

async function findPermission(db: DB, id: number) {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id));
  if (!row) throw notFound('No such permission', 'not_found');
  return { id: row.id, name: row.name, action: row.action, subject: row.subject };
}

async function assertFree(db: DB, body: PermissionBody, exceptId = 0) {
  const [sameName] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(sql`lower(${permissions.name}) = lower(${body.name})`, ne(permissions.id, exceptId)));
  if (sameName) throw conflict(`A permission named "${body.name}" exists already`, 'permission_exists');
}

async function write<T>(body: PermissionBody, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`A permission named "${body.name}" exists already`, 'permission_exists');
    throw err;
  }
}

export async function createPermission(db: DB, body: PermissionBody) {
  await assertFree(db, body);
  const [row] = await write(body, () =>
    db.insert(permissions).values(body).returning({ id: permissions.id }),
  );
  return { id: row.id, ...body };
}

/** Changing the rule changes what every role holding it may do, from their next request. */
export async function updatePermission(db: DB, id: number, body: PermissionBody) {
  const before = await findPermission(db, id);
  await assertFree(db, body, id);
  await write(body, () => db.update(permissions).set(body).where(eq(permissions.id, id)));
  return { before, after: { id, ...body } };
}

/** Removes it from every role that holds it. */
export async function deletePermission(db: DB, id: number) {
  const before = await findPermission(db, id);
  await db.delete(permissions).where(eq(permissions.id, id));
  return before;
}
