// zod schemas of E-Bupot requests, shared by the server (validation) and the slip form (which
// loads them lazily). Messages are plain English for API callers; the portal translates them by
// key (bupotMessageKey) into "ebupot.errors.<key>".

import {
  BUPOT_SORTS,
  BUPOT_STATUSES,
  BUPOT_TABS,
  DOC_TYPES,
  FASILITAS,
  type Fasilitas,
  PASALS,
  type Pasal,
  RECIPIENT_TYPES,
} from '../ebupot';
import {
  isValidNik,
  isValidNitku,
  isValidNpwp15,
  isValidNpwp16,
  normalizeDigits,
  normalizeNpwp,
} from '../tax-id';
import { z } from '../zod';
import {
  BP26_ONLY_CODES,
  facilitiesFor,
  isForeignOnly,
  REQUIRED_FACILITY,
  recipientAllowed,
} from './code-rules';
import { FACILITY_MANUAL_RATE, FACILITY_NEEDS_NUMBER, MAX_DPP, percentToBp } from './compute';
import { isCountryAlpha3 } from './countries';

export const BUPOT_MESSAGES = {
  masa_range: 'Masa pajak must be a month from 1 to 12',
  tahun_range: 'Tahun pajak must be a year from 2025 to 2100',
  period_future: 'The tax period cannot be in the future',
  recipient_type: 'Choose how the recipient is identified (NPWP, NIK or foreign TIN)',
  npwp_invalid: 'NPWP must be 16 digits (a legacy 15-digit NPWP is accepted and gets a leading 0)',
  nik_invalid: 'NIK must be 16 digits with a valid region code, birth day and month',
  tin_invalid: 'The foreign TIN must be 1 to 30 letters or digits',
  recipient_own: 'The recipient cannot be your own NPWP',
  has_npwp_invalid: 'Say whether the recipient has an NPWP (true or false)',
  no_npwp_needs_nik:
    'Only a resident recipient identified by NIK can be without NPWP: an NPWP holder is registered, a foreign recipient is taxed under PPh 26',
  name_required: 'Enter the recipient name (at most 100 characters)',
  nitku_invalid: "NITKU must be 22 digits starting with the recipient's 16-digit NPWP",
  nitku_foreign: 'A foreign recipient has no NITKU',
  country_invalid: "Choose the foreign recipient's country",
  address_required: "Enter the foreign recipient's address (at most 300 characters)",
  code_invalid: 'Choose a tax object code (format 99-999-99)',
  code_unknown: 'Unknown tax object code',
  foreign_needs_pasal26:
    'A foreign recipient needs a code for non-residents (PPh 26, 28-405-02 or 28-411-01)',
  pasal26_needs_foreign:
    'Codes for non-residents (PPh 26, 28-405-02) are only for foreign recipients (enter their TIN, name, country, address)',
  code_bp26_only:
    'Code 27-100-99 (employment income of a non-resident individual) belongs on the separate BP26 slip (PPh 21/26), not on a Unifikasi slip',
  facility_required:
    "This code needs its facility: the final MSME tax (28-423-01) is withheld only with the recipient's Suket PP 23 (facility PP23)",
  facility_invalid: 'Choose a facility',
  facility_not_for_code: 'This facility cannot be used with the chosen tax object code',
  facility_number_required: 'Enter the number of the facility document (SKB, SKD, Suket or decision)',
  facility_number_unused: 'A facility document number is only given with a facility',
  manual_rate_invalid: 'Enter the rate as a percentage with at most two decimals',
  manual_rate_too_high: 'The facility rate cannot be higher than the normal rate of the code',
  dpp_positive: 'DPP must be a whole rupiah amount above 0',
  dpp_too_large: 'DPP cannot exceed Rp 1.000.000.000.000.000',
  doc_type_invalid: 'Choose the reference document type',
  doc_number_required: 'Enter the reference document number (at most 50 characters)',
  faktur_number_invalid: 'A Faktur Pajak number has 16 digits (e-Faktur) or 17 digits (Coretax)',
  date_invalid: 'Enter a valid date',
  doc_date_future: 'The document date cannot be in the future',
  withholding_before_masa: 'The withholding date cannot be before the tax period',
  withholding_future: 'The withholding date cannot be in the future',
  signer_invalid: 'Choose an active signer',
  reason_required: 'Give a reason (at most 300 characters)',
  withholding_after_masa: 'The withholding date must lie in the tax period (masa)',
  recipient_email_invalid: "Enter the recipient's email address as name@domain (at most 254 characters)",
} as const;
export type BupotMessageKey = keyof typeof BUPOT_MESSAGES;

const MESSAGE_KEYS = new Map<string, BupotMessageKey>(
  Object.entries(BUPOT_MESSAGES).map(([k, v]) => [v, k as BupotMessageKey]),
);
/** The key of one of the messages above (for translation), or null for any other text. */
export const bupotMessageKey = (message: string): BupotMessageKey | null => MESSAGE_KEYS.get(message) ?? null;

const M = BUPOT_MESSAGES;
const isoDate = z.iso.date({ message: M.date_invalid });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A masa pajak and its year (a slip's period, a masa whose SPT is reported). */
const masaPeriod = {
  masa: z.number({ message: M.masa_range }).int(M.masa_range).min(1, M.masa_range).max(12, M.masa_range),
  tahun: z
    .number({ message: M.tahun_range })
    .int(M.tahun_range)
    .min(2025, M.tahun_range)
    .max(2100, M.tahun_range),
};

/** Faktur Pajak numbers: pre-Coretax 16 digits, Coretax 17 digits (formats.md §4). */
export const isFakturNumber = (value: string) => {
  const v = normalizeDigits(value);
  return /^(0[1-9])[01]\d{13}$/.test(v) || /^(0[1-9]|10)\d{2}\d{13}$/.test(v);
};

/** The body of create, update-draft and correct. Cross-field rules that need no database run here too. */
export const bupotInputSchema = z
  .object({
    ...masaPeriod,
    recipientType: z.enum(RECIPIENT_TYPES, { message: M.recipient_type }),
    /** false: the NIK is not activated as NPWP (PMK 112/2022), so the no-NPWP rate applies */
    recipientHasNpwp: z.boolean({ message: M.has_npwp_invalid }).default(true),
    recipientId: z.string({ message: M.npwp_invalid }).trim().max(40, M.tin_invalid),
    recipientName: z
      .string({ message: M.name_required })
      .trim()
      .min(1, M.name_required)
      .max(100, M.name_required),
    recipientNitku: optionalText(40),
    recipientCountry: optionalText(3),
    recipientAddress: optionalText(300),
    /** where "email to recipient" sends the slip (optional) */
    recipientEmail: z
      .union(
        [
          z.literal(''),
          z.null(),
          z.email({ message: M.recipient_email_invalid }).max(254, M.recipient_email_invalid),
        ],
        {
          message: M.recipient_email_invalid,
        },
      )
      .optional()
      .transform((v) => (v ? v.toLowerCase() : null)),
    kodeObjek: z.string({ message: M.code_invalid }).regex(/^\d{2}-\d{3}-\d{2}$/, M.code_invalid),
    fasilitas: z.enum(FASILITAS, { message: M.facility_invalid }),
    fasilitasNumber: optionalText(50),
    /** a percentage text ("7.5") for SKD / ETC; ignored for other facilities */
    manualRate: optionalText(8),
    dpp: z
      .number({ message: M.dpp_positive })
      .int(M.dpp_positive)
      .min(1, M.dpp_positive)
      .max(MAX_DPP, M.dpp_too_large),
    docType: z.enum(DOC_TYPES, { message: M.doc_type_invalid }),
    docNumber: z
      .string({ message: M.doc_number_required })
      .trim()
      .min(1, M.doc_number_required)
      .max(50, M.doc_number_required),
    docDate: isoDate,
    withholdingDate: isoDate,
    signerId: z.number().int().positive(M.signer_invalid).nullish(),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(bupotCrossFieldErrors(v)))
      ctx.addIssue({ code: 'custom', message, path: [path] });
  });

/** What the cross-field rules read (the body's own fields, before or after parsing). */
export interface CrossFieldInput {
  recipientType: string;
  recipientHasNpwp?: boolean;
  recipientId: string;
  recipientNitku?: string | null;
  recipientCountry?: string | null;
  recipientAddress?: string | null;
  fasilitas: string;
  fasilitasNumber?: string | null;
  manualRate?: string | null;
  docType?: string | null;
  docNumber: string;
}

/**
 * Rules between fields of one body: the identity matches its type, NITKU belongs to the NPWP,
 * a foreign recipient has country and address, a facility has its document number, a typed
 * rate is a percentage, a Faktur Pajak number has its shape. Field → message.
 */
export function bupotCrossFieldErrors(v: CrossFieldInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const id = normalizeDigits(v.recipientId ?? '');
  const text = (value: string | null | undefined) => (value ?? '').trim();
  if (v.recipientType === 'NPWP' && !isValidNpwp16(id) && !isValidNpwp15(id))
    add('recipientId', M.npwp_invalid);
  if (v.recipientType === 'NIK' && !isValidNik(id)) add('recipientId', M.nik_invalid);
  if (v.recipientHasNpwp === false && v.recipientType !== 'NIK') add('recipientHasNpwp', M.no_npwp_needs_nik);
  if (v.recipientType === 'FOREIGN') {
    if (!/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/.test(text(v.recipientId))) add('recipientId', M.tin_invalid);
    if (text(v.recipientNitku)) add('recipientNitku', M.nitku_foreign);
    const country = text(v.recipientCountry);
    if (!country || !isCountryAlpha3(country) || country === 'IDN')
      add('recipientCountry', M.country_invalid);
    if (!text(v.recipientAddress)) add('recipientAddress', M.address_required);
  } else if (text(v.recipientNitku)) {
    const npwp16 = v.recipientType === 'NPWP' ? normalizeNpwp(id) : id;
    if (!npwp16 || !isValidNitku(text(v.recipientNitku), npwp16)) add('recipientNitku', M.nitku_invalid);
  }
  const facility = v.fasilitas as Fasilitas;
  if (FACILITY_NEEDS_NUMBER[facility] && !text(v.fasilitasNumber))
    add('fasilitasNumber', M.facility_number_required);
  if (FACILITY_NEEDS_NUMBER[facility] === false && text(v.fasilitasNumber))
    add('fasilitasNumber', M.facility_number_unused);
  if (FACILITY_MANUAL_RATE.has(facility) && percentToBp(text(v.manualRate)) === null)
    add('manualRate', M.manual_rate_invalid);
  if (v.docType === 'TaxInvoice' && !isFakturNumber(v.docNumber ?? ''))
    add('docNumber', M.faktur_number_invalid);
  return errors;
}

export type BupotInput = z.input<typeof bupotInputSchema>;
export type BupotParsedInput = z.output<typeof bupotInputSchema>;

/** What the rules below need from outside the body. */
export interface BupotRuleContext {
  /** today in Asia/Jakarta, YYYY-MM-DD */
  today: string;
  /** the withholder's own NPWP (16 digits), if known */
  ownNpwp: string | null;
  /** the chosen code, or null when it does not exist */
  code: { code: string; pasal: Pasal; rateBp: number } | null;
  /** the code's normal rate for this recipient (basis points), for the manual-rate ceiling */
  normalRateBp?: number;
}

/** Rules that need today, the withholder and the code: field → message (empty when all pass). */
export function bupotRuleErrors(v: BupotParsedInput, ctx: BupotRuleContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const [ty, tm] = ctx.today.split('-').map(Number);
  if (v.tahun > ty || (v.tahun === ty && v.masa > tm)) {
    add('masa', M.period_future);
    add('tahun', M.period_future);
  }
  const id = normalizeDigits(v.recipientId);
  const own = ctx.ownNpwp ? normalizeDigits(ctx.ownNpwp) : null;
  if (own && v.recipientType !== 'FOREIGN' && (normalizeNpwp(id) === own || id === own))
    add('recipientId', M.recipient_own);
  const masaStart = `${v.tahun}-${String(v.masa).padStart(2, '0')}-01`;
  if (v.withholdingDate < masaStart) add('withholdingDate', M.withholding_before_masa);
  else if (v.withholdingDate.slice(0, 7) !== masaStart.slice(0, 7))
    add('withholdingDate', M.withholding_after_masa);
  if (v.withholdingDate > ctx.today) add('withholdingDate', M.withholding_future);
  if (v.docDate > ctx.today) add('docDate', M.doc_date_future);
  if (!ctx.code) {
    add('kodeObjek', M.code_unknown);
    return errors;
  }
  if (BP26_ONLY_CODES.has(ctx.code.code)) {
    add('kodeObjek', M.code_bp26_only);
    return errors;
  }
  if (!recipientAllowed(ctx.code, v.recipientType))
    add('kodeObjek', isForeignOnly(ctx.code) ? M.pasal26_needs_foreign : M.foreign_needs_pasal26);
  if (REQUIRED_FACILITY[ctx.code.code] && v.fasilitas !== REQUIRED_FACILITY[ctx.code.code])
    add('fasilitas', M.facility_required);
  else if (!facilitiesFor(ctx.code).includes(v.fasilitas as Fasilitas))
    add('fasilitas', M.facility_not_for_code);
  if (FACILITY_MANUAL_RATE.has(v.fasilitas) && v.manualRate != null) {
    const bp = percentToBp(v.manualRate);
    if (bp !== null && ctx.normalRateBp !== undefined && bp > ctx.normalRateBp)
      add('manualRate', M.manual_rate_too_high);
  }
  return errors;
}

export const cancelBupotSchema = z.object({
  reason: z
    .string({ message: M.reason_required })
    .trim()
    .min(1, M.reason_required)
    .max(300, M.reason_required),
});

export const issueBupotSchema = z
  .object({ signerId: z.number().int().positive(M.signer_invalid).nullish() })
  .optional()
  .default({});

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const bupotListQuerySchema = z.object({
  masa: intParam(1, 12).optional(),
  tahun: intParam(2000, 2100).optional(),
  pasal: z.enum(PASALS).optional(),
  status: z.enum(BUPOT_STATUSES).optional(),
  tab: z
    .enum(Object.keys(BUPOT_TABS) as [keyof typeof BUPOT_TABS, ...(keyof typeof BUPOT_TABS)[]])
    .optional(),
  recipient: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(BUPOT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: intParam(1, 100_000).optional(),
  perPage: intParam(1, 100).optional(),
});

export const kodeObjekQuerySchema = z.object({
  pasal: z.enum(PASALS).optional(),
  q: z.string().trim().max(100).optional(),
});

/** Mark a masa's SPT Masa reported (a normal SPT, or the pembetulan that is open). */
export const masaReportSchema = z.object({ ...masaPeriod, note: optionalText(300) });

/** Open a correction (pembetulan) of a reported masa: the reason is recorded. */
export const masaCorrectionSchema = z.object({ ...masaPeriod, reason: cancelBupotSchema.shape.reason });

export const masaStatesQuerySchema = z.object({ tahun: intParam(2025, 2100) });

export const deadlinesQuerySchema = z.object({
  masa: intParam(1, 12),
  tahun: intParam(2000, 2100),
});
