// API contract of a masa's tax cycle after the slips: the SPT Masa PPh Unifikasi summary, the
// Coretax XML export, and the deposit (kode billing → NTPN) through a state billing provider.
// Plain types and constants only; zod in ./ebupot-report/schemas, answers in ./ebupot-report/responses.

import type { z } from 'zod';
import type {
  coretaxProblemSchema,
  masaAgendaSchema,
  sptMasaSummarySchema,
  taxDepositSchema,
} from './ebupot-report/responses';

export const EBUPOT_REPORT_PATHS = {
  /** GET ?masa=&tahun=: the SPT Masa PPh Unifikasi summary with deposits and deadlines */
  summary: '/bupot/masa/summary',
  /**
   * GET ?masa=&tahun=: the masa's issued slips as Coretax XML (BPPU, or BPNR with ?form=BPNR),
   * CORETAX_MAX_RECORDS a file (&part=2… for the next ones); 422 lists what is wrong
   */
  coretax: '/bupot/masa/coretax.xml',
  /** GET: masas with slips that still need a deposit or a report, and the current deadlines */
  agenda: '/bupot/masa/agenda',
  /** POST { masa, tahun, kap, kjs }: a kode billing for what is still to be deposited */
  deposit: '/bupot/masa/deposit',
  /** POST { billingCode }: pay a kode billing in the sandbox (404 unless SANDBOX) */
  depositPay: '/bupot/masa/deposit/pay',
} as const;

/**
 * Coretax XML forms: BPPU (resident recipients: PPh 4(2), 15, 22, 23) and BPNR (non-residents:
 * PPh 26), per the DJP Excel converter templates (ebupot.md §1).
 */
export const CORETAX_FORMS = ['BPPU', 'BPNR'] as const;
export type CoretaxForm = (typeof CORETAX_FORMS)[number];

/** Coretax imports at most this many records from one XML file (ebupot.md §1, bulk import). */
export const CORETAX_MAX_RECORDS = 100;

/** How many files a form's `count` records take (at least one). */
export const coretaxParts = (count: number) => Math.max(1, Math.ceil(count / CORETAX_MAX_RECORDS));

/** Kode billing: 15 digits; NTPN: 16 letters and digits (formats.md §10). */
export const BILLING_CODE_PATTERN = /^\d{15}$/;
export const NTPN_PATTERN = /^[0-9A-Z]{16}$/;

export const TAX_DEPOSIT_STATUSES = ['unpaid', 'paid', 'expired', 'void'] as const;
export type TaxDepositStatus = (typeof TAX_DEPOSIT_STATUSES)[number];

export type TaxDeposit = z.infer<typeof taxDepositSchema>;
export type SptMasaSummary = z.infer<typeof sptMasaSummarySchema>;
export type CoretaxProblem = z.infer<typeof coretaxProblemSchema>;
export type MasaAgenda = z.infer<typeof masaAgendaSchema>;

/** Error codes of these endpoints (the portal translates them under apiErrors). */
export const EBUPOT_REPORT_ERROR_CODES = [
  'coretax_invalid',
  'coretax_empty',
  'coretax_no_part',
  'deposit_nothing_due',
  'deposit_unknown_account',
  'deposit_not_payable',
  'deposit_unavailable',
  'bupot_masa_unpaid',
] as const;
