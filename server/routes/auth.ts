import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  AUTH_PATHS,
  type LoginResponse,
  type OkResponse,
  type RegisterResponse,
  type ResendResponse,
  type SessionsResponse,
  type User,
} from '../../contract/auth';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  kirimulangSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  validasiSchema,
} from '../../contract/auth/schemas';
import { users } from '../db/schema';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { assertUnderLimit, retryAfterHeader } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { isCommonPassword } from '../services/auth/common-passwords';
import { describeDevice } from '../services/auth/device';
import { limits } from '../services/auth/limits';
import { consumeOtp, issueOtp, otpError } from '../services/auth/otp';
import {
  createSession,
  listLiveSessions,
  revokeOwnSession,
  revokeSession,
  revokeUserSessions,
} from '../services/auth/sessions';
import { findUserByEmail, findUserById, toUser } from '../services/auth/users';

// Authentication, mounted under /api. Paths and answer shapes are the original service's.
export const authRoutes = new Hono<AppEnv>();

// Any 429 answered under /api carries its retryAfter (seconds) as a Retry-After header too.
authRoutes.use('*', retryAfterHeader);

const weakPassword = (field = 'password') =>
  badRequest('This password is too common; choose another one', 'weak_password', {
    [field]: 'This password is too common',
  });

/** A hash to verify against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
const dummyVerify = async (password: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
};

/** Wraps an OTP check so wrong codes count against the caller's address. */
async function countingOtpFailures<T>(ip: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    limits.otpPerIp.record(ip);
    throw err;
  }
}

authRoutes.post(AUTH_PATHS.register, validate('json', registerSchema), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  if (isCommonPassword(body.password)) throw weakPassword();
  const emailTaken = () =>
    conflict('An account with this email already exists; sign in or confirm it', 'email_taken');
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const now = clock.now();
  const inserted = await db
    .insert(users)
    .values({
      nama: body.nama,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      phone: body.phone,
      npwp: body.npwp ?? null,
      role: 'client',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted.length) throw emailTaken();
  await issueOtp(db, { userId: inserted[0].id, purpose: 'register' });
  return c.json<RegisterResponse>({ data: { email: body.email } });
});

authRoutes.post(AUTH_PATHS.validasi, validate('json', validasiSchema), async (c) => {
  const { email, otp } = c.req.valid('json');
  const db = c.get('db');
  const ip = c.get('clientIp');
  assertUnderLimit([[limits.otpPerIp, ip]]);
  const user = await findUserByEmail(db, email);
  if (user?.emailVerifiedAt) throw conflict('This email is already confirmed; sign in', 'already_verified');
  await countingOtpFailures(ip, async () => {
    if (!user) throw otpError('invalid');
    await consumeOtp(db, { userId: user.id, purpose: 'register', code: otp });
  });
  const now = clock.now();
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user!.id));
  return c.json<OkResponse>({ message: 'Email confirmed; you can sign in now' });
});

authRoutes.post(AUTH_PATHS.kirimulang, validate('json', kirimulangSchema), async (c) => {
  const { email } = c.req.valid('json');
  const db = c.get('db');
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('No registration is waiting for this email', 'not_found');
  if (user.emailVerifiedAt) throw conflict('This email is already confirmed; sign in', 'already_verified');
  const result = await issueOtp(db, { userId: user.id, purpose: 'register' });
  const resendAfter = result.sent ? result.resendAfter : 60;
  return c.json<ResendResponse>({ message: 'A new code has been sent', resendAfter });
});

authRoutes.post(AUTH_PATHS.login, validate('json', loginSchema), async (c) => {
  const { email, password } = c.req.valid('json');
  const db = c.get('db');
  const ip = c.get('clientIp');
  assertUnderLimit([
    [limits.loginPerAccount, email],
    [limits.loginPerIp, ip],
  ]);
  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
  if (!user || !ok) {
    limits.loginPerAccount.record(email);
    limits.loginPerIp.record(ip);
    throw unauthorized('Wrong email or password', 'invalid_credentials');
  }
  limits.loginPerAccount.clear(email);
  if (!user.emailVerifiedAt) {
    throw forbidden('Confirm your email with the code we sent before signing in', 'email_unverified');
  }
  const { token } = await createSession(db, user.id, { userAgent: c.req.header('user-agent'), ip });
  return c.json<LoginResponse>({ content: { access_token: token } });
});

authRoutes.post(AUTH_PATHS.forgotPassword, validate('json', forgotPasswordSchema), async (c) => {
  const { email } = c.req.valid('json');
  // Same answer, and a code only when the account exists; a repeat within 60 s sends nothing.
  await issueOtp(c.get('db'), { email, purpose: 'reset', onCooldown: 'skip' });
  return c.json<OkResponse>({
    message: 'If an account exists for this email, a code to reset the password has been sent',
  });
});

authRoutes.post(AUTH_PATHS.resetPassword, validate('json', resetPasswordSchema), async (c) => {
  const { email, otp, password } = c.req.valid('json');
  const db = c.get('db');
  const ip = c.get('clientIp');
  assertUnderLimit([[limits.otpPerIp, ip]]);
  if (isCommonPassword(password)) throw weakPassword();
  const user = await findUserByEmail(db, email);
  await countingOtpFailures(ip, async () => {
    if (!user) throw otpError('invalid');
    await consumeOtp(db, { userId: user.id, purpose: 'reset', code: otp });
  });
  const now = clock.now();
  // the code reached the mailbox, so the address is confirmed too
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: user!.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, user!.id));
  await revokeUserSessions(db, user!.id);
  limits.loginPerAccount.clear(email);
  return c.json<OkResponse>({ message: 'Password changed; sign in with the new password' });
});

authRoutes.get(AUTH_PATHS.profile, requireAuth, async (c) => {
  const row = await findUserById(c.get('db'), c.get('user').id);
  if (!row) throw unauthorized();
  return c.json<User>(toUser(row));
});

authRoutes.get(AUTH_PATHS.logout, requireAuth, async (c) => {
  await revokeSession(c.get('db'), c.get('sessionId'));
  return c.json<OkResponse>({ message: 'Signed out' });
});

authRoutes.post(AUTH_PATHS.changePassword, requireAuth, validate('json', changePasswordSchema), async (c) => {
  const { old_password, new_password } = c.req.valid('json');
  const db = c.get('db');
  const me = c.get('user');
  const limitKey = String(me.id);
  assertUnderLimit([[limits.changePasswordPerUser, limitKey]]);
  const row = await findUserById(db, me.id);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.passwordHash, old_password))) {
    limits.changePasswordPerUser.record(limitKey);
    throw badRequest('The current password is wrong', 'wrong_password', {
      old_password: 'The current password is wrong',
    });
  }
  if (isCommonPassword(new_password)) throw weakPassword('new_password');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(new_password), updatedAt: clock.now() })
    .where(eq(users.id, me.id));
  await revokeUserSessions(db, me.id, c.get('sessionId'));
  return c.json<OkResponse>({ message: 'Password changed; other devices were signed out' });
});

authRoutes.get(AUTH_PATHS.sessions, requireAuth, async (c) => {
  const rows = await listLiveSessions(c.get('db'), c.get('user').id);
  const current = c.get('sessionId');
  return c.json<SessionsResponse>({
    data: rows.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      current: s.id === current,
    })),
  });
});

authRoutes.delete(
  `${AUTH_PATHS.sessions}/:id`,
  requireAuth,
  validate('param', z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })),
  async (c) => {
    const { id } = c.req.valid('param');
    const revoked = await revokeOwnSession(c.get('db'), c.get('user').id, id);
    if (!revoked) throw notFound('No such session');
    return c.json<OkResponse>({ message: 'Session ended' });
  },
);
