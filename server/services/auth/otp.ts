import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../contract/auth';
import type { DB } from '../../db/client';
import { type OtpPurpose, otps, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import type { MailTemplate } from '../../lib/mail/templates';
import { sendMail } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { tooManyRequests } from '../../lib/rate-limit';

export type { OtpPurpose } from '../../db/schema';

const TTL_MS = OTP_TTL_MINUTES * 60_000;
const COOLDOWN_MS = OTP_RESEND_SECONDS * 1000;
/** codes expired this long ago are deleted when the account gets a new one */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

export interface IssueOtpInput {
  /** the account the code belongs to; give userId, or email to look the account up */
  userId?: number;
  email?: string;
  purpose: OtpPurpose;
  /** where to send it; defaults to the account's email (email_change passes the new address) */
  sendTo?: string;
  /**
   * A second request within 60 s of the last code of this account and purpose throws 429
   * { code: 'otp_cooldown', retryAfter } by default; 'skip' answers { sent: false } instead
   * (forgot password must not reveal whether an account exists).
   */
  onCooldown?: 'throw' | 'skip';
  /** true: a confirmed account gets nothing, answered like an unknown one (resending a registration code) */
  unconfirmedOnly?: boolean;
  /** how long the code stays valid; 10 minutes unless given (an invitation: 7 days) */
  ttlMs?: number;
  /** the mail that carries the code; the plain code mail of the purpose unless given */
  mail?: (code: string) => MailTemplate;
}

export type IssueOtpResult =
  | { sent: true; userId: number; expiresAt: Date; resendAfter: number }
  | { sent: false; reason: 'no_account' | 'cooldown'; retryAfter?: number };

/**
 * Creates a 6-digit code (crypto random; stored as an argon2id hash), valid 10 minutes, voids
 * the account's previous live code of the same purpose, and mails it. One code per account and
 * purpose at a time; at most one new code every 60 s.
 */
export async function issueOtp(db: DB, input: IssueOtpInput): Promise<IssueOtpResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const outcome = await db.transaction(async (tx) => {
    // the user row lock serialises concurrent requests for one account
    const [user] = await tx
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt, locale: users.locale })
      .from(users)
      .where(
        input.userId !== undefined
          ? eq(users.id, input.userId)
          : sql`lower(${users.email}) = ${(input.email ?? '').trim().toLowerCase()}`,
      )
      .for('update');
    if (!user || (input.unconfirmedOnly && user.verifiedAt))
      return { sent: false as const, reason: 'no_account' as const };
    const now = clock.now();
    const [last] = await tx
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(and(eq(otps.userId, user.id), eq(otps.purpose, input.purpose)))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + COOLDOWN_MS - now.getTime() : 0;
    if (waitMs > 0) return { sent: false as const, reason: 'cooldown' as const, waitMs };
    await tx
      .update(otps)
      .set({ voidedAt: now })
      .where(
        and(
          eq(otps.userId, user.id),
          eq(otps.purpose, input.purpose),
          isNull(otps.usedAt),
          isNull(otps.voidedAt),
        ),
      );
    await tx
      .delete(otps)
      .where(and(eq(otps.userId, user.id), lt(otps.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS))));
    const sendTo = (input.sendTo ?? user.email).trim().toLowerCase();
    const expiresAt = new Date(now.getTime() + (input.ttlMs ?? TTL_MS));
    await tx.insert(otps).values({
      userId: user.id,
      purpose: input.purpose,
      sendTo,
      codeHash,
      createdAt: now,
      expiresAt,
    });
    return { sent: true as const, userId: user.id, sendTo, expiresAt, locale: user.locale };
  });

  if (!outcome.sent) {
    if (outcome.reason === 'no_account') return outcome;
    if (input.onCooldown !== 'skip') {
      throw tooManyRequests(
        outcome.waitMs,
        'A code was sent less than a minute ago; wait before asking again',
        'otp_cooldown',
      );
    }
    return { sent: false, reason: 'cooldown', retryAfter: Math.ceil(outcome.waitMs / 1000) };
  }
  // in the account's language, also for email_change's new address: the same person reads it
  const mail = input.mail?.(code) ?? { name: 'otp', purpose: input.purpose, code };
  await sendMail(outcome.sendTo, outcome.locale, mail);
  return {
    sent: true,
    userId: outcome.userId,
    expiresAt: outcome.expiresAt,
    resendAfter: OTP_RESEND_SECONDS,
  };
}

export interface ConsumeOtpInput {
  userId: number;
  /** several: the newest live code of any of them (a reset code or an invitation) */
  purpose: OtpPurpose | readonly OtpPurpose[];
  code: string;
  /**
   * Runs once the code is verified, before it is used up; what it throws is answered and leaves
   * the code valid (a reset checks the new password against the account only for the code's holder).
   */
  check?: () => void;
}

/**
 * Checks a code against the account's live code of that purpose and uses it up.
 * Answers { sendTo } (the address the code went to: for email_change, the new address).
 * Throws 400 with code 'otp_invalid' (wrong, none, or used), 'otp_expired' (older than 10 min)
 * or 'too_many_attempts' (the 5th wrong try voids the code; ask for a new one).
 */
export async function consumeOtp(db: DB, input: ConsumeOtpInput): Promise<{ sendTo: string }> {
  type Outcome = { sendTo: string } | { error: 'invalid' | 'expired' | 'locked' };
  const result = await db.transaction(async (tx): Promise<Outcome> => {
    const [otp] = await tx
      .select()
      .from(otps)
      .where(
        and(
          eq(otps.userId, input.userId),
          inArray(otps.purpose, typeof input.purpose === 'string' ? [input.purpose] : [...input.purpose]),
          isNull(otps.usedAt),
          isNull(otps.voidedAt),
        ),
      )
      .orderBy(desc(otps.createdAt))
      .limit(1)
      .for('update');
    if (!otp) return { error: 'invalid' };
    const now = clock.now();
    if (otp.expiresAt <= now) return { error: 'expired' };
    if (/^\d{6}$/.test(input.code) && (await verifyPassword(otp.codeHash, input.code))) {
      input.check?.();
      await tx.update(otps).set({ usedAt: now }).where(eq(otps.id, otp.id));
      return { sendTo: otp.sendTo };
    }
    const attempts = otp.attempts + 1;
    const locked = attempts >= OTP_MAX_ATTEMPTS;
    await tx
      .update(otps)
      .set({ attempts, ...(locked ? { voidedAt: now } : {}) })
      .where(eq(otps.id, otp.id));
    return { error: locked ? 'locked' : 'invalid' };
  });
  if ('sendTo' in result) return result;
  throw otpError(result.error);
}

/** The error answered for a code that did not verify (also for an unknown account). */
export function otpError(kind: 'invalid' | 'expired' | 'locked') {
  if (kind === 'expired') {
    return badRequest('The code has expired; ask for a new one', 'otp_expired', {
      otp: 'The code has expired',
    });
  }
  if (kind === 'locked') {
    return badRequest('Too many wrong codes; ask for a new one', 'too_many_attempts', {
      otp: 'Too many wrong codes',
    });
  }
  return badRequest('The code is wrong or no longer valid', 'otp_invalid', { otp: 'The code is wrong' });
}
