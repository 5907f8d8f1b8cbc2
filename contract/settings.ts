// Account settings API: profile, email change by OTP, signers (penandatangan), EFIN and the
// electronic certificate. Paths are the original service's (relative to /api). Plain values and
// types only; the request schemas (factories taking the field messages, so the server answers
// English while the portal passes translated ones) are in ./settings/schemas, the answers' schemas
// in ./settings/responses (named here by type-only imports).

import type { z } from 'zod';
import type {
  certificateInfoSchema,
  certificateResponseSchema,
  certificateStatusSchema,
  efinInfoSchema,
  efinResponseSchema,
  emailChangeResponseSchema,
  signerListResponseSchema,
  signerResponseSchema,
  signerSchema,
} from './settings/responses';

export const SETTINGS_PATHS = {
  profile: '/users/profile',
  emailChange: '/users/email-change',
  emailChangeConfirm: '/users/email-change/confirm',
  /** JSON create (PENGURUS only: a KUASA needs its document, so it goes through `signers`) */
  signersSpt: '/penandatanganspt',
  signerSpt: (id: number) => `/penandatanganspt/${id}`,
  /** GET list, POST multipart create */
  signers: '/penandatangan',
  /** GET detail, PUT detail update (multipart or JSON) */
  signer: (id: number) => `/penandatangan/${id}`,
  suratKuasa: (id: number) => `/penandatangan/${id}/surat-kuasa`,
  efin: '/efin',
  certificate: '/sertifikat',
} as const;

export const SIGNER_LIMIT = 20;
export const SURAT_KUASA_MAX_BYTES = 2 * 1024 * 1024;
/** Power of attorney content types, recognised by their first bytes (not by name). */
export const SURAT_KUASA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type SuratKuasaType = (typeof SURAT_KUASA_TYPES)[number];

/** A document's real type from its first bytes (names and declared types are not trusted). */
export function sniffDocumentType(head: Uint8Array): SuratKuasaType | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}
export const CERTIFICATE_MAX_BYTES = 50 * 1024;
export const CERTIFICATE_EXTENSIONS = ['.p12', '.pfx'] as const;
/** A certificate ending within this many days is "akan kedaluwarsa". */
export const CERTIFICATE_WARNING_DAYS = 30;
/** The usual EFIN length (formats.md §7: most sources say 10, a few say 12); 12 is accepted with a warning. */
export const EFIN_LENGTH = 10;
export const EFIN_MIN_LENGTH = 10;
export const EFIN_MAX_LENGTH = 12;

export const SIGNER_ROLES = ['PENGURUS', 'KUASA'] as const;
export const SIGNER_ID_TYPES = ['NPWP', 'NIK'] as const;
/** BUPOT = bukti potong, SPT = SPT masa, BOTH = both. */
export const SIGNER_SCOPES = ['BUPOT', 'SPT', 'BOTH'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export type SignerIdType = (typeof SIGNER_ID_TYPES)[number];
export type SignerScope = (typeof SIGNER_SCOPES)[number];

/** Machine codes of settings errors ({ error, code }); the portal translates them under apiErrors. */
export const SETTINGS_ERROR_CODES = [
  'email_change_same',
  'email_change_requires_otp',
  'signer_limit_reached',
  'signer_default_deactivate',
  'signer_default_inactive',
  'signer_default_required',
  'surat_kuasa_required',
  'surat_kuasa_too_large',
  'surat_kuasa_type',
  'surat_kuasa_not_found',
  'certificate_file_required',
  'certificate_too_large',
  'certificate_type',
  'certificate_not_pkcs12',
  'certificate_wrong_passphrase',
  'certificate_no_key',
  'certificate_expired',
  'certificate_not_yet_valid',
  'certificate_profile_npwp_missing',
  'certificate_npwp_missing',
  'certificate_npwp_mismatch',
] as const;
export type SettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number];

/** Field messages of the settings schemas; the portal passes translated ones. */
export const SETTINGS_MESSAGES = {
  required: 'This field is required',
  tooLong: 'This is too long',
  nameRequired: 'Name is required',
  phoneInvalid: 'Enter a valid phone number (8 to 15 digits)',
  npwpInvalid: 'NPWP is 16 digits (or 15 for a legacy NPWP)',
  nikInvalid: 'Enter a valid 16-digit NIK',
  postalCodeInvalid: 'Postal code is 5 digits',
  emailInvalid: 'Enter a valid email address',
  otpInvalid: 'The code is 6 digits',
  dateInvalid: 'Enter a valid date',
  dateFuture: 'The date cannot be in the future',
  kuasaNumberRequired: 'The power of attorney number is required for a proxy (KUASA)',
  kuasaDateRequired: 'The power of attorney date is required for a proxy (KUASA)',
  efinDigits: 'EFIN has digits only',
  efinLength: `EFIN has ${EFIN_MIN_LENGTH} to ${EFIN_MAX_LENGTH} digits`,
  passphraseRequired: 'Enter the certificate passphrase',
};
export type SettingsMessages = typeof SETTINGS_MESSAGES;

// ---------- email change ----------

export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

// ---------- signers ----------

export type Signer = z.infer<typeof signerSchema>;

/**
 * GET /api/penandatangan, the original's settings slice: `data` is the page matching the
 * filters, `total` how many match, `params` the filters as applied (defaults filled in), and
 * `allData` every signer of the client (at most SIGNER_LIMIT) whatever the filters.
 */
export type SignerListResponse = z.infer<typeof signerListResponseSchema>;
export type SignerResponse = z.infer<typeof signerResponseSchema>;

// ---------- EFIN ----------

export type EfinInfo = z.infer<typeof efinInfoSchema>;
/** GET and PUT /api/efin. `warning` when the length is not EFIN_LENGTH (saved anyway). */
export type EfinResponse = z.infer<typeof efinResponseSchema>;

// ---------- certificate ----------

export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

export type CertificateInfo = z.infer<typeof certificateInfoSchema>;
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;
