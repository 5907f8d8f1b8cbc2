// zod schemas of the account answers; ../account names their types (import type + z.infer).

import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../account';
import { instant } from '../common/responses';
import { z } from '../zod';

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: instant.nullable(),
  /** unused recovery codes */
  recovery_codes_left: z.number().int(),
});

export const twoFactorSetupResponseSchema = z.object({
  /** base32, for typing into the app by hand */
  secret: z.string(),
  /** otpauth://totp/… for the QR code */
  otpauth_url: z.string(),
});

export const recoveryCodesResponseSchema = z.object({
  /** shown this once; the server keeps only their argon2id hashes */
  recovery_codes: z.array(z.string()),
});

export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    z.object({ type: z.enum(NOTIFICATION_EVENTS), channel: z.enum(NOTIFICATION_CHANNELS) }),
  ),
});

export const accountPreferencesSchema = z.object({
  locale: z.enum(['id', 'en', 'fr', 'ar']),
  /** IANA name; null: the browser's */
  time_zone: z.string().nullable(),
  has_avatar: z.boolean(),
  /** changes whenever the avatar does (cache key of GET /account/avatar) */
  avatar_version: z.number().int().nullable(),
});

/** POST /login when the password was right but the account asks for a second factor. */
export const loginStepResponseSchema = z.object({
  second_factor: z.object({
    /** opaque; send it back with the code to POST /login/two-factor */
    challenge: z.string(),
    methods: z.array(z.enum(['totp', 'recovery_code'])),
    expires_in: z.number().int(),
  }),
});
