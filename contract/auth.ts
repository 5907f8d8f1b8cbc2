// Authentication API: paths (relative to the API base, e.g. /api), limits and answers. Paths and
// answer shapes are the original service's. Plain values and types only, so the sign-in pages
// import it without zod; the request schemas are in ./auth/schemas.

import type { z } from 'zod';
import type { loginStepResponseSchema } from './account/responses';
import type {
  loginResponseSchema,
  okResponseSchema,
  registerResponseSchema,
  resendResponseSchema,
  sessionInfoSchema,
  sessionsResponseSchema,
  userSchema,
} from './auth/responses';

export const AUTH_PATHS = {
  register: '/user',
  validasi: '/validasi',
  kirimulang: '/kirimulang',
  login: '/login',
  /** the second step of a sign-in when the account has two-factor on (../account.ts) */
  loginTwoFactor: '/login/two-factor',
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
  /** the password contains the account's email address or name (./auth/password-context) */
  'password_personal',
  'otp_invalid',
  'otp_expired',
  'otp_cooldown',
  'already_verified',
  'too_many_attempts',
  'wrong_password',
  'unauthorized',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The built-in roles, or a staff role the admin created (GET /api/admin/roles). */
export type Role = User['role'];

// The answers' types come from their zod schemas (./auth/responses): type-only, so no zod here.
/** GET /api/profile answers this object (not wrapped). Timestamps are ISO strings. */
export type User = z.infer<typeof userSchema>;
/** POST /api/user */
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
/** POST /api/login (and POST /api/login/two-factor): the session's token */
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** POST /api/login when the account has two-factor on: the password was right, a code is asked for */
export type LoginStepResponse = z.infer<typeof loginStepResponseSchema>;
/** validasi, logout, changepassword, forgot/reset password, DELETE sessions/:id */
export type OkResponse = z.infer<typeof okResponseSchema>;
/** POST /api/kirimulang: a new code was sent; the next one may be asked for after `resendAfter` seconds. */
export type ResendResponse = z.infer<typeof resendResponseSchema>;
/** GET /api/sessions: the caller's live sessions, newest first. */
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** GET /api/dev/mailbox?email= (development and tests only), newest first. */
export interface DevMailMessage {
  to: string;
  subject: string;
  text: string;
  /** the same message as HTML (lang and dir of its language) */
  html: string;
  /** the recipient's language: the account's, else Indonesian */
  locale: 'id' | 'en' | 'fr' | 'ar';
  otp: string | null;
  sent_at: string;
}
export interface DevMailboxResponse {
  messages: DevMailMessage[];
}
