// zod schemas of the account requests, shared by the server (validation) and the portal.

import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../account';
import { z } from '../zod';

const password = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024);
/** 6 digits; spaces are ignored (apps show "123 456"). */
export const totpCodeSchema = z
  .string({ error: 'Code is required' })
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code is 6 digits'));
/** xxxxx-xxxxx; case, spaces and the dash are ignored. */
export const recoveryCodeSchema = z
  .string({ error: 'Code is required' })
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'A recovery code has 10 letters and digits'));

export const twoFactorSetupSchema = z.object({ password });
export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export const twoFactorDisableSchema = z.object({
  password,
  /** a code from the app, or a recovery code */
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(32),
});
export const recoveryCodesSchema = z.object({ password });

export const loginTwoFactorSchema = z
  .object({
    challenge: z.string().min(1).max(200),
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), {
    message: 'Give either code or recovery_code',
    path: ['code'],
  });

export const notificationPreferencesBodySchema = z.object({
  preferences: z
    .array(z.object({ type: z.enum(NOTIFICATION_EVENTS), channel: z.enum(NOTIFICATION_CHANNELS) }))
    .min(1)
    .max(NOTIFICATION_EVENTS.length),
});

/** A time zone the runtime knows (IANA name), or null for the browser's. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const accountPreferencesBodySchema = z.object({
  locale: z.enum(['id', 'en', 'fr', 'ar']).optional(),
  time_zone: timeZoneSchema.nullable().optional(),
});

export type TwoFactorSetupBody = z.input<typeof twoFactorSetupSchema>;
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableSchema>;
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableSchema>;
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorSchema>;
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;
export type AccountPreferencesBody = z.input<typeof accountPreferencesBodySchema>;
