import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/auth';
import { z } from '@contract/zod';

/** Change-password form: the server's rules for the new password, plus a repeat and "not the same". */
export const passwordFormSchema = z
  .object({
    old_password: z.string().min(1, 'settings.validation.required'),
    new_password: z
      .string()
      .min(PASSWORD_MIN, 'settings.validation.passwordMin')
      .max(PASSWORD_MAX, 'settings.validation.passwordMax'),
    confirm: z.string().min(1, 'settings.validation.required'),
  })
  .refine((v) => v.confirm === v.new_password, {
    path: ['confirm'],
    message: 'settings.validation.passwordMismatch',
  })
  .refine((v) => !v.old_password || v.new_password !== v.old_password, {
    path: ['new_password'],
    message: 'settings.validation.passwordSame',
  });
export type PasswordForm = z.infer<typeof passwordFormSchema>;
