import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_SECONDS,
  TWO_FACTOR_MAX_ATTEMPTS,
  type TwoFactorStatus,
} from '../../../contract/account';
import { APP_NAME } from '../../../contract/config';
import type { DB } from '../../db/client';
import { loginChallenges, recoveryCodes, users, userTwoFactor } from '../../db/schema';
import { clock } from '../../lib/clock';
import { openText, sealText } from '../../lib/crypto';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { SlidingWindowLimiter } from '../../lib/rate-limit';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp';

// Two-factor sign-in with an authenticator app (TOTP): setup → enable with the first code →
// required at every sign-in (POST /login answers a challenge, POST /login/two-factor takes the
// code) → disable. The secret is sealed at rest; recovery codes are argon2id hashes, each good once.

const FIFTEEN_MINUTES = 15 * 60_000;
export const twoFactorLimits = {
  /** wrong second factors for one account, across its challenges (a new challenge needs the password) */
  perAccount: new SlidingWindowLimiter('two_factor_user', 10, FIFTEEN_MINUTES),
};

/** Codes that count as a failed second factor (rate limits). */
export const TWO_FACTOR_FAILURES = ['two_factor_code_invalid'];

const secretContext = (userId: number) => `totp:${userId}`;
export const codeInvalid = () =>
  badRequest('The code is not right', 'two_factor_code_invalid', { code: 'The code is not right' });

export async function twoFactorStatus(db: DB, userId: number): Promise<TwoFactorStatus> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  const enabled = Boolean(row?.enabledAt);
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled,
    enabled_at: row?.enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabled ? left.n : 0,
  };
}

export const isTwoFactorOn = async (db: DB, userId: number) =>
  (
    await db
      .select({ on: userTwoFactor.enabledAt })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
  )[0]?.on != null;

/** Refuses a wrong current password (400 wrong_password on the `password` field). */
export async function assertPassword(db: DB, userId: number, password: string) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.hash, password))) {
    throw badRequest('The current password is wrong', 'wrong_password', {
      password: 'The current password is wrong',
    });
  }
}

/** A new secret, not in force until enabled with a code (replaces an earlier unfinished setup). */
export async function setupTwoFactor(db: DB, key: string, user: { id: number; email: string }) {
  if (await isTwoFactorOn(db, user.id)) {
    throw conflict('Two-factor sign-in is already on; turn it off first', 'two_factor_already_enabled');
  }
  const secret = newTotpSecret();
  const sealed = sealText(key, secret, secretContext(user.id));
  await db
    .insert(userTwoFactor)
    .values({ userId: user.id, secret: sealed, createdAt: clock.now() })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: sealed, enabledAt: null, lastUsedStep: null, createdAt: clock.now() },
    });
  return { secret, otpauth_url: otpauthUrl(secret, user.email, APP_NAME) };
}

/**
 * Accepts a code of the account's secret once: the matched step must be newer than the last one
 * accepted (the update is conditional, so two requests with one code cannot both pass).
 */
async function acceptTotp(db: DB, key: string, userId: number, code: string, enabledOnly: boolean) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  if (!row || (enabledOnly && !row.enabledAt)) return false;
  const step = verifyTotp(openText(key, row.secret, secretContext(userId)), code, clock.nowMs());
  if (step === null) return false;
  const taken = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return taken.length === 1;
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** New recovery codes (the old ones die); answers them in clear, this once. */
export async function replaceRecoveryCodes(db: DB, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(c.replace('-', ''))));
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
  return codes;
}

/** The first good code turns it on; answers the recovery codes. */
export async function enableTwoFactor(db: DB, key: string, userId: number, code: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  if (!row) throw badRequest('Set two-factor sign-in up first', 'two_factor_setup_missing');
  if (row.enabledAt) throw conflict('Two-factor sign-in is already on', 'two_factor_already_enabled');
  if (!(await acceptTotp(db, key, userId, code, false))) throw codeInvalid();
  await db.update(userTwoFactor).set({ enabledAt: clock.now() }).where(eq(userTwoFactor.userId, userId));
  return replaceRecoveryCodes(db, userId);
}

/** Uses one recovery code (normalised: no dash, lower case); false when none matches. */
async function spendRecoveryCode(db: DB, userId: number, code: string): Promise<boolean> {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  const rows = await db
    .select({ id: recoveryCodes.id, hash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const row of rows) {
    if (!(await verifyPassword(row.hash, plain))) continue;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: clock.now() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length === 1;
  }
  return false;
}

/** A second factor of an account that has two-factor on: an app code, or a recovery code. */
export async function checkSecondFactor(
  db: DB,
  key: string,
  userId: number,
  given: { code?: string; recovery_code?: string },
): Promise<'totp' | 'recovery_code'> {
  if (given.code !== undefined && (await acceptTotp(db, key, userId, given.code, true))) return 'totp';
  if (given.recovery_code !== undefined && (await spendRecoveryCode(db, userId, given.recovery_code)))
    return 'recovery_code';
  throw codeInvalid();
}

/** Turns it off: the password and a code (from the app, or a recovery code) are both asked for. */
export async function disableTwoFactor(db: DB, key: string, userId: number, code: string) {
  if (!(await isTwoFactorOn(db, userId)))
    throw conflict('Two-factor sign-in is not on', 'two_factor_not_enabled');
  const digits = code.replace(/\s/g, '');
  const given = /^\d{6}$/.test(digits) ? { code: digits } : { recovery_code: code };
  await checkSecondFactor(db, key, userId, given);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** After a right password: a challenge the second step answers with a code (5 minutes). */
export async function createLoginChallenge(db: DB, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  // an account's dead challenges go when it gets a new one
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), lt(loginChallenges.expiresAt, now)));
  await db.insert(loginChallenges).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_SECONDS * 1000),
  });
  return token;
}

const challengeExpired = () =>
  new HttpError(
    401,
    'This sign-in took too long or had too many wrong codes; sign in again',
    'two_factor_challenge_expired',
  );

/** The account of a live challenge, counting one attempt on it; 401 when it is unknown, used, expired or spent. */
export async function takeChallengeAttempt(db: DB, token: string): Promise<{ id: number; userId: number }> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, clock.now()),
        lt(loginChallenges.attempts, TWO_FACTOR_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: loginChallenges.id, userId: loginChallenges.userId });
  if (!row) throw challengeExpired();
  return row;
}

/** A challenge answered: it cannot be used again. */
export async function closeChallenge(db: DB, id: number) {
  const closed = await db
    .update(loginChallenges)
    .set({ usedAt: clock.now() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  if (!closed.length) throw challengeExpired();
}

/** POST /login's answer for an account with two-factor on. */
export const secondFactorStep = async (db: DB, userId: number) => ({
  second_factor: {
    challenge: await createLoginChallenge(db, userId),
    methods: ['totp', 'recovery_code'] as ('totp' | 'recovery_code')[],
    expires_in: TWO_FACTOR_CHALLENGE_SECONDS,
  },
});
