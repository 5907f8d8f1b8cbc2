import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { users } from './core';

// Tables of the settings domain, as server/db/migrations/0005_settings.sql creates them (the SQL
// is the source; tests/api/db-schema.test.ts fails when the two disagree).
// Signers live in core.ts (other domains read them). Secrets are sealed by server/lib/crypto.ts.

/** A client's EFIN: sealed, plus the last 4 digits and the length to show it masked. */
export const efinRecords = pgTable('efin_records', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  efinSealed: bytea('efin_sealed').notNull(),
  last4: text('last4').notNull(),
  digits: integer('digits').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

/** A client's current electronic certificate (PKCS#12); a new upload replaces it. */
export const certificates = pgTable('certificates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  fileSealed: bytea('file_sealed').notNull(),
  passphraseSealed: bytea('passphrase_sealed').notNull(),
  subject: text('subject').notNull(),
  subjectCn: text('subject_cn'),
  /** canonical 16-digit NPWP the check matched */
  npwp: text('npwp').notNull(),
  /** which field carried the NPWP */
  npwpSource: text('npwp_source', { enum: ['subject_cn', 'subject_serial', 'file_name'] }).notNull(),
  serialNumber: text('serial_number').notNull(),
  issuer: text('issuer').notNull(),
  validFrom: ts('valid_from').notNull(),
  validTo: ts('valid_to').notNull(),
  uploadedBy: integer('uploaded_by'),
  uploadedAt: ts('uploaded_at').notNull(),
});
