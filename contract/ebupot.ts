// API contract of E-Bupot (withholding slips, tax object codes, deadlines). Plain types and small
// constants only: the list and view pages import this; zod schemas live in ./ebupot/schemas (form
// and server), the PPh computation in ./ebupot/compute.

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

export interface KodeObjekPajak {
  code: string;
  pasal: Pasal;
  nameId: string;
  nameEn: string;
  ratePercent: number;
  rateWithoutNpwpPercent: number | null;
  effectiveRateOnGrossPercent: number | null;
  /** the same rates in basis points (1 bp = 0.01 %), what the computation uses */
  rateBp: number;
  rateWithoutNpwpBp: number | null;
  effectiveRateBp: number | null;
  basis: string | null;
  /** null for PPh 26 (the reference does not say) */
  final: boolean | null;
  confidence: 'high' | 'medium';
  sources: string[];
  note: string | null;
}

export interface KodeObjekPajakList {
  data: KodeObjekPajak[];
  total: number;
}

export interface BupotSignerSnapshot {
  id: number;
  nama: string;
  jabatan: string;
  jenisIdentitas: 'NPWP' | 'NIK';
  nomorIdentitas: string;
  bertindakSebagai: 'PENGURUS' | 'KUASA';
}

export interface BupotSignerOption extends BupotSignerSnapshot {
  isDefault: boolean;
}

/** One slip (bukti potong). Money in whole rupiah; rates in basis points. */
export interface Bupot {
  id: number;
  userId: number;
  status: BupotStatus;
  /** 0 = NORMAL; n > 0 = the n-th PEMBETULAN (same number, next revision) */
  revision: number;
  /** the slip this version corrects, and the one that replaced it */
  replacesId: number | null;
  replacedById: number | null;
  masa: number;
  tahun: number;
  recipientType: RecipientType;
  /** false: a resident without NPWP (NIK not activated, PMK 112/2022), who pays the no-NPWP rate */
  recipientHasNpwp: boolean;
  recipientId: string;
  recipientName: string;
  recipientNitku: string | null;
  recipientCountry: string | null;
  recipientAddress: string | null;
  kodeObjek: string;
  pasal: Pasal;
  kodeNameId: string;
  kodeNameEn: string;
  final: boolean | null;
  fasilitas: Fasilitas;
  fasilitasNumber: string | null;
  manualRateBp: number | null;
  dpp: number;
  rateBp: number;
  normalRateBp: number;
  higherRate: boolean;
  pph: number;
  pphPayable: number;
  docType: DocType;
  docNumber: string;
  /** YYYY-MM-DD */
  docDate: string;
  withholdingDate: string;
  signerId: number | null;
  /** frozen at issue; before that the chosen signer as it is now */
  signer: BupotSignerSnapshot | null;
  number: string | null;
  issuedAt: string | null;
  verificationCode: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  replacedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** the withholder (pemotong) */
  withholder: { nama: string; companyName: string | null; npwp: string | null };
}

export type BupotAuditAction = 'create' | 'update' | 'issue' | 'correct' | 'replaced' | 'cancel' | 'delete';

export interface BupotAuditEntry {
  id: number;
  action: BupotAuditAction;
  at: string;
  actor: { id: number; nama: string } | null;
  /** changed fields: name → [before, after] */
  changes: Record<string, [unknown, unknown]>;
  note: string | null;
}

export interface BupotDetail extends Bupot {
  audit: BupotAuditEntry[];
  /** every version sharing this slip's number, oldest first */
  versions: { id: number; revision: number; status: BupotStatus; number: string | null }[];
}

/**
 * allData of the list: figures over every slip matching the filters except status/tab and paging.
 * - totals: the valid slips (issued) — count, DPP, PPh, PPh payable (DTP/SKB deposit nothing).
 *   Sums are decimal strings so they stay exact past 2^53.
 * - byStatus: how many slips each status has (the tab badges add them up).
 */
export interface BupotListSummary {
  totals: { count: number; dpp: string; pph: string; pphPayable: string };
  byStatus: Record<BupotStatus, number>;
}

export interface BupotList {
  transaksis: Bupot[];
  allData: BupotListSummary;
  total: number;
}

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

export interface DeadlineDay {
  /** YYYY-MM-DD after moving past weekends and holidays */
  date: string;
  /** the statutory day before shifting */
  nominal: string;
  shifted: boolean;
  /** names of the holidays skipped (weekends are not listed) */
  holidays: string[];
}

export interface BupotDeadlines {
  masa: number;
  tahun: number;
  /** setor: 15th of the next month (PMK 81/2024) */
  payment: DeadlineDay;
  /** lapor SPT Masa PPh Unifikasi: 20th of the next month */
  reporting: DeadlineDay;
  /** true only when the deadlines' year follows the published holiday decree (SKB 3 Menteri) */
  holidayDataKnown: boolean;
  /** decreed: from the SKB; estimated: decree not yet available, lunar dates guessed, no cuti bersama; none: weekends only */
  holidayData: 'decreed' | 'estimated' | 'none';
}

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

export interface BupotMasaAuditEntry {
  action: 'report' | 'open_correction';
  /** the SPT's revision the change made (0 = normal, n = n-th pembetulan) */
  revision: number;
  note: string | null;
  actor: { id: number; name: string } | null;
  at: string;
}

export interface BupotMasaStatus {
  masa: number;
  tahun: number;
  state: MasaState;
  revision: number;
  reportedAt: string | null;
  audit: BupotMasaAuditEntry[];
}

export interface BupotMasaList {
  data: BupotMasaStatus[];
}

export const MASA_NAMES_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
