import { isValidNpwp16 } from '@contract/tax-id';
import { z } from '@contract/zod';

// The validation examples' rules. Messages are translation keys (formsShowcase.errors.*), so the
// errors follow the interface language.

export const npwpField = z.string().refine((v) => isValidNpwp16(v), 'formsShowcase.errors.npwp');

export const basicSchema = z.object({
  name: z.string().trim().min(3, 'formsShowcase.errors.nameShort'),
  email: z.string().trim().min(1, 'formsShowcase.errors.required').email('formsShowcase.errors.email'),
  npwp: npwpField,
  birthDate: z
    .string()
    .min(1, 'formsShowcase.errors.required')
    .refine((d) => d < new Date().toISOString().slice(0, 10), 'formsShowcase.errors.past'),
  taxType: z.string().min(1, 'formsShowcase.errors.choose'),
  agree: z.literal(true, 'formsShowcase.errors.agree'),
});

export const onChangeSchema = z
  .object({
    username: z
      .string()
      .min(4, 'formsShowcase.errors.usernameShort')
      .regex(/^[a-z0-9._]+$/, 'formsShowcase.errors.usernameChars'),
    password: z
      .string()
      .min(8, 'formsShowcase.errors.passwordShort')
      .regex(/\d/, 'formsShowcase.errors.passwordDigit'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'formsShowcase.errors.mismatch' });
