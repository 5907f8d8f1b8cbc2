import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  AUTH_PATHS,
  type LoginResponse,
  type LoginStepResponse,
  type OkResponse,
  OTP_RESEND_SECONDS,
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
import { idParamSchema } from '../../contract/common/schemas';
import { users } from '../db/schema';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { accountSuspended, badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { localeFromAcceptLanguage } from '../lib/mail/locale';
import { hashPassword, verifyPassword } from '../lib/password';
import { countFailures, type LimitCheck, retryAfterHeader } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { permissionsOfRole } from '../services/access/rules';
import { isTwoFactorOn, secondFactorStep } from '../services/account/two-factor';
import { describeDevice } from '../services/auth/device';
import { limits } from '../services/auth/limits';
import { rememberLocale } from '../services/auth/locale';
import { consumeOtp, issueOtp, otpError } from '../services/auth/otp';
import { assertNotCommon, assertNotPersonal } from '../services/auth/password-policy';
import { registerAccount } from '../services/auth/register';
import {
  createSession,
  listLiveSessions,
  revokeOwnSession,
  revokeSession,
  revokeUserSessions,
} from '../services/auth/sessions';
import { findUserByEmail, findUserById, toUser, type UserRow } from '../services/auth/users';

// Authentication, mounted under /api. Paths and answer shapes are the original service's.
export const authRoutes = new Hono<AppEnv>();

// Any 429 answered under /api carries its retryAfter (seconds) as a Retry-After header too.
authRoutes.use('*', retryAfterHeader);

/** A hash to verify against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
const dummyVerify = async (password: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
};

/** The answers to a wrong code, which count against the caller's address (limits.otpPerIp). */
const OTP_FAILURES = ['otp_invalid', 'otp_expired', 'too_many_attempts'];

authRoutes.post(AUTH_PATHS.register, validate('json', registerSchema), async (c) => {
  const body = c.req.valid('json');
  assertNotCommon(body.password);
  assertNotPersonal(body.password, body);
  // the same answer whether the address is new or taken (services/auth/register.ts)
  const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
  await registerAccount(c.get('db'), c.get('rateLimits'), { ...body, locale });
  return c.json<RegisterResponse>({ data: { email: body.email } });
});

authRoutes.post(AUTH_PATHS.validasi, validate('json', validasiSchema), async (c) => {
  const { email, otp } = c.req.valid('json');
  const db = c.get('db');
  const ip = c.get('clientIp');
  const user = await countFailures(c.get('rateLimits'), [[limits.otpPerIp, ip]], OTP_FAILURES, async () => {
    const user = await findUserByEmail(db, email);
    // a confirmed account has no code to confirm: answered (and counted) like an unknown address
    if (!user || user.emailVerifiedAt) throw otpError('invalid');
    await consumeOtp(db, { userId: user.id, purpose: 'register', code: otp });
    return user;
  });
  const now = clock.now();
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  return c.json<OkResponse>({ message: 'Email confirmed; you can sign in now' });
});

authRoutes.post(AUTH_PATHS.kirimulang, validate('json', kirimulangSchema), async (c) => {
  const { email } = c.req.valid('json');
  // Like forgot-password: one answer, in the same time (issueOtp hashes a code first on every
  // path), whether a registration is waiting, the address is confirmed or unknown, or a code
  // went out less than a minute ago (then nothing is sent).
  await issueOtp(c.get('db'), { email, purpose: 'register', onCooldown: 'skip', unconfirmedOnly: true });
  return c.json<ResendResponse>({
    message: 'If a registration is waiting for this email, a new code has been sent',
    resendAfter: OTP_RESEND_SECONDS,
  });
});

authRoutes.post(AUTH_PATHS.login, validate('json', loginSchema), async (c) => {
  const { email, password } = c.req.valid('json');
  const db = c.get('db');
  const ip = c.get('clientIp');
  const rateLimits = c.get('rateLimits');
  const checks: LimitCheck[] = [
    [limits.loginPerAccount, email],
    [limits.loginPerIp, ip],
  ];
  const user = await countFailures(rateLimits, checks, ['invalid_credentials'], async () => {
    const user = await findUserByEmail(db, email);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
    if (!user || !ok) throw unauthorized('Wrong email or password', 'invalid_credentials');
    return user;
  });
  await rateLimits.clear(limits.loginPerAccount, email);
  if (user.status === 'suspended') throw accountSuspended(403);
  if (!user.emailVerifiedAt) {
    throw forbidden('Confirm your email with the code we sent before signing in', 'email_unverified');
  }
  // two-factor on: the password was right, the session waits for a code (POST /login/two-factor)
  if (await isTwoFactorOn(db, user.id)) return c.json<LoginStepResponse>(await secondFactorStep(db, user.id));
  return c.json<LoginResponse>(await openSession(c, user));
});

/** A sign-in's end: the session, the sign-in time, the account's mail language; answers the token. */
export async function openSession(c: Context<AppEnv>, user: UserRow): Promise<LoginResponse> {
  const db = c.get('db');
  const { token } = await createSession(db, user.id, {
    userAgent: c.req.header('user-agent'),
    ip: c.get('clientIp'),
  });
  await db.update(users).set({ lastSignInAt: clock.now() }).where(eq(users.id, user.id));
  await rememberLocale(db, user, c.req.header('accept-language'));
  return { content: { access_token: token } };
}

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
  const rateLimits = c.get('rateLimits');
  const user = await countFailures(rateLimits, [[limits.otpPerIp, ip]], OTP_FAILURES, async () => {
    assertNotCommon(password);
    const user = await findUserByEmail(db, email);
    if (!user) throw otpError('invalid');
    // checked once the code is right: the answer would otherwise tell anyone the account's name
    const check = () => assertNotPersonal(password, user);
    // an admin's invitation sets the first password here too
    await consumeOtp(db, { userId: user.id, purpose: ['reset', 'invite'], code: otp, check });
    return user;
  });
  const now = clock.now();
  // the code reached the mailbox, so the address is confirmed too
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id);
  await rateLimits.clear(limits.loginPerAccount, email);
  return c.json<OkResponse>({ message: 'Password changed; sign in with the new password' });
});

authRoutes.get(AUTH_PATHS.profile, requireAuth, async (c) => {
  const row = await findUserById(c.get('db'), c.get('user').id);
  if (!row) throw unauthorized();
  const permissions = await permissionsOfRole(c.get('db'), row.role);
  return c.json<User>({ ...toUser(row), ...(permissions.length ? { permissions } : {}) });
});

authRoutes.get(AUTH_PATHS.logout, requireAuth, async (c) => {
  await revokeSession(c.get('db'), c.get('sessionId'));
  return c.json<OkResponse>({ message: 'Signed out' });
});

authRoutes.post(AUTH_PATHS.changePassword, requireAuth, validate('json', changePasswordSchema), async (c) => {
  const { old_password, new_password } = c.req.valid('json');
  const db = c.get('db');
  const me = c.get('user');
  const checks: LimitCheck[] = [[limits.changePasswordPerUser, String(me.id)]];
  const row = await countFailures(c.get('rateLimits'), checks, ['wrong_password'], async () => {
    const row = await findUserById(db, me.id);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.passwordHash, old_password))) {
      throw badRequest('The current password is wrong', 'wrong_password', {
        old_password: 'The current password is wrong',
      });
    }
    return row;
  });
  assertNotCommon(new_password, 'new_password');
  assertNotPersonal(new_password, row, 'new_password');
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

authRoutes.delete(`${AUTH_PATHS.sessions}/:id`, requireAuth, validate('param', idParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  const revoked = await revokeOwnSession(c.get('db'), c.get('user').id, id);
  if (!revoked) throw notFound('No such session');
  return c.json<OkResponse>({ message: 'Session ended' });
});
