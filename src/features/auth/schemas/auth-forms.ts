import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/auth';
import { containsPersonalWords, type PasswordContext } from '@contract/auth/password-context';
import { isValidNpwp16 } from '@contract/tax-id';
import * as z from 'zod/mini';
import { EMAIL_MAX, EMAIL_PATTERN, isPhone } from '@/lib/contact-rules';

// Form schemas of registration, OTP confirmation and password recovery: zod/mini (a few KB)
// rather than full zod; messages are translation keys rendered with { min, max } limits.

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'validation.required'),
    z.maxLength(EMAIL_MAX, 'validation.email'),
    z.regex(EMAIL_PATTERN, 'validation.email'),
  );

export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'validation.required'),
    z.minLength(PASSWORD_MIN, 'validation.passwordMin'),
    z.maxLength(PASSWORD_MAX, 'validation.passwordMax'),
  );

export const otpField = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'validation.otp'));

/** The server's rule (contract/auth/password-context), checked before submit, shown on the password field. */
const notPersonal = <T extends PasswordContext & { password: string }>() =>
  z.refine<T>((v) => !containsPersonalWords(v.password, v), {
    message: 'apiErrors.password_personal',
    path: ['password'],
  });

export const registerSchema = z
  .object({
    nama: requiredText(120),
    email: emailField,
    password: newPasswordField,
    phone: z
      .string()
      .check(z.trim(), z.minLength(1, 'validation.required'), z.refine(isPhone, 'validation.phone')),
    npwp: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isValidNpwp16(v), 'validation.npwp'),
    ),
  })
  .check(notPersonal());
export type RegisterForm = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const otpSchema = z.object({ email: emailField, otp: otpField });
export type OtpForm = z.input<typeof otpSchema>;

export const forgotSchema = z.object({ email: emailField });
export type ForgotForm = z.input<typeof forgotSchema>;

export const resetSchema = z
  .object({ email: emailField, otp: otpField, password: newPasswordField })
  .check(notPersonal());
export type ResetForm = z.input<typeof resetSchema>;
