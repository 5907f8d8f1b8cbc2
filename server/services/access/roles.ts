import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoleRow } from '../../../contract/access';
import type { RoleBody } from '../../../contract/access/schemas';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { iso } from '../billing/dates';

type RoleSnapshot = Pick<RoleRow, 'id' | 'name' | 'description' | 'permission_ids'>;

/** Every role, built-in first, with its user count, first five users and permission ids. */
export async function listRoles(db: DB): Promise<RoleRow[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    description: string;
    built_in: boolean;
    created_at: Date | string;
    user_count: number;
    users: { id: number; nama: string }[] | string | null;
    permission_ids: number[] | null;
  }>(
    db,
    sql`SELECT r.id, r.name, r.description, r.built_in, r.created_at,
          (SELECT count(*)::int FROM users u WHERE u.role = r.name) AS user_count,
          (SELECT coalesce(json_agg(json_build_object('id', f.id, 'nama', f.nama)), '[]'::json)
             FROM (SELECT id, nama FROM users u WHERE u.role = r.name ORDER BY u.id DESC LIMIT 5) f) AS users,
          ARRAY(SELECT rp.permission_id FROM role_permissions rp WHERE rp.role_id = r.id
                ORDER BY rp.permission_id) AS permission_ids
        FROM roles r ORDER BY r.built_in DESC, r.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    built_in: r.built_in,
    user_count: r.user_count,
    users: typeof r.users === 'string' ? JSON.parse(r.users) : (r.users ?? []),
    permission_ids: (r.permission_ids ?? []).map(Number),
    created_at: iso(r.created_at) as string,
  }));
}

async function snapshot(db: DB, id: number): Promise<RoleSnapshot & { built_in: boolean }> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) throw notFound('No such role', 'not_found');
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(rolePermissions.permissionId);
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    built_in: role.builtIn,
    permission_ids: rows.map((r) => r.id),
  };
}

async function assertPermissionsExist(db: DB, ids: number[]) {
  if (!ids.length) return;
  const found = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    throw badRequest(`No such permission: ${missing.join(', ')}`, 'validation', {
      permission_ids: `No such permission: ${missing.join(', ')}`,
    });
}

async function assertNameFree(db: DB, name: string, exceptId?: number) {
  const [taken] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (taken && taken.id !== exceptId) throw conflict(`A role named "${name}" exists already`, 'role_exists');
}

/** Two admins naming a role at once: the second gets the same 409 as a sequential one. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A role named "${name}" exists already`, 'role_exists');
    throw err;
  }
}

async function setPermissions(db: DB, roleId: number, ids: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length)
    await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}

export async function createRole(db: DB, body: RoleBody): Promise<RoleSnapshot> {
  await assertNameFree(db, body.name);
  await assertPermissionsExist(db, body.permission_ids);
  return uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ name: body.name, description: body.description })
        .returning({ id: roles.id });
      await setPermissions(tx, row.id, body.permission_ids);
      return {
        id: row.id,
        name: body.name,
        description: body.description,
        permission_ids: body.permission_ids,
      };
    }),
  );
}

/** Renames carry over to the role's users (ON UPDATE CASCADE); built-in roles are fixed. */
export async function updateRole(
  db: DB,
  id: number,
  body: RoleBody,
): Promise<{ before: RoleSnapshot; after: RoleSnapshot }> {
  const { built_in, ...before } = await snapshot(db, id);
  if (built_in) throw badRequest('The built-in roles admin and client cannot be changed', 'built_in_role');
  await assertNameFree(db, body.name, id);
  await assertPermissionsExist(db, body.permission_ids);
  await uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ name: body.name, description: body.description, updatedAt: new Date() })
        .where(eq(roles.id, id));
      await setPermissions(tx, id, body.permission_ids);
    }),
  );
  const after = { id, name: body.name, description: body.description, permission_ids: body.permission_ids };
  return { before, after };
}

/** Refused for the built-in roles and while any account holds the role. */
export async function deleteRole(db: DB, id: number): Promise<RoleSnapshot> {
  const { built_in, ...before } = await snapshot(db, id);
  if (built_in) throw badRequest('The built-in roles admin and client cannot be deleted', 'built_in_role');
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, before.name)));
  if (n > 0)
    throw conflict(
      `The role "${before.name}" still has ${n} user${n === 1 ? '' : 's'}; give them another role first`,
      'role_in_use',
    );
  try {
    await db.delete(roles).where(eq(roles.id, id));
  } catch (err) {
    // an account was given the role between the count and the delete
    if (isForeignKeyViolation(err))
      throw conflict(`The role "${before.name}" was just given to a user`, 'role_in_use');
    throw err;
  }
  return before;
}

/**
 * Gives an account another role; it applies from the account's next request. An admin cannot
 * change their own role (nobody could give it back if they were the last admin), and only an
 * admin gives or takes the admin role (staff with 'update users' must not raise anyone to it).
 */
export async function assignRole(db: DB, actor: { id: number; role: string }, userId: number, role: string) {
  if (actor.id === userId) throw badRequest('You cannot change your own role', 'own_role');
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound('No such user', 'not_found');
  if ((role === 'admin' || target.role === 'admin') && actor.role !== 'admin')
    throw forbidden('Only an admin gives or takes the admin role', 'forbidden');
  const [known] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  if (!known) throw badRequest(`No such role: ${role}`, 'validation', { role: `No such role: ${role}` });
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
  return { before: { role: target.role }, after: { role } };
}
