// zod schemas of the authentication answers; ../auth names their types (import type + z.infer).

import { ACTIONS } from '../acl';
import { instant } from '../common/responses';
import { z } from '../zod';

/** GET /api/profile answers this object (not wrapped). */
export const userSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  email: z.string(),
  role: z.string().meta({ description: "'client', 'admin', or a staff role the admin created" }),
  phone: z.string().nullable(),
  npwp: z.string().nullable(),
  company_name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  email_verified_at: instant.nullable(),
  created_at: instant,
  /** a staff role's permission rows (none for the built-in roles) */
  permissions: z.array(z.object({ action: z.enum(['manage', ...ACTIONS]), subject: z.string() })).optional(),
});

export const registerResponseSchema = z.object({ data: z.object({ email: z.string() }) });
export const loginResponseSchema = z.object({ content: z.object({ access_token: z.string() }) });
export const okResponseSchema = z.object({ message: z.string() });
export const resendResponseSchema = okResponseSchema.extend({
  /** seconds before another code may be asked for */
  resendAfter: z.number().int(),
});

export const sessionInfoSchema = z.object({
  id: z.number().int(),
  /** readable device from the user agent, e.g. "Chrome on Windows" */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: instant,
  last_seen_at: instant,
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ data: z.array(sessionInfoSchema) });
