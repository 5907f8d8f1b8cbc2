import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { TAXPAYER_KINDS, TAXPAYER_STATUSES } from '../../../contract/table-data';
import { money } from './columns';

// As server/db/migrations/0020_demo_taxpayers.sql creates it (the SQL is the source).

/** Fictitious taxpayers for the data-grid showcase's server-side example (GET /table/data). */
export const demoTaxpayers = pgTable('demo_taxpayers', {
  id: integer('id').primaryKey(),
  nama: text('nama').notNull(),
  /** 16 digits */
  npwp: text('npwp').notNull(),
  kota: text('kota').notNull(),
  jenis: text('jenis', { enum: TAXPAYER_KINDS }).notNull(),
  status: text('status', { enum: TAXPAYER_STATUSES }).notNull(),
  terdaftar: date('terdaftar', { mode: 'string' }).notNull(),
  /** yearly turnover, whole rupiah */
  omzet: money('omzet').notNull(),
});
