// zod schemas of the account settings answers; ../settings names their types (import type + z.infer).

import { calendarDate, instant } from '../common/responses';
import { SIGNER_ID_TYPES, SIGNER_ROLES, SIGNER_SCOPES } from '../settings';
import { z } from '../zod';

const id = z.number().int();

export const emailChangeResponseSchema = z.object({
  message: z.string(),
  /** the address the code went to */
  new_email: z.string(),
});

export const signerSchema = z.object({
  id,
  bertindak_sebagai: z.enum(SIGNER_ROLES),
  jenis_identitas: z.enum(SIGNER_ID_TYPES),
  /** digits only; an NPWP is its canonical 16 digits */
  nomor_identitas: z.string(),
  nama: z.string(),
  jabatan: z.string(),
  scope: z.enum(SIGNER_SCOPES),
  active: z.boolean(),
  is_default: z.boolean(),
  surat_kuasa_nomor: z.string().nullable(),
  surat_kuasa_tanggal: calendarDate.nullable(),
  /** the stored power of attorney, if any (download at SETTINGS_PATHS.suratKuasa) */
  surat_kuasa_file: z.object({ name: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  created_at: instant,
  updated_at: instant,
});

/**
 * GET /api/penandatangan: `data` is the page matching the filters, `total` how many match,
 * `params` the filters as applied, and `allData` every signer of the client whatever the filters.
 */
export const signerListResponseSchema = z.object({
  data: z.array(signerSchema),
  total: z.number().int(),
  params: z.object({
    q: z.string(),
    status: z.enum(['all', 'active', 'inactive']),
    scope: z.enum(SIGNER_SCOPES).nullable(),
    page: z.number().int(),
    perPage: z.number().int(),
  }),
  allData: z.array(signerSchema),
});
export const signerResponseSchema = z.object({ message: z.string(), data: signerSchema });
/** GET /penandatangan/{id} */
export const signerDetailResponseSchema = z.object({ data: signerSchema });

export const efinInfoSchema = z.object({
  /** e.g. "••••••7890": never the whole number */
  masked: z.string(),
  last4: z.string(),
  length: z.number().int(),
  updated_at: instant,
});
/** GET and PUT /api/efin. `warning` when the length is not EFIN_LENGTH (saved anyway). */
export const efinResponseSchema = z.object({
  efin: efinInfoSchema.nullable(),
  warning: z.object({ code: z.literal('efin_length'), message: z.string() }).optional(),
  message: z.string().optional(),
});

export const certificateStatusSchema = z.enum(['AKTIF', 'AKAN_KEDALUWARSA', 'KEDALUWARSA']);

export const certificateInfoSchema = z.object({
  file_name: z.string(),
  /** the whole subject, e.g. "CN=PT Maju, serialNumber=0012345678901234, C=ID" */
  subject: z.string(),
  subject_cn: z.string().nullable(),
  /** the 16-digit NPWP matched against the client's */
  npwp: z.string(),
  npwp_source: z.enum(['subject_cn', 'subject_serial', 'file_name']),
  serial_number: z.string(),
  issuer: z.string(),
  valid_from: instant,
  valid_to: instant,
  status: certificateStatusSchema,
  /** whole days until valid_to (negative once expired) */
  days_left: z.number().int(),
  uploaded_at: instant,
  uploaded_by: z.object({ id, nama: z.string() }).nullable(),
});
export const certificateResponseSchema = z.object({
  certificate: certificateInfoSchema.nullable(),
  message: z.string().optional(),
});
