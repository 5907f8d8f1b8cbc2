// zod schemas of the settings requests, shared by the server (validation) and the portal's
// forms. Each is a factory taking the field messages: the server answers English
// (SETTINGS_MESSAGES), the portal passes translated ones, with the same rules on both sides.

import {
  EFIN_MAX_LENGTH,
  EFIN_MIN_LENGTH,
  SETTINGS_MESSAGES,
  type SettingsMessages,
  SIGNER_ID_TYPES,
  SIGNER_ROLES,
  SIGNER_SCOPES,
} from '../settings';
import { isValidNik, normalizeDigits, normalizeNpwp } from '../tax-id';
import { z } from '../zod';

/** Multipart sends booleans as text. */
const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

const stripPhone = (s: string) => s.replace(/[\s.()-]/g, '');

/** '' and null mean "none"; answers the trimmed text or null. */
const optionalText = (m: SettingsMessages, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .nullish()
    .transform((s) => s || null);

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

// ---------- profile ----------

export function createProfileSchema(m: SettingsMessages = SETTINGS_MESSAGES) {
  return z.object({
    nama: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120, m.tooLong),
    phone: z
      .string({ error: m.required })
      .transform(stripPhone)
      .pipe(z.string().regex(/^\+?\d{8,15}$/, m.phoneInvalid)),
    company_name: optionalText(m, 160),
    /** 16 digits or a legacy 15 (stored as 16 with a leading 0); empty clears it */
    npwp: z
      .string()
      .nullish()
      .transform((s) => normalizeDigits(s ?? ''))
      .refine((s) => s === '' || normalizeNpwp(s) !== null, m.npwpInvalid)
      .transform((s) => (s === '' ? null : normalizeNpwp(s))),
    address: optionalText(m, 500),
    city: optionalText(m, 100),
    postal_code: z
      .string()
      .trim()
      .nullish()
      .transform((s) => s || null)
      .refine((s) => s === null || /^\d{5}$/.test(s), m.postalCodeInvalid),
  });
}
export type ProfileInput = z.input<ReturnType<typeof createProfileSchema>>;
export type ProfileBody = z.output<ReturnType<typeof createProfileSchema>>;

export function createEmailChangeSchema(m: SettingsMessages = SETTINGS_MESSAGES) {
  return z.object({
    new_email: z
      .string({ error: m.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, m.tooLong)
      .pipe(z.email(m.emailInvalid)),
  });
}
export function createEmailConfirmSchema(m: SettingsMessages = SETTINGS_MESSAGES) {
  return z.object({
    otp: z
      .string({ error: m.otpInvalid })
      .trim()
      .regex(/^\d{6}$/, m.otpInvalid),
  });
}
export type EmailChangeBody = z.input<ReturnType<typeof createEmailChangeSchema>>;
export type EmailConfirmBody = z.input<ReturnType<typeof createEmailConfirmSchema>>;

// ---------- signers ----------

function signerFields(m: SettingsMessages) {
  return {
    bertindak_sebagai: z.enum(SIGNER_ROLES, { error: m.required }),
    jenis_identitas: z.enum(SIGNER_ID_TYPES, { error: m.required }),
    nomor_identitas: z.string({ error: m.required }).transform(normalizeDigits),
    nama: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120, m.tooLong),
    jabatan: z.string({ error: m.required }).trim().min(1, m.required).max(100, m.tooLong),
    scope: z.enum(SIGNER_SCOPES, { error: m.required }),
    surat_kuasa_nomor: optionalText(m, 100),
    surat_kuasa_tanggal: z
      .string()
      .trim()
      .nullish()
      .transform((s) => s || null)
      .refine((s) => s === null || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s)), m.dateInvalid),
  };
}

/**
 * A whole signer: identity number checked by its type (an NPWP is answered as its 16 digits),
 * a KUASA needs the power of attorney number and date (its file is checked by the server, which
 * knows whether one is already on record). `today` (YYYY-MM-DD) refuses a letter dated later.
 */
export function createSignerSchema(m: SettingsMessages = SETTINGS_MESSAGES, opts: { today?: string } = {}) {
  return z
    .object({
      ...signerFields(m),
      scope: signerFields(m).scope.default('BOTH'),
      is_default: boolish.optional(),
    })
    .superRefine((v, ctx) => {
      if (v.nomor_identitas === '')
        ctx.addIssue({ code: 'custom', path: ['nomor_identitas'], message: m.required });
      else if (v.jenis_identitas === 'NPWP' && normalizeNpwp(v.nomor_identitas) === null)
        ctx.addIssue({ code: 'custom', path: ['nomor_identitas'], message: m.npwpInvalid });
      else if (v.jenis_identitas === 'NIK' && !isValidNik(v.nomor_identitas))
        ctx.addIssue({ code: 'custom', path: ['nomor_identitas'], message: m.nikInvalid });
      if (v.bertindak_sebagai === 'KUASA') {
        if (!v.surat_kuasa_nomor)
          ctx.addIssue({ code: 'custom', path: ['surat_kuasa_nomor'], message: m.kuasaNumberRequired });
        if (!v.surat_kuasa_tanggal)
          ctx.addIssue({ code: 'custom', path: ['surat_kuasa_tanggal'], message: m.kuasaDateRequired });
      }
      if (opts.today && v.surat_kuasa_tanggal && v.surat_kuasa_tanggal > opts.today)
        ctx.addIssue({ code: 'custom', path: ['surat_kuasa_tanggal'], message: m.dateFuture });
    })
    .transform((v) => ({
      ...v,
      nomor_identitas: v.jenis_identitas === 'NPWP' ? normalizeNpwp(v.nomor_identitas)! : v.nomor_identitas,
      // a PENGURUS has no power of attorney
      surat_kuasa_nomor: v.bertindak_sebagai === 'KUASA' ? v.surat_kuasa_nomor : null,
      surat_kuasa_tanggal: v.bertindak_sebagai === 'KUASA' ? v.surat_kuasa_tanggal : null,
    }));
}
export type SignerInput = z.input<ReturnType<typeof createSignerSchema>>;
export type SignerBody = z.output<ReturnType<typeof createSignerSchema>>;

/** PUT: any subset of the fields, plus `active` and `is_default`; the merged signer must still be whole. */
export function createSignerPatchSchema(m: SettingsMessages = SETTINGS_MESSAGES) {
  const f = signerFields(m);
  return z.object({
    bertindak_sebagai: f.bertindak_sebagai.optional(),
    jenis_identitas: f.jenis_identitas.optional(),
    nomor_identitas: f.nomor_identitas.optional(),
    nama: f.nama.optional(),
    jabatan: f.jabatan.optional(),
    scope: f.scope.optional(),
    surat_kuasa_nomor: f.surat_kuasa_nomor.optional(),
    surat_kuasa_tanggal: f.surat_kuasa_tanggal.optional(),
    active: boolish.optional(),
    is_default: boolish.optional(),
  });
}
export type SignerPatchBody = z.input<ReturnType<typeof createSignerPatchSchema>>;

export const signerListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'inactive']).optional(),
  /** alias of status: active=true is status=active */
  active: boolish.optional(),
  /** BUPOT or SPT also match BOTH (who may sign that document) */
  scope: z.enum(SIGNER_SCOPES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  /** admin only: whose signers */
  user_id: z.coerce.number().int().positive().optional(),
});
export type SignerListQuery = z.input<typeof signerListQuerySchema>;

// ---------- EFIN ----------

export function createEfinSchema(m: SettingsMessages = SETTINGS_MESSAGES) {
  return z.object({
    efin: z
      .string({ error: m.required })
      .transform((s) => s.replace(/[\s.-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, m.required)
          .regex(/^\d*$/, m.efinDigits)
          .min(EFIN_MIN_LENGTH, m.efinLength)
          .max(EFIN_MAX_LENGTH, m.efinLength),
      ),
  });
}
export type EfinBody = z.input<ReturnType<typeof createEfinSchema>>;

// ---------- certificate ----------

export function createCertificateUploadSchema(m: SettingsMessages = SETTINGS_MESSAGES) {
  // not trimmed: spaces may be part of a passphrase
  return z.object({
    passphrase: z.string({ error: m.passphraseRequired }).min(1, m.passphraseRequired).max(256, m.tooLong),
  });
}
