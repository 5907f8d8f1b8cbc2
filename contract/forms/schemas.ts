// zod schemas of the forms showcase's requests (server validation; the portal reuses the NPWP rule).

import { AUTOCOMPLETE_KINDS } from '../forms';
import { normalizeNpwp } from '../tax-id';
import { z } from '../zod';

export const autocompleteQuerySchema = z.object({
  /** matched in codes, names and country codes (case-insensitive, anywhere) */
  q: z.string().trim().max(60, 'q is at most 60 characters').default(''),
  kind: z
    .enum(AUTOCOMPLETE_KINDS, { message: `kind must be ${AUTOCOMPLETE_KINDS.join(', ')}` })
    .default('all'),
  /** language of the country names and code descriptions */
  lang: z.enum(['en', 'id', 'fr', 'ar']).default('en'),
});

export const checkNpwpSchema = z.object({
  npwp: z
    .string({ message: 'npwp_invalid' })
    .max(40, 'npwp_invalid')
    .refine((v) => normalizeNpwp(v) !== null, 'npwp_invalid')
    /** 16 digits (a legacy 15-digit NPWP gains its leading 0) */
    .transform((v) => normalizeNpwp(v) as string),
});
