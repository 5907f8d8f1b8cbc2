import { z } from '@contract/zod';

// Rules the layout examples share (messages are translation keys).
export const required = z.string().trim().min(1, 'formsShowcase.errors.required');
export const email = z
  .string()
  .trim()
  .min(1, 'formsShowcase.errors.required')
  .email('formsShowcase.errors.email');
export const password = z.string().min(8, 'formsShowcase.errors.passwordShort');
export const phone = z.string().regex(/^\d{9,13}$/, 'formsShowcase.errors.phone');
