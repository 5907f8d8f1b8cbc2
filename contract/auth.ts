import { z } from './zod';

// Authentication API: paths (relative to the API base, e.g. /api), request schemas and answers.
// Paths and answer shapes are the original service's. Server and portal both import this file.
// Field messages are plain English; the portal may translate by the zod issue code instead.

export const AUTH_PATHS = {
  register: '/user',
  validasi: '/validasi',
  kirimulang: '/kirimulang',
  login: '/login',
  profile: '/profile',
  logout: '/logout',
  changePassword: '/changepassword',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
  sessions: '/sessions',
  devMailbox: '/dev/mailbox',
  devClock: '/dev/clock',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
/** Seconds between two codes sent to one address (resend cooldown). */
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Machine codes of auth errors ({ error, code }); the portal translates them under apiErrors. */
export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'email_unverified',
  'email_taken',
  'weak_password',
  'otp_invalid',
  'otp_expired',
  'otp_cooldown',
  'already_verified',
  'too_many_attempts',
  'wrong_password',
  'unauthorized',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

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

export type Role = 'client' | 'admin';

/** GET /api/profile answers this object (not wrapped). Timestamps are ISO strings. */
export interface User {
  id: number;
  nama: string;
  email: string;
  role: Role;
  phone: string | null;
  npwp: string | null;
  company_name: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  email_verified_at: string | null;
  created_at: string;
}

/** POST /api/user */
export interface RegisterResponse {
  data: { email: string };
}
/** POST /api/login */
export interface LoginResponse {
  content: { access_token: string };
}
/** validasi, logout, changepassword, forgot/reset password, DELETE sessions/:id */
export interface OkResponse {
  message: string;
}
/** POST /api/kirimulang: a new code was sent; the next one may be asked for after `resendAfter` seconds. */
export interface ResendResponse extends OkResponse {
  resendAfter: number;
}

/** GET /api/sessions: the caller's live sessions, newest first. */
export interface SessionInfo {
  id: number;
  /** readable device from the user agent, e.g. "Chrome on Windows" */
  device: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}
export interface SessionsResponse {
  data: SessionInfo[];
}

/** GET /api/dev/mailbox?email= (development and tests only), newest first. */
export interface DevMailMessage {
  to: string;
  subject: string;
  text: string;
  otp: string | null;
  sent_at: string;
}
export interface DevMailboxResponse {
  messages: DevMailMessage[];
}
