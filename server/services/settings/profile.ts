import { eq } from 'drizzle-orm';
import type { User } from '../../../contract/auth';
import type { ProfileBody } from '../../../contract/settings/schemas';
import type { DB } from '../../db/client';
import { users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sendMail } from '../../lib/mailer';
import { isUniqueViolation } from '../../lib/pg-errors';
import { consumeOtp, issueOtp } from '../auth/otp';
import { findUserByEmail, findUserById, toUser } from '../auth/users';

/**
 * PUT /api/users/profile: every profile field but the email (that one needs an OTP). nama and
 * phone are required; an optional field left out of the body stays as it is, '' or null clears it.
 */
export async function updateProfile(
  db: DB,
  userId: number,
  body: ProfileBody,
  sent: ReadonlySet<string>,
): Promise<User> {
  const optional = <T>(key: keyof ProfileBody, value: T) => (sent.has(key) ? value : undefined);
  const [row] = await db
    .update(users)
    .set({
      nama: body.nama,
      phone: body.phone,
      companyName: optional('company_name', body.company_name),
      npwp: optional('npwp', body.npwp),
      address: optional('address', body.address),
      city: optional('city', body.city),
      postalCode: optional('postal_code', body.postal_code),
      updatedAt: clock.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound();
  return toUser(row);
}

const emailTaken = () => conflict('Another account already uses this email', 'email_taken');

/** Sends a code to the new address; the email changes only when that code comes back. */
export async function requestEmailChange(db: DB, userId: number, newEmail: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (user.email.toLowerCase() === newEmail)
    throw badRequest('This is already your email address', 'email_change_same', {
      new_email: 'This is already your email address',
    });
  if (await findUserByEmail(db, newEmail)) throw emailTaken();
  await issueOtp(db, { userId, purpose: 'email_change', sendTo: newEmail });
}

export async function confirmEmailChange(db: DB, userId: number, code: string): Promise<User> {
  const { sendTo } = await consumeOtp(db, { userId, purpose: 'email_change', code });
  const before = await findUserById(db, userId);
  if (!before) throw notFound();
  const taken = await findUserByEmail(db, sendTo);
  if (taken && taken.id !== userId) throw emailTaken();
  let row: typeof users.$inferSelect | undefined;
  try {
    [row] = await db
      .update(users)
      .set({ email: sendTo, emailVerifiedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning();
  } catch (err) {
    // the unique index on lower(email) lost a race with a registration
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (!row) throw notFound();
  // tell the old address, so a hijacked session changing the email does not go unnoticed
  await sendMail(before.email, before.locale, { name: 'email_changed', newEmail: sendTo });
  return toUser(row);
}

/** The client's NPWP (canonical 16 digits) or null. */
export async function profileNpwp(db: DB, userId: number): Promise<string | null> {
  const [row] = await db.select({ npwp: users.npwp }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.npwp ? row.npwp.replace(/\D/g, '').padStart(16, '0') : null;
}
