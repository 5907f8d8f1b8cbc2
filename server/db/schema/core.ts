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
import { MAIL_LOCALES } from '../../lib/mail/locale';
import { bytea, ts } from './columns';

// Core tables other domains build on, as server/db/migrations/0001_core.sql creates them (the SQL
// is the source; tests/api/db-schema.test.ts fails when the two disagree).

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    npwp: text('npwp'),
    /** a row of `roles` (0010_roles.sql): 'admin', 'client' or a staff role */
    role: text('role')
      .notNull()
      .default('client')
      .references(() => roles.name, { onUpdate: 'cascade' }),
    companyName: text('company_name'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** the language of the account's mail (0013_user_locale.sql) */
    locale: text('locale', { enum: MAIL_LOCALES }).notNull().default('id'),
    /** 0011_user_admin.sql: a suspended account keeps its data but cannot sign in */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedAt: ts('suspended_at'),
    lastSignInAt: ts('last_sign_in_at'),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Penandatangan (SPT / bukti potong signer). No delete: deactivate. See shared/domain/ebupot.md §7. */
export const signers = pgTable(
  'signers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bertindakSebagai: text('bertindak_sebagai', { enum: ['PENGURUS', 'KUASA'] }).notNull(),
    jenisIdentitas: text('jenis_identitas', { enum: ['NPWP', 'NIK'] }).notNull(),
    nomorIdentitas: text('nomor_identitas').notNull(),
    nama: text('nama').notNull(),
    jabatan: text('jabatan').notNull(),
    scope: text('scope', { enum: ['BUPOT', 'SPT', 'BOTH'] })
      .notNull()
      .default('BOTH'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    suratKuasaNomor: text('surat_kuasa_nomor'),
    suratKuasaTanggal: date('surat_kuasa_tanggal'),
    suratKuasaFile: bytea('surat_kuasa_file'),
    suratKuasaMime: text('surat_kuasa_mime'),
    suratKuasaName: text('surat_kuasa_name'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('signers_user_idx').on(t.userId),
    // one default signer a client
    uniqueIndex('signers_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
