import { Hono } from 'hono';
import {
  ACCOUNT_PATHS,
  type AccountPreferences,
  AVATAR_MAX_BYTES,
  type NotificationPreferences,
  type RecoveryCodesResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '../../contract/account';
import {
  accountPreferencesBodySchema,
  loginTwoFactorSchema,
  notificationPreferencesBodySchema,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
} from '../../contract/account/schemas';
import { AUTH_PATHS, type LoginResponse, type OkResponse } from '../../contract/auth';
import type { AppEnv } from '../env';
import { audit } from '../lib/audit';
import { accountSuspended, badRequest, HttpError, unauthorized } from '../lib/errors';
import { countFailures, type LimitCheck, retryAfterHeader } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import {
  accountPreferences,
  deleteAvatar,
  notificationChoices,
  readAvatar,
  saveAccountPreferences,
  saveAvatar,
  saveNotificationChoices,
} from '../services/account/preferences';
import {
  assertPassword,
  checkSecondFactor,
  closeChallenge,
  disableTwoFactor,
  enableTwoFactor,
  replaceRecoveryCodes,
  setupTwoFactor,
  TWO_FACTOR_FAILURES,
  takeChallengeAttempt,
  twoFactorLimits,
  twoFactorStatus,
} from '../services/account/two-factor';
import { limits } from '../services/auth/limits';
import { findUserById } from '../services/auth/users';
import { openSession } from './auth';

// The signed-in user's own account (issue 20), mounted under /api: two-factor sign-in (TOTP),
// its second sign-in step, notification preferences, language, time zone and avatar. Every
// user (client, admin, staff) has these for their own account only.
export const accountRoutes = new Hono<AppEnv>();

accountRoutes.use('*', retryAfterHeader);

/** Wrong second factors count per address (with the other one-time codes) and per account. */
const secondFactorChecks = (ip: string, userId: number): LimitCheck[] => [
  [limits.otpPerIp, ip],
  [twoFactorLimits.perAccount, String(userId)],
];

accountRoutes.post(AUTH_PATHS.loginTwoFactor, validate('json', loginTwoFactorSchema), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const challenge = await takeChallengeAttempt(db, body.challenge);
  const checks = secondFactorChecks(c.get('clientIp'), challenge.userId);
  const method = await countFailures(c.get('rateLimits'), checks, TWO_FACTOR_FAILURES, () =>
    checkSecondFactor(db, c.get('config').encryptionKey, challenge.userId, body),
  );
  await closeChallenge(db, challenge.id);
  const user = await findUserById(db, challenge.userId);
  if (!user) throw unauthorized();
  if (user.status === 'suspended') throw accountSuspended(403);
  const answer = await openSession(c, user);
  if (method === 'recovery_code') {
    c.set('user', { id: user.id, email: user.email, nama: user.nama, role: user.role });
    await audit(c, { action: 'account.recovery_code_used', targetType: 'user', targetId: user.id });
  }
  return c.json<LoginResponse>(answer);
});

accountRoutes.get(ACCOUNT_PATHS.twoFactor, requireAuth, async (c) =>
  c.json<TwoFactorStatus>(await twoFactorStatus(c.get('db'), c.get('user').id)),
);

accountRoutes.post(
  ACCOUNT_PATHS.twoFactorSetup,
  requireAuth,
  validate('json', twoFactorSetupSchema),
  async (c) => {
    const me = c.get('user');
    await assertPassword(c.get('db'), me.id, c.req.valid('json').password);
    return c.json<TwoFactorSetupResponse>(
      await setupTwoFactor(c.get('db'), c.get('config').encryptionKey, me),
    );
  },
);

accountRoutes.post(
  ACCOUNT_PATHS.twoFactorEnable,
  requireAuth,
  validate('json', twoFactorEnableSchema),
  async (c) => {
    const me = c.get('user');
    const db = c.get('db');
    const codes = await countFailures(
      c.get('rateLimits'),
      secondFactorChecks(c.get('clientIp'), me.id),
      TWO_FACTOR_FAILURES,
      () => enableTwoFactor(db, c.get('config').encryptionKey, me.id, c.req.valid('json').code),
    );
    await audit(c, { action: 'account.two_factor_enable', targetType: 'user', targetId: me.id });
    return c.json<RecoveryCodesResponse>({ recovery_codes: codes });
  },
);

accountRoutes.post(
  ACCOUNT_PATHS.twoFactorDisable,
  requireAuth,
  validate('json', twoFactorDisableSchema),
  async (c) => {
    const me = c.get('user');
    const db = c.get('db');
    const { password, code } = c.req.valid('json');
    await assertPassword(db, me.id, password);
    await countFailures(
      c.get('rateLimits'),
      secondFactorChecks(c.get('clientIp'), me.id),
      TWO_FACTOR_FAILURES,
      () => disableTwoFactor(db, c.get('config').encryptionKey, me.id, code),
    );
    await audit(c, { action: 'account.two_factor_disable', targetType: 'user', targetId: me.id });
    return c.json<OkResponse>({ message: 'Two-factor sign-in is off' });
  },
);

accountRoutes.post(
  ACCOUNT_PATHS.recoveryCodes,
  requireAuth,
  validate('json', recoveryCodesSchema),
  async (c) => {
    const me = c.get('user');
    const db = c.get('db');
    await assertPassword(db, me.id, c.req.valid('json').password);
    if (!(await twoFactorStatus(db, me.id)).enabled) {
      throw new HttpError(409, 'Two-factor sign-in is not on', 'two_factor_not_enabled');
    }
    const codes = await replaceRecoveryCodes(db, me.id);
    await audit(c, { action: 'account.recovery_codes_replace', targetType: 'user', targetId: me.id });
    return c.json<RecoveryCodesResponse>({ recovery_codes: codes });
  },
);

accountRoutes.get(ACCOUNT_PATHS.notifications, requireAuth, async (c) =>
  c.json<NotificationPreferences>(await notificationChoices(c.get('db'), c.get('user').id)),
);

accountRoutes.put(
  ACCOUNT_PATHS.notifications,
  requireAuth,
  validate('json', notificationPreferencesBodySchema),
  async (c) => {
    const me = c.get('user');
    const before = await notificationChoices(c.get('db'), me.id);
    const after = await saveNotificationChoices(c.get('db'), me.id, c.req.valid('json').preferences);
    await audit(c, { action: 'account.notifications', targetType: 'user', targetId: me.id, before, after });
    return c.json<NotificationPreferences>(after);
  },
);

accountRoutes.get(ACCOUNT_PATHS.preferences, requireAuth, async (c) =>
  c.json<AccountPreferences>(await accountPreferences(c.get('db'), c.get('user').id)),
);

accountRoutes.put(
  ACCOUNT_PATHS.preferences,
  requireAuth,
  validate('json', accountPreferencesBodySchema),
  async (c) =>
    c.json<AccountPreferences>(
      await saveAccountPreferences(c.get('db'), c.get('user').id, c.req.valid('json')),
    ),
);

accountRoutes.get(ACCOUNT_PATHS.avatar, requireAuth, async (c) => {
  const { bytes, type } = await readAvatar(c.get('db'), c.get('user').id);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': type,
    'Cache-Control': 'private, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  });
});

accountRoutes.put(ACCOUNT_PATHS.avatar, requireAuth, async (c) => {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > AVATAR_MAX_BYTES) {
    throw new HttpError(413, `The image is larger than ${AVATAR_MAX_BYTES / 1024} KB`, 'avatar_too_large');
  }
  // the portal sends a form with the resized image as `file`; a raw image body works too
  let bytes: Buffer;
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => null);
    if (!form) throw badRequest('Malformed request body', 'malformed');
    const file = form.file;
    if (!(file instanceof File)) throw badRequest('Send the image as the field `file`', 'avatar_type');
    bytes = Buffer.from(await file.arrayBuffer());
  } else bytes = Buffer.from(await c.req.arrayBuffer());
  return c.json<AccountPreferences>(await saveAvatar(c.get('db'), c.get('user').id, bytes));
});

accountRoutes.delete(ACCOUNT_PATHS.avatar, requireAuth, async (c) =>
  c.json<AccountPreferences>(await deleteAvatar(c.get('db'), c.get('user').id)),
);
