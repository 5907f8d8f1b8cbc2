// API contract of the E-Bupot spreadsheet import (issue 21, "Slips in bulk: Import"): a client
// uploads an xlsx or CSV laid out as DJP's e-Bupot Unifikasi import template, sees every row
// checked by the single-slip rules (contract/ebupot/schemas.ts), fixes cells in place, then creates
// the valid rows as drafts in one transaction. Plain types and constants only (no zod): the
// answers' types come from ./ebupot-import/responses by type-only imports.

import type { z } from 'zod';
import type {
  importCellErrorSchema,
  importCommitAnswerSchema,
  importCountsSchema,
  importPreviewSchema,
  importRowAnswerSchema,
  importRowSchema,
} from './ebupot-import/responses';

export const EBUPOT_IMPORT_PATHS = {
  /** POST multipart { file }: parse and check; answers the preview (201) */
  imports: '/bupot/import',
  /** GET the preview again (after a reload) */
  import: (id: number) => `/bupot/import/${id}`,
  /** PATCH { values } one row's cells; answers the row re-checked */
  row: (id: number, line: number) => `/bupot/import/${id}/rows/${line}`,
  /** POST { expected? }: create the valid rows as drafts, all or none (409 when `expected` valid rows no longer are) */
  commit: (id: number) => `/bupot/import/${id}/commit`,
  /** GET the empty template */
  template: (format: ImportTemplateFormat) => `/bupot/import/template.${format}`,
} as const;

export type ImportTemplateFormat = 'xlsx' | 'csv';

/** Largest file accepted (the API's body limit is 3 MB): 5,000 rows of the template are far below. */
export const IMPORT_MAX_BYTES = 2.5 * 1024 * 1024;
/** Most data rows in one file. */
export const IMPORT_MAX_ROWS = 5000;

/**
 * The template's columns in order: the slip field each fills, the header the template writes
 * (Indonesian, as DJP's template: a legal layout, not translated), and the Coretax XML / converter
 * name (ebupot.md §1) that a header may carry instead, where DJP has one. `required`: the file must have the column.
 */
export const IMPORT_COLUMNS = [
  { key: 'masa', header: 'Masa Pajak', coretax: 'TaxPeriodMonth', required: true },
  { key: 'tahun', header: 'Tahun Pajak', coretax: 'TaxPeriodYear', required: true },
  { key: 'recipientType', header: 'Jenis Identitas Penerima', coretax: null, required: false },
  { key: 'recipientId', header: 'NPWP/NIK/TIN Penerima', coretax: 'CounterpartTin', required: true },
  { key: 'recipientHasNpwp', header: 'Penerima Ber-NPWP', coretax: null, required: false },
  { key: 'recipientName', header: 'Nama Penerima', coretax: 'CounterpartName', required: true },
  {
    key: 'recipientNitku',
    header: 'NITKU Penerima',
    coretax: 'IDPlaceOfBusinessActivityOfIncomeRecipient',
    required: false,
  },
  { key: 'recipientCountry', header: 'Negara Penerima', coretax: 'CounterpartCountry', required: false },
  { key: 'recipientAddress', header: 'Alamat Penerima', coretax: 'CounterpartAddress', required: false },
  { key: 'recipientEmail', header: 'Email Penerima', coretax: null, required: false },
  { key: 'kodeObjek', header: 'Kode Objek Pajak', coretax: 'TaxObjectCode', required: true },
  { key: 'fasilitas', header: 'Fasilitas', coretax: 'TaxCertificate', required: false },
  {
    key: 'fasilitasNumber',
    header: 'Nomor Dokumen Fasilitas',
    coretax: 'CounterpartReceiptNumber',
    required: false,
  },
  { key: 'manualRate', header: 'Tarif Fasilitas (%)', coretax: 'Rate', required: false },
  { key: 'dpp', header: 'DPP (Rp)', coretax: 'Gross', required: true },
  { key: 'docType', header: 'Jenis Dokumen Referensi', coretax: 'Document', required: true },
  { key: 'docNumber', header: 'Nomor Dokumen Referensi', coretax: 'DocumentNumber', required: true },
  { key: 'docDate', header: 'Tanggal Dokumen Referensi', coretax: 'DocumentDate', required: true },
  { key: 'withholdingDate', header: 'Tanggal Pemotongan', coretax: 'WithholdingDate', required: true },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export const IMPORT_COLUMN_KEYS = IMPORT_COLUMNS.map((c) => c.key) as ImportColumnKey[];

export type ImportCellError = z.infer<typeof importCellErrorSchema>;

/** One data row of the file: its line in the sheet (the header is line 1), its cells as text, its problems by column. */
export type ImportRow = z.infer<typeof importRowSchema>;

export type ImportCounts = z.infer<typeof importCountsSchema>;

/** The preview: every row with its problems. */
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One row re-checked after its cells were edited (the portal counts the rows again itself). */
export type ImportRowAnswer = z.infer<typeof importRowAnswerSchema>;

export type ImportCommitAnswer = z.infer<typeof importCommitAnswerSchema>;

/** Error codes of the import (translated under ebupotImport.apiErrors in the portal). */
export const IMPORT_ERROR_CODES = [
  'import_too_large',
  'import_too_many_rows',
  'import_empty',
  'import_bad_file',
  'import_bad_header',
  'import_no_valid_rows',
  'import_rows_changed',
  'import_committed',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];
