import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { registerSchema } from '../../../contract/auth/schemas';
import type { DB } from '../../db/client';
import { users } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { MailLocale } from '../../lib/mail/locale';
import { sendMail } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { type RateLimitStore, SlidingWindowLimiter } from '../../lib/rate-limit';
import { issueOtp } from './otp';
import { findUserByEmail } from './users';

// Registration answers a taken address exactly as a new one ({ data: { email } }, the portal
// moves on to the code step) and in the same time, so the answer tells nobody which addresses
// have accounts. The owner learns of the attempt by mail instead; an unconfirmed owner gets a
// fresh code, as a resend would send.

/** locale: the language of the request (Accept-Language), kept for the account's mail */
type RegisterInput = z.output<typeof registerSchema> & { locale?: MailLocale };

/** At most one "someone tried to register" mail an account an hour: the form cannot flood a mailbox. */
const attemptMails = new SlidingWindowLimiter('registration_attempt_mail', 1, 60 * 60_000);

/**
 * Both paths do the same hashing (the password, then a code), which is nearly all of the time
 * and grows alike with the machine's load. A new account also writes its user and code rows:
 * a taken address then waits the difference, the median of recent new registrations minus the
 * median of recent taken ones (their own work, before waiting).
 */
const recent = { created: [] as number[], taken: [] as number[] };
const WINDOW = 15;
/** fewer samples than this say too little to wait on */
const SAMPLES = 5;

function note(list: number[], ms: number) {
  list.push(ms);
  if (list.length > WINDOW) list.shift();
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? 0;

export async function registerAccount(
  db: DB,
  rateLimits: RateLimitStore,
  body: RegisterInput,
): Promise<void> {
  const started = performance.now();
  const created = await createOrNotify(db, rateLimits, body);
  const took = performance.now() - started;
  note(created ? recent.created : recent.taken, took);
  if (!created && recent.created.length >= SAMPLES && recent.taken.length >= SAMPLES) {
    const gap = median(recent.created) - median(recent.taken);
    if (gap > 0) await sleep(gap);
  }
}

/** Creates the account and mails its code (true), or deals with the address's owner (false). */
async function createOrNotify(db: DB, rateLimits: RateLimitStore, body: RegisterInput): Promise<boolean> {
  // hashed on every path: skipping it for a taken address is what made that answer fast
  const passwordHash = await hashPassword(body.password);
  const now = clock.now();
  const inserted = await db
    .insert(users)
    .values({
      nama: body.nama,
      email: body.email,
      passwordHash,
      phone: body.phone,
      npwp: body.npwp ?? null,
      locale: body.locale,
      role: 'client',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length) {
    await issueOtp(db, { userId: inserted[0].id, purpose: 'register' });
    return true;
  }
  const owner = await findUserByEmail(db, body.email);
  if (owner && !owner.emailVerifiedAt) {
    await issueOtp(db, { userId: owner.id, purpose: 'register', onCooldown: 'skip' });
    return false;
  }
  // the hashing issueOtp does for a new account's code
  await hashPassword(String(randomInt(0, 1_000_000)));
  if (owner && (await rateLimits.hit(attemptMails, owner.email, clock.nowMs())) === 0) {
    // in the owner's language: whoever filled in the form may not be the owner
    await sendMail(owner.email, owner.locale, { name: 'registration_attempt' });
  }
  return false;
}
