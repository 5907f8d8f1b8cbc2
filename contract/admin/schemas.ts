// zod schema of the admin users list query (server validation; the portal names its type).

import { phoneSchema, registerSchema } from '../auth/schemas';
import { positiveInt } from '../common/schemas';
import { z } from '../zod';

/** What the users list shows an account as: 'pending' = address not confirmed yet. */
export const USER_STATUSES = ['active', 'pending', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  /** 'client', 'admin' or a staff role's name */
  role: z.string().trim().toLowerCase().min(1).max(40, 'role is at most 40 characters').optional(),
  /** 'pending': the address is not confirmed yet (and the account not suspended) */
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }).optional(),
  /** column and direction, e.g. 'created_at:desc' (default) or 'nama:asc' */
  sort: z
    .string()
    .regex(
      /^(nama|email|role|created_at|last_sign_in_at):(asc|desc)$/,
      'sort must be nama|email|role|created_at|last_sign_in_at followed by :asc or :desc',
    )
    .default('created_at:desc'),
  page: z.coerce.number().int('page must be a whole number').min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50, 100].includes(n), 'perPage must be 10, 25, 50 or 100')
    .default(10),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((v) => v || null)
    .nullish();
/** empty or null: none */
const optionalPhone = z.union([z.literal('').transform(() => null), z.null(), phoneSchema]).optional();

/** POST /apps/users/add-user: the original's body, the new account in `data`. */
export const addUserBodySchema = z.object({
  data: z.object({
    nama: registerSchema.shape.nama,
    email: registerSchema.shape.email,
    role: z.string().trim().toLowerCase().min(1, 'Role is required').max(40, 'role is at most 40 characters'),
    phone: optionalPhone,
    npwp: registerSchema.shape.npwp,
    /** the invitation's language; the server's default (Indonesian) when absent */
    locale: z.enum(['id', 'en', 'fr', 'ar'], { error: 'locale must be id, en, fr or ar' }).optional(),
  }),
});
export type AddUserBody = z.input<typeof addUserBodySchema>;

/** DELETE /apps/users/delete */
export const deleteUserBodySchema = z.object({ id: positiveInt('id') });

/** PUT /admin/users/:id: what the admin may correct on an account (the email stays its owner's). */
export const userEditBodySchema = z.object({
  nama: registerSchema.shape.nama,
  phone: optionalPhone,
  npwp: registerSchema.shape.npwp,
  company_name: optionalText('company_name', 160),
});
export type UserEditBody = z.input<typeof userEditBodySchema>;

/** /admin/users/:id/sessions/:sessionId */
export const userSessionParamSchema = z.object({
  id: positiveInt('id'),
  sessionId: positiveInt('sessionId'),
});

/** GET /admin/users/:id/slips: one client's withholding slips, newest first. */
export const userSlipsQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50].includes(n), 'perPage must be 10, 25 or 50')
    .default(10),
});

/** Query of the admin dashboards: the window in months (charts per month) and in days (sign-ins). */
export const dashboardQuerySchema = z.object({
  months: z.coerce
    .number()
    .int('months must be a whole number')
    .refine((n) => [6, 12, 24].includes(n), 'months must be 6, 12 or 24')
    .default(12),
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .refine((n) => [7, 30, 90].includes(n), 'days must be 7, 30 or 90')
    .default(30),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
