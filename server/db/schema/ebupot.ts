import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BupotSignerSnapshot } from '../../../contract/ebupot';
import { money, ts } from './columns';
import { signers, users } from './core';

// Tables of E-Bupot, as server/db/migrations/0004_ebupot.sql creates them (the SQL is the source;
// tests/api/db-schema.test.ts fails when the two disagree).

/** Kode objek pajak, loaded from server/services/ebupot/tax-object-codes.json (rates in basis points). */
export const taxObjectCodes = pgTable('tax_object_codes', {
  code: text('code').primaryKey(),
  pasal: text('pasal', { enum: ['4(2)', '15', '22', '23', '26'] }).notNull(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
  rateBp: integer('rate_bp').notNull(),
  rateWithoutNpwpBp: integer('rate_without_npwp_bp'),
  effectiveRateBp: integer('effective_rate_bp'),
  basis: text('basis'),
  final: boolean('final'),
  confidence: text('confidence', { enum: ['high', 'medium'] }).notNull(),
  sources: jsonb('sources').$type<string[]>().notNull().default([]),
  note: text('note'),
});

/** One bukti potong version. A correction is a new row with the same number and revision + 1. */
export const bupot = pgTable(
  'bupot',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'issued', 'replaced', 'cancelled'] })
      .notNull()
      .default('draft'),
    revision: integer('revision').notNull().default(0),
    replacesId: integer('replaces_id'),
    replacedById: integer('replaced_by_id'),
    masa: integer('masa').notNull(),
    tahun: integer('tahun').notNull(),
    recipientType: text('recipient_type', { enum: ['NPWP', 'NIK', 'FOREIGN'] }).notNull(),
    recipientId: text('recipient_id').notNull(),
    /** 0006: false when the recipient has no NPWP (NIK not activated), the fact behind the no-NPWP rate */
    recipientHasNpwp: boolean('recipient_has_npwp').notNull().default(true),
    recipientName: text('recipient_name').notNull(),
    recipientNitku: text('recipient_nitku'),
    recipientCountry: text('recipient_country'),
    recipientAddress: text('recipient_address'),
    /** 0024: where "email to recipient" sends the slip's PDF (optional) */
    recipientEmail: text('recipient_email'),
    kodeObjek: text('kode_objek')
      .notNull()
      .references(() => taxObjectCodes.code),
    pasal: text('pasal', { enum: ['4(2)', '15', '22', '23', '26'] }).notNull(),
    fasilitas: text('fasilitas').notNull(),
    fasilitasNumber: text('fasilitas_number'),
    manualRateBp: integer('manual_rate_bp'),
    dpp: money('dpp').notNull(),
    rateBp: integer('rate_bp').notNull(),
    normalRateBp: integer('normal_rate_bp').notNull(),
    higherRate: boolean('higher_rate').notNull().default(false),
    pph: money('pph').notNull(),
    pphPayable: money('pph_payable').notNull(),
    docType: text('doc_type').notNull(),
    docNumber: text('doc_number').notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    withholdingDate: date('withholding_date', { mode: 'string' }).notNull(),
    signerId: integer('signer_id').references(() => signers.id),
    signerSnapshot: jsonb('signer_snapshot').$type<BupotSignerSnapshot>(),
    number: text('number'),
    numberYear: integer('number_year'),
    issuedAt: ts('issued_at'),
    verificationCode: text('verification_code'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    replacedAt: ts('replaced_at'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bupot_user_period_idx').on(t.userId, t.tahun, t.masa, t.id),
    index('bupot_user_recipient_idx').on(t.userId, sql`lower(${t.recipientName})`, t.id),
    index('bupot_user_number_idx').on(t.userId, t.number, t.revision, t.id),
    index('bupot_user_kode_idx').on(t.userId, t.kodeObjek, t.id),
    index('bupot_user_dpp_idx').on(t.userId, t.dpp, t.id),
    index('bupot_user_pph_idx').on(t.userId, t.pph, t.id),
    index('bupot_user_status_idx').on(t.userId, t.status, t.id),
    index('bupot_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('bupot_number_key')
      .on(t.userId, t.numberYear, t.number, t.revision)
      .where(sql`${t.number} IS NOT NULL`),
    uniqueIndex('bupot_verification_key')
      .on(t.verificationCode)
      .where(sql`${t.verificationCode} IS NOT NULL`),
    uniqueIndex('bupot_one_replacement').on(t.replacesId).where(sql`${t.replacesId} IS NOT NULL`),
  ],
);

/** Last serial handed out per client and calendar year (the Unifikasi serial resets every year). */
export const bupotCounters = pgTable(
  'bupot_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [uniqueIndex('bupot_counters_key').on(t.userId, t.year)],
);

/** Who changed which slip, when, and what (kept after a draft is deleted: no foreign key on bupot_id). */
export const bupotAudit = pgTable(
  'bupot_audit',
  {
    id: serial('id').primaryKey(),
    bupotId: integer('bupot_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    actorId: integer('actor_id'),
    action: text('action', {
      enum: ['create', 'update', 'issue', 'correct', 'replaced', 'cancel', 'delete'],
    }).notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('bupot_audit_bupot_idx').on(t.bupotId, t.at)],
);

/** 0007: SPT Masa state of a client's masa (no row = open); see server/db/migrations/0007_bupot_masa.sql. */
export const bupotMasa = pgTable(
  'bupot_masa',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tahun: integer('tahun').notNull(),
    masa: integer('masa').notNull(),
    state: text('state', { enum: ['reported', 'correcting'] }).notNull(),
    revision: integer('revision').notNull().default(0),
    reportedAt: ts('reported_at'),
    updatedBy: integer('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bupot_masa_key').on(t.userId, t.tahun, t.masa)],
);

/** Who reported a masa or opened its correction, when, with which revision. */
export const bupotMasaAudit = pgTable(
  'bupot_masa_audit',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    actorId: integer('actor_id'),
    tahun: integer('tahun').notNull(),
    masa: integer('masa').notNull(),
    action: text('action', { enum: ['report', 'open_correction'] }).notNull(),
    revision: integer('revision').notNull(),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('bupot_masa_audit_idx').on(t.ownerId, t.tahun, t.masa, t.at)],
);
