// zod schemas of the authentication requests, shared by the server (validation) and the portal.
// Field messages are plain English; the portal may translate by the zod issue code instead.

import { PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { z } from '../zod';

/** Trimmed and lowercased before it is checked. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** 8..128 characters, no composition rules. The server also rejects the 1,000 most common passwords. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must have at most ${PASSWORD_MAX} characters`);

export const otpSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, 'The code is 6 digits');

/** Spaces, dots and dashes are ignored; 8 to 15 digits, optional leading +. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .transform((s) => s.replace(/[\s.()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{8,15}$/, 'Enter a valid phone number'));

/** 15 or 16 digits, punctuation ignored; answers the canonical 16 digits (15 get a leading 0). */
export const npwpSchema = z
  .string()
  .transform((s) => s.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{15,16}$/, 'NPWP is 15 or 16 digits'))
  .transform((s) => s.padStart(16, '0'));

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name is too long');

export const registerSchema = z.object({
  nama: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  /** optional: empty string or null means none */
  npwp: z
    .union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), npwpSchema])
    .optional(),
});
export const validasiSchema = z.object({ email: emailSchema, otp: otpSchema });
export const kirimulangSchema = z.object({ email: emailSchema });
export const loginSchema = z.object({
  email: emailSchema,
  // no length rule at login: an old password outside today's rules still signs in
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ email: emailSchema, otp: otpSchema, password: passwordSchema });
export const changePasswordSchema = z.object({
  old_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  new_password: passwordSchema,
});

export type RegisterBody = z.input<typeof registerSchema>;
export type ValidasiBody = z.input<typeof validasiSchema>;
export type KirimulangBody = z.input<typeof kirimulangSchema>;
export type LoginBody = z.input<typeof loginSchema>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;
