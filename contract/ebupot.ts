// API contract of E-Bupot (withholding slips, tax object codes, deadlines). Plain types and small
// constants only: the list and view pages import this; zod schemas live in ./ebupot/schemas (form
// and server), the answers' schemas in ./ebupot/responses (named here by type-only imports), the
// PPh computation in ./ebupot/compute.

import type { z } from 'zod';
import type {
  bupotAuditActionSchema,
  bupotAuditEntrySchema,
  bupotDeadlinesSchema,
  bupotDetailSchema,
  bupotListSchema,
  bupotListSummarySchema,
  bupotMasaAuditEntrySchema,
  bupotMasaListSchema,
  bupotMasaStatusSchema,
  bupotSchema,
  bupotSignerOptionSchema,
  bupotSignerSnapshotSchema,
  deadlineDaySchema,
  kodeObjekPajakListSchema,
  kodeObjekPajakSchema,
} from './ebupot/responses';
import { MONTHS_ID } from './month-names';

export const EBUPOT_PATHS = {
  codes: '/kodeobjekpajak',
  slips: '/bupot',
  slip: (id: number) => `/bupot/${id}`,
  issue: (id: number) => `/bupot/${id}/issue`,
  correct: (id: number) => `/bupot/${id}/correct`,
  cancel: (id: number) => `/bupot/${id}/cancel`,
  deadlines: '/bupot/deadlines',
  exportCsv: '/bupot/export.csv',
  signers: '/bupot/signers',
  /** SPT Masa state of each masa of a year (?tahun=) */
  masaStates: '/bupot/masa',
  /** mark a masa's SPT Masa reported: body { masa, tahun, note? } */
  masaReport: '/bupot/masa/report',
  /** open a correction (pembetulan) of a reported masa: body { masa, tahun, reason } */
  masaCorrection: '/bupot/masa/correction',
} as const;

export const PASALS = ['4(2)', '15', '22', '23', '26'] as const;
export type Pasal = (typeof PASALS)[number];

/** ebupot.md §2 (SKD only for non-residents, PPh 26). */
export const FASILITAS = [
  'N/A',
  'TaxExAr22',
  'TaxExAr23',
  'TaxExIntDep',
  'TaxExIntPhtb',
  'DTP',
  'PP23',
  'SKD',
  'ETC',
] as const;
export type Fasilitas = (typeof FASILITAS)[number];

/** ebupot.md §3, Coretax EBUPOT_DOCUMENT_TYPE. */
export const DOC_TYPES = [
  'Announcement',
  'CommercialInvoice',
  'Contract',
  'CurrentAccount',
  'Decree',
  'DeedOfEngagement',
  'DeedOfGeneral',
  'Other',
  'OtherFacilityDoc',
  'PaymentProof',
  'StatementLetter',
  'TaxInvoice',
  'TaxRegulationDoc',
  'TradeConfirmation',
] as const;
export type DocType = (typeof DOC_TYPES)[number];

export const RECIPIENT_TYPES = ['NPWP', 'NIK', 'FOREIGN'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/**
 * draft → issued → cancelled, or issued → replaced (by a correction that is itself issued).
 * Only drafts are edited or deleted.
 */
export const BUPOT_STATUSES = ['draft', 'issued', 'replaced', 'cancelled'] as const;
export type BupotStatus = (typeof BUPOT_STATUSES)[number];

/** The Coretax list tabs: Belum Terbit (draft), Telah Terbit (issued), Tidak Valid (replaced or cancelled). */
export const BUPOT_TABS = {
  belum_terbit: ['draft'],
  telah_terbit: ['issued'],
  tidak_valid: ['replaced', 'cancelled'],
} as const satisfies Record<string, readonly BupotStatus[]>;
export type BupotTab = keyof typeof BUPOT_TABS;

export type KodeObjekPajak = z.infer<typeof kodeObjekPajakSchema>;

export type KodeObjekPajakList = z.infer<typeof kodeObjekPajakListSchema>;

export type BupotSignerSnapshot = z.infer<typeof bupotSignerSnapshotSchema>;

export type BupotSignerOption = z.infer<typeof bupotSignerOptionSchema>;

/** One slip (bukti potong). Money in whole rupiah; rates in basis points. */
export type Bupot = z.infer<typeof bupotSchema>;

export type BupotAuditAction = z.infer<typeof bupotAuditActionSchema>;

export type BupotAuditEntry = z.infer<typeof bupotAuditEntrySchema>;

export type BupotDetail = z.infer<typeof bupotDetailSchema>;

/**
 * allData of the list: figures over every slip matching the filters except status/tab and paging.
 * - totals: the valid slips (issued) — count, DPP, PPh, PPh payable (DTP/SKB deposit nothing).
 *   Sums are decimal strings so they stay exact past 2^53.
 * - byStatus: how many slips each status has (the tab badges add them up).
 */
export type BupotListSummary = z.infer<typeof bupotListSummarySchema>;

export type BupotList = z.infer<typeof bupotListSchema>;

export const BUPOT_SORTS = [
  'period',
  'number',
  'recipientName',
  'kodeObjek',
  'dpp',
  'pph',
  'status',
  'createdAt',
] as const;
export type BupotSort = (typeof BUPOT_SORTS)[number];

export interface BupotListQuery {
  masa?: number;
  tahun?: number;
  pasal?: Pasal;
  status?: BupotStatus;
  tab?: BupotTab;
  /** recipient NPWP/NIK/TIN (digits compared without separators) or name, contains */
  recipient?: string;
  /** slip number, recipient id or name, document number */
  q?: string;
  sort?: BupotSort;
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

export type DeadlineDay = z.infer<typeof deadlineDaySchema>;

export type BupotDeadlines = z.infer<typeof bupotDeadlinesSchema>;

/** Error codes the API answers for E-Bupot (the portal translates them under apiErrors). */
export const BUPOT_ERROR_CODES = [
  'bupot_not_draft',
  'bupot_not_issued',
  'bupot_already_replaced',
  'bupot_no_signer',
  'bupot_no_certificate',
  'bupot_admin_read_only',
  'bupot_correction_period',
  'bupot_masa_reported',
  'bupot_masa_already_reported',
  'bupot_masa_not_reported',
  'bupot_masa_has_drafts',
] as const;

/**
 * A masa's SPT Masa state: open (never reported), reported (closed: no new or changed slip), or
 * correcting (a pembetulan is open: slips change again until it is reported as revision n).
 */
export const MASA_STATES = ['open', 'reported', 'correcting'] as const;
export type MasaState = (typeof MASA_STATES)[number];

export type BupotMasaAuditEntry = z.infer<typeof bupotMasaAuditEntrySchema>;

export type BupotMasaStatus = z.infer<typeof bupotMasaStatusSchema>;

export type BupotMasaList = z.infer<typeof bupotMasaListSchema>;

export const MASA_NAMES_ID = MONTHS_ID;
