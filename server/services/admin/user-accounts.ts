import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminUserRow } from '../../../contract/admin';
import type { UserEditBody } from '../../../contract/admin/schemas';
import type { UserCard, UserSessions, UserSlips } from '../../../contract/admin/users';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { MailLocale } from '../../lib/mail/locale';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { describeDevice } from '../auth/device';
import { issueOtp } from '../auth/otp';
import { listLiveSessions, revokeOwnSession, revokeUserSessions } from '../auth/sessions';
import { iso } from '../billing/dates';
import { walletBalance } from '../billing/wallet';
import { ADMIN_USER_COLUMNS, type AdminUserDbRow, toAdminUser } from './users';

/** How long an invitation's code stays valid. */
export const INVITE_DAYS = 7;

type Actor = Pick<AuthUser, 'id' | 'role'>;

/** The account as the list shows it; 404 when there is none. `lock` holds its row to the transaction. */
export async function findAdminUser(db: DB, id: number, lock = false): Promise<AdminUserRow> {
  const [row] = await queryRows<AdminUserDbRow>(
    db,
    sql`SELECT ${ADMIN_USER_COLUMNS} FROM users WHERE id = ${id}${lock ? sql` FOR UPDATE` : sql``}`,
  );
  if (!row) throw notFound('No such user', 'not_found');
  return toAdminUser(row);
}

/**
 * What would lock the caller out, or raise staff above their station: nobody suspends, deletes
 * or force-resets their own account, and only an admin acts on an admin's.
 */
function assertMayActOn(actor: Actor, target: AdminUserRow, what: string, self = true) {
  if (self && actor.id === target.id) throw badRequest(`You cannot ${what} your own account`, 'own_account');
  if (target.role === 'admin' && actor.role !== 'admin')
    throw forbidden("Only an admin acts on an admin's account", 'forbidden');
}

/** The field is named as the add-user body nests it ({ data: { role } }). */
async function assertRoleExists(db: DB, role: string) {
  const [known] = await queryRows<{ id: number }>(db, sql`SELECT id FROM roles WHERE name = ${role}`);
  if (!known)
    throw badRequest(`No such role: ${role}`, 'validation', { 'data.role': `No such role: ${role}` });
}

const emailTaken = (email: string) =>
  conflict(`An account with the email ${email} exists already`, 'email_taken');

export interface InviteInput {
  nama: string;
  email: string;
  role: string;
  phone?: string | null;
  npwp?: string | null;
  locale?: MailLocale;
}

/**
 * Opens an account with no usable password (a random one nobody knows) and mails an invitation:
 * a code, valid INVITE_DAYS days, that sets the first password on the reset-password page
 * (`link`) and so also confirms the address.
 */
export async function inviteUser(db: DB, actor: Actor, input: InviteInput, link: string) {
  await assertRoleExists(db, input.role);
  if (input.role === 'admin' && actor.role !== 'admin')
    throw forbidden('Only an admin gives the admin role', 'forbidden');
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE lower(email) = ${input.email.toLowerCase()}`,
  );
  if (taken) throw emailTaken(input.email);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let id: number;
  try {
    [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (nama, email, password_hash, phone, npwp, role, locale)
          VALUES (${input.nama}, ${input.email}, ${passwordHash}, ${input.phone ?? null}, ${input.npwp ?? null},
                  ${input.role}, ${input.locale ?? 'id'})
          RETURNING id`,
    );
  } catch (err) {
    // the same address added twice at once: the second gets the sequential answer
    if (isUniqueViolation(err)) throw emailTaken(input.email);
    throw err;
  }
  await issueOtp(db, {
    userId: id,
    purpose: 'invite',
    ttlMs: INVITE_DAYS * 24 * 60 * 60_000,
    mail: (code) => ({ name: 'invitation', code, link, days: INVITE_DAYS }),
  });
  return findAdminUser(db, id);
}

/** Bills, payments and slips an account has: what keeps it from being deleted. */
async function recordCounts(db: DB, id: number) {
  const [row] = await queryRows<{ bills: number; payments: number; slips: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM invoices WHERE client_id = ${id}) AS bills,
               (SELECT count(*)::int FROM transaksi WHERE client_id = ${id}) AS payments,
               (SELECT count(*)::int FROM bupot WHERE user_id = ${id}) AS slips`,
  );
  return row;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Removes an account that has no bills, payments or slips (its sessions, codes and settings go with it). */
export async function deleteUser(db: DB, actor: Actor, id: number): Promise<AdminUserRow> {
  return db.transaction(async (tx) => {
    // the row lock keeps a bill from being issued to the account between the count and the delete
    const before = await findAdminUser(tx, id, true);
    assertMayActOn(actor, before, 'delete');
    const { bills, payments, slips } = await recordCounts(tx, id);
    if (bills + payments + slips > 0) {
      const held = [
        bills && plural(bills, 'bill'),
        payments && plural(payments, 'payment'),
        slips && plural(slips, 'slip'),
      ].filter(Boolean);
      throw conflict(
        `${before.nama} has ${held.join(', ')}; an account with records cannot be deleted (suspend it instead)`,
        'user_has_records',
      );
    }
    await tx.execute(sql`DELETE FROM users WHERE id = ${id}`);
    return before;
  });
}

/** The profile card: the account, what it holds and its wallet balance. */
export async function userCard(db: DB, id: number): Promise<UserCard> {
  const user = await findAdminUser(db, id);
  const [extra] = await queryRows<{ address: string | null; city: string | null; locale: string }>(
    db,
    sql`SELECT address, city, locale FROM users WHERE id = ${id}`,
  );
  const [counts] = await queryRows<UserCard['counts']>(
    db,
    sql`SELECT (SELECT count(*)::int FROM invoices WHERE client_id = ${id} AND kind = 'TAGIHAN') AS bills,
               (SELECT coalesce(sum(total), 0)::int8 FROM invoices
                 WHERE client_id = ${id} AND kind = 'TAGIHAN' AND status IN ('BELUM_DIBAYAR', 'MENUNGGU')) AS unpaid_total,
               (SELECT count(*)::int FROM transaksi WHERE client_id = ${id}) AS payments,
               (SELECT count(*)::int FROM bupot WHERE user_id = ${id}) AS slips`,
  );
  return {
    user: { ...user, ...extra },
    counts: { ...counts, unpaid_total: Number(counts.unpaid_total) },
    wallet_balance: await walletBalance(db, id),
  };
}

export async function editUser(db: DB, actor: Actor, id: number, body: UserEditBody) {
  const before = await findAdminUser(db, id);
  assertMayActOn(actor, before, 'edit', false);
  await db.execute(
    sql`UPDATE users SET nama = ${body.nama}, phone = ${body.phone ?? null}, npwp = ${body.npwp ?? null},
          company_name = ${body.company_name ?? null}, updated_at = ${clock.now().toISOString()}
        WHERE id = ${id}`,
  );
  return { before, after: await findAdminUser(db, id) };
}

/** Suspends the account and ends every session it has, in one transaction; its data stays. */
export async function suspendUser(db: DB, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const before = await findAdminUser(tx, id, true);
    assertMayActOn(actor, before, 'suspend');
    if (before.status === 'suspended')
      throw conflict(`${before.nama} is suspended already`, 'already_suspended');
    await tx.execute(
      sql`UPDATE users SET status = 'suspended', suspended_at = ${clock.now().toISOString()}, updated_at = ${clock.now().toISOString()} WHERE id = ${id}`,
    );
    await revokeUserSessions(tx, id);
    return { before, after: await findAdminUser(tx, id) };
  });
}

export async function reactivateUser(db: DB, actor: Actor, id: number) {
  const before = await findAdminUser(db, id);
  assertMayActOn(actor, before, 'reactivate', false);
  if (before.status !== 'suspended') throw conflict(`${before.nama} is not suspended`, 'not_suspended');
  await db.execute(
    sql`UPDATE users SET status = 'active', suspended_at = NULL, updated_at = ${clock.now().toISOString()} WHERE id = ${id}`,
  );
  return { before, after: await findAdminUser(db, id) };
}

/** Ends every session and mails a code to set a new password (the forgot-password mail). */
export async function forcePasswordReset(db: DB, actor: Actor, id: number) {
  const target = await findAdminUser(db, id);
  assertMayActOn(actor, target, 'force a password reset on');
  await revokeUserSessions(db, id);
  // a second request within a minute answers 429 (the code just sent is still the one to use)
  await issueOtp(db, { userId: id, purpose: 'reset' });
  return target;
}

const SIGN_INS_SHOWN = 10;

export async function userSessions(db: DB, id: number): Promise<UserSessions> {
  await findAdminUser(db, id);
  const live = await listLiveSessions(db, id);
  const signIns = await queryRows<{
    created_at: Date | string;
    user_agent: string | null;
    ip: string | null;
  }>(
    db,
    sql`SELECT created_at, user_agent, ip FROM sessions WHERE user_id = ${id}
        ORDER BY created_at DESC, id DESC LIMIT ${SIGN_INS_SHOWN}`,
  );
  return {
    data: live.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
    })),
    sign_ins: signIns.map((s) => ({
      at: iso(s.created_at) as string,
      device: describeDevice(s.user_agent),
      ip: s.ip,
    })),
  };
}

/** Ends one live session of the account; 404 when it is not theirs or not live. */
export async function revokeUserSession(db: DB, actor: Actor, id: number, sessionId: number) {
  const target = await findAdminUser(db, id);
  assertMayActOn(actor, target, 'end a session of', false);
  if (!(await revokeOwnSession(db, id, sessionId))) throw notFound('No such live session', 'not_found');
  return target;
}

export async function userSlips(db: DB, id: number, page: number, perPage: number): Promise<UserSlips> {
  await findAdminUser(db, id);
  const rows = await queryRows<{
    id: number;
    number: string | null;
    status: string;
    masa: number;
    tahun: number;
    recipient_name: string;
    kode_objek: string;
    pph: string | number;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT id, number, status, masa, tahun, recipient_name, kode_objek, pph, created_at
        FROM bupot WHERE user_id = ${id}
        ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM bupot WHERE user_id = ${id}`,
  );
  return {
    data: rows.map((r) => ({ ...r, pph: Number(r.pph), created_at: iso(r.created_at) as string })),
    total,
  };
}
