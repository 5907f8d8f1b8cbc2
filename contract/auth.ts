// Authentication API: paths (relative to the API base, e.g. /api), limits and answers. Paths and
// answer shapes are the original service's. Plain values and types only, so the sign-in pages
// import it without zod; the request schemas are in ./auth/schemas.

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
