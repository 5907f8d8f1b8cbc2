// zod schemas of the E-Bupot answers; ../ebupot names their types (import type + z.infer).
// Money in whole rupiah; rates in basis points (1 bp = 0.01 %).

import { calendarDate, instant } from '../common/responses';
import { BUPOT_STATUSES, DOC_TYPES, FASILITAS, MASA_STATES, PASALS, RECIPIENT_TYPES } from '../ebupot';
import { z } from '../zod';

const id = z.number().int();
const bp = z.number().int();
const rupiah = z.number().int();
const actor = z.object({ id, nama: z.string() });

export const kodeObjekPajakSchema = z.object({
  code: z.string(),
  pasal: z.enum(PASALS),
  nameId: z.string(),
  nameEn: z.string(),
  ratePercent: z.number(),
  rateWithoutNpwpPercent: z.number().nullable(),
  effectiveRateOnGrossPercent: z.number().nullable(),
  /** the same rates in basis points (1 bp = 0.01 %), what the computation uses */
  rateBp: bp,
  rateWithoutNpwpBp: bp.nullable(),
  effectiveRateBp: bp.nullable(),
  basis: z.string().nullable(),
  /** null for PPh 26 (the reference does not say) */
  final: z.boolean().nullable(),
  confidence: z.enum(['high', 'medium']),
  sources: z.array(z.string()),
  note: z.string().nullable(),
});

export const kodeObjekPajakListSchema = z.object({
  data: z.array(kodeObjekPajakSchema),
  total: z.number().int(),
});

export const bupotSignerSnapshotSchema = z.object({
  id,
  nama: z.string(),
  jabatan: z.string(),
  jenisIdentitas: z.enum(['NPWP', 'NIK']),
  nomorIdentitas: z.string(),
  bertindakSebagai: z.enum(['PENGURUS', 'KUASA']),
});

export const bupotSignerOptionSchema = bupotSignerSnapshotSchema.extend({ isDefault: z.boolean() });
/** GET /bupot/signers */
export const bupotSignerOptionsSchema = z.object({ data: z.array(bupotSignerOptionSchema) });

/** One slip (bukti potong). */
export const bupotSchema = z.object({
  id,
  userId: id,
  status: z.enum(BUPOT_STATUSES),
  /** 0 = NORMAL; n > 0 = the n-th PEMBETULAN (same number, next revision) */
  revision: z.number().int(),
  /** the slip this version corrects, and the one that replaced it */
  replacesId: id.nullable(),
  replacedById: id.nullable(),
  masa: z.number().int(),
  tahun: z.number().int(),
  recipientType: z.enum(RECIPIENT_TYPES),
  /** false: a resident without NPWP (NIK not activated, PMK 112/2022), who pays the no-NPWP rate */
  recipientHasNpwp: z.boolean(),
  recipientId: z.string(),
  recipientName: z.string(),
  recipientNitku: z.string().nullable(),
  recipientCountry: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  /** where "email to recipient" sends the slip's PDF */
  recipientEmail: z.string().nullable(),
  kodeObjek: z.string(),
  pasal: z.enum(PASALS),
  kodeNameId: z.string(),
  kodeNameEn: z.string(),
  final: z.boolean().nullable(),
  fasilitas: z.enum(FASILITAS),
  fasilitasNumber: z.string().nullable(),
  manualRateBp: bp.nullable(),
  dpp: rupiah,
  rateBp: bp,
  normalRateBp: bp,
  higherRate: z.boolean(),
  pph: rupiah,
  pphPayable: rupiah,
  docType: z.enum(DOC_TYPES),
  docNumber: z.string(),
  docDate: calendarDate,
  withholdingDate: calendarDate,
  signerId: id.nullable(),
  /** frozen at issue; before that the chosen signer as it is now */
  signer: bupotSignerSnapshotSchema.nullable(),
  number: z.string().nullable(),
  issuedAt: instant.nullable(),
  verificationCode: z.string().nullable(),
  cancelledAt: instant.nullable(),
  cancelReason: z.string().nullable(),
  replacedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  /** the withholder (pemotong) */
  withholder: z.object({ nama: z.string(), companyName: z.string().nullable(), npwp: z.string().nullable() }),
});

export const bupotAuditActionSchema = z.enum([
  'create',
  'update',
  'issue',
  'correct',
  'replaced',
  'cancel',
  'delete',
]);

export const bupotAuditEntrySchema = z.object({
  id,
  action: bupotAuditActionSchema,
  at: instant,
  actor: actor.nullable(),
  /** changed fields: name → [before, after] */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  note: z.string().nullable(),
});

export const bupotDetailSchema = bupotSchema.extend({
  audit: z.array(bupotAuditEntrySchema),
  /** every version sharing this slip's number, oldest first */
  versions: z.array(
    z.object({
      id,
      revision: z.number().int(),
      status: z.enum(BUPOT_STATUSES),
      number: z.string().nullable(),
    }),
  ),
});

/**
 * allData of the list: figures over every slip matching the filters except status/tab and paging.
 * Sums are decimal strings so they stay exact past 2^53.
 */
export const bupotListSummarySchema = z.object({
  totals: z.object({ count: z.number().int(), dpp: z.string(), pph: z.string(), pphPayable: z.string() }),
  byStatus: z.record(z.enum(BUPOT_STATUSES), z.number().int()),
});

export const bupotListSchema = z.object({
  transaksis: z.array(bupotSchema),
  allData: bupotListSummarySchema,
  total: z.number().int(),
});

export const deadlineDaySchema = z.object({
  /** YYYY-MM-DD after moving past weekends and holidays */
  date: calendarDate,
  /** the statutory day before shifting */
  nominal: calendarDate,
  shifted: z.boolean(),
  /** names of the holidays skipped (weekends are not listed) */
  holidays: z.array(z.string()),
});

export const bupotDeadlinesSchema = z.object({
  masa: z.number().int(),
  tahun: z.number().int(),
  /** setor: 15th of the next month (PMK 81/2024) */
  payment: deadlineDaySchema,
  /** lapor SPT Masa PPh Unifikasi: 20th of the next month */
  reporting: deadlineDaySchema,
  /** true only when the deadlines' year follows the published holiday decree (SKB 3 Menteri) */
  holidayDataKnown: z.boolean(),
  /** decreed: from the SKB; estimated: lunar dates guessed, no cuti bersama; none: weekends only */
  holidayData: z.enum(['decreed', 'estimated', 'none']),
});

export const bupotMasaAuditEntrySchema = z.object({
  action: z.enum(['report', 'open_correction']),
  /** the SPT's revision the change made (0 = normal, n = n-th pembetulan) */
  revision: z.number().int(),
  note: z.string().nullable(),
  actor: z.object({ id, name: z.string() }).nullable(),
  at: instant,
});

export const bupotMasaStatusSchema = z.object({
  masa: z.number().int(),
  tahun: z.number().int(),
  state: z.enum(MASA_STATES),
  revision: z.number().int(),
  reportedAt: instant.nullable(),
  audit: z.array(bupotMasaAuditEntrySchema),
});

export const bupotMasaListSchema = z.object({ data: z.array(bupotMasaStatusSchema) });

/** DELETE /bupot/{id} */
export const bupotDeletedSchema = z.object({ ok: z.literal(true), message: z.string() });
