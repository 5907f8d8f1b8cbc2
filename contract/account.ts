// The signed-in user's own account beyond the profile (issue 20): two-factor sign-in with an
// authenticator app (TOTP, RFC 6238), notification preferences, avatar, language and time zone.
// Paths are relative to the API base (/api). Plain values and types only (no zod): the request
// schemas are in ./account/schemas, the answers' schemas in ./account/responses.

import type { z } from 'zod';
import type {
  accountPreferencesSchema,
  notificationPreferencesSchema,
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from './account/responses';

export const ACCOUNT_PATHS = {
  /** GET the language, time zone and whether an avatar is stored; PUT language and time zone */
  preferences: '/account/preferences',
  /** GET the image, PUT a new one (raw body, PNG/JPEG/WebP), DELETE it */
  avatar: '/account/avatar',
  /** GET: enabled or not, recovery codes left */
  twoFactor: '/account/two-factor',
  /** POST { password }: a new secret (not yet in force) and its otpauth:// address for the QR code */
  twoFactorSetup: '/account/two-factor/setup',
  /** POST { code }: the first code from the app turns it on; answers the recovery codes, once */
  twoFactorEnable: '/account/two-factor/enable',
  /** POST { password, code }: turns it off (a code or a recovery code) */
  twoFactorDisable: '/account/two-factor/disable',
  /** POST { password }: new recovery codes (the old ones stop working) */
  recoveryCodes: '/account/two-factor/recovery-codes',
  /** GET / PUT per event type: mail (and bell) or bell only */
  notifications: '/account/notifications',
} as const;

/** Seconds a sign-in's second step may take before the password must be given again. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes one sign-in challenge accepts before it dies. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are 10 characters of this alphabet, shown as xxxxx-xxxxx. */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Avatars: the portal resizes to this square before upload; the server keeps at most AVATAR_MAX_BYTES. */
export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 200 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Events that reach a user as a bell notification; per type the user chooses whether a mail goes
 * too. Security mail (codes, sign-in and address changes) always goes and is not listed.
 */
export const NOTIFICATION_EVENTS = [
  'invoice.new',
  'invoice.paid',
  'va.expired',
  /** a day before a pending VA expires (the reminder job, issue 21) */
  'reminder.va',
  /** three days before an unpaid bill falls due */
  'reminder.bill',
  /** five days before a masa's payment or reporting deadline while it has unpaid or unreported slips */
  'reminder.masa',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['mail', 'bell'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Without a stored choice: a new bill is mailed (as before preferences existed), the rest only rings. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationEvent, NotificationChannel> = {
  'invoice.new': 'mail',
  'invoice.paid': 'bell',
  'va.expired': 'bell',
  'reminder.va': 'mail',
  'reminder.bill': 'mail',
  'reminder.masa': 'mail',
};

/** Machine codes of account errors ({ error, code }); the portal translates them under apiErrors. */
export const ACCOUNT_ERROR_CODES = [
  'two_factor_code_invalid',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_setup_missing',
  'two_factor_challenge_expired',
  'avatar_type',
  'avatar_too_large',
] as const;

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;
