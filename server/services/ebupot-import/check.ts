// Every import row through the single-slip rules: the cells' texts become the body the slip form
// sends (bupotInputSchema), then checkSlip() runs the rules that need the code table, the
// withholder and today, and a reported masa refuses the row (period locking). Lookups are read
// once per check of a whole file (SlipContext), so 5,000 rows cost no query each.
import { and, eq, inArray } from 'drizzle-orm';
import { DOC_TYPES, FASILITAS } from '../../../contract/ebupot';
import {
  BUPOT_MESSAGES,
  type BupotParsedInput,
  bupotCrossFieldErrors,
  bupotInputSchema,
  bupotMessageKey,
} from '../../../contract/ebupot/schemas';
import {
  IMPORT_COLUMN_KEYS,
  type ImportCellError,
  type ImportColumnKey,
  type ImportRow,
} from '../../../contract/ebupot-import';
import { IMPORT_MESSAGES, type ImportMessageKey } from '../../../contract/ebupot-import/schemas';
import { jakartaDate } from '../../../contract/jakarta-time';
import { bupotMasa, type StoredImportRow, taxObjectCodes, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { Handle } from '../ebupot/slip-access';
import { checkSlip, type SlipCheckContext } from '../ebupot/slip-input';

type CodeRow = typeof taxObjectCodes.$inferSelect;

/** What checking rows needs from the database, read once. */
export interface ImportContext {
  codes: Map<string, CodeRow>;
  ownNpwp: string | null;
  today: string;
  /** "tahun-masa" of the client's reported masas */
  reported: Set<string>;
}

const periodKey = (tahun: number, masa: number) => `${tahun}-${masa}`;

export async function importContext(db: Handle, userId: number): Promise<ImportContext> {
  const [codes, [owner], reported] = await Promise.all([
    db.select().from(taxObjectCodes),
    db.select({ npwp: users.npwp }).from(users).where(eq(users.id, userId)),
    db
      .select({ tahun: bupotMasa.tahun, masa: bupotMasa.masa })
      .from(bupotMasa)
      .where(and(eq(bupotMasa.userId, userId), inArray(bupotMasa.state, ['reported']))),
  ]);
  return {
    codes: new Map(codes.map((c) => [c.code, c])),
    ownNpwp: owner?.npwp ?? null,
    today: jakartaDate(clock.now()),
    reported: new Set(reported.map((r) => periodKey(r.tahun, r.masa))),
  };
}

// ---- cell texts → the body of a slip

const upper = (text: string) => text.trim().toUpperCase();
const byName = (pairs: [string, string][]) =>
  new Map(pairs.map(([k, v]) => [k.toLowerCase().replace(/\s+/g, ' '), v]));

/** Recipient type: NPWP, NIK or a foreign TIN; blank is NPWP (FOREIGN when a foreign country is given). */
const RECIPIENT_TYPES = byName([
  ['npwp', 'NPWP'],
  ['nik', 'NIK'],
  ['foreign', 'FOREIGN'],
  ['tin', 'FOREIGN'],
  ['tin ln', 'FOREIGN'],
  ['ln', 'FOREIGN'],
  ['wpln', 'FOREIGN'],
]);

/** Facility codes of the converter (ebupot.md §2) and their usual names. */
const FACILITIES = byName([
  ...FASILITAS.map((f): [string, string] => [f, f]),
  ['', 'N/A'],
  ['tanpa fasilitas', 'N/A'],
  ['fasilitas lainnya', 'ETC'],
  ['ditanggung pemerintah', 'DTP'],
  ['suket pp23', 'PP23'],
]);

/** Document types: Coretax codes and the labels of DJP's REF sheet and older e-Bupot (ebupot.md §3). */
const DOCUMENTS = byName([
  ...DOC_TYPES.map((d): [string, string] => [d, d]),
  ['Pengumuman', 'Announcement'],
  ['Surat Tagihan', 'CommercialInvoice'],
  ['Invoice', 'CommercialInvoice'],
  ['Kontrak', 'Contract'],
  ['Surat Perjanjian', 'Contract'],
  ['Jasa Giro', 'CurrentAccount'],
  ['Akta Perjanjian', 'DeedOfEngagement'],
  ['Akta Perikatan', 'DeedOfEngagement'],
  ['Akta RUPS', 'DeedOfGeneral'],
  ['Lainnya', 'Other'],
  ['Dokumen Fasilitas Lainnya', 'OtherFacilityDoc'],
  ['Bukti Pembayaran', 'PaymentProof'],
  ['Surat Pernyataan', 'StatementLetter'],
  ['Faktur Pajak', 'TaxInvoice'],
  ['Dokumen Perpajakan', 'TaxRegulationDoc'],
]);

const lookup = (map: Map<string, string>, text: string) =>
  map.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? text.trim();

/** "3", "03" → 3; anything else NaN (the schema's own message then names the field). */
const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * A rupiah amount written the Indonesian way (formats.md §11): "Rp 1.234.567", "1234567",
 * "1.234.567,00"; a number cell of an xlsx arrives as "1234567" or "1234567,5". A fraction is
 * kept (the schema refuses it: whole rupiah only); anything else is NaN.
 */
export function amountOf(text: string): number {
  const t = text.replace(/^\s*rp\.?/i, '').replace(/[\s\u00a0]/g, '');
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(`${m[1].replace(/\./g, '')}.${m[2] ?? '0'}`);
}

/** YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY → YYYY-MM-DD; anything else as written (the schema refuses it). */
export function dateOf(text: string): string {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
  return t;
}

/** Y/Ya/Yes/True/1 and N/Tidak/No/False/0; blank means the recipient has an NPWP. */
function hasNpwpOf(text: string): boolean | string {
  const t = upper(text);
  if (['', 'Y', 'YA', 'YES', 'TRUE', '1'].includes(t)) return true;
  if (['N', 'T', 'TIDAK', 'NO', 'FALSE', '0'].includes(t)) return false;
  return text;
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The body the slip form would send for these cells. */
export function toBody(v: Record<ImportColumnKey, string>) {
  const country = upper(v.recipientCountry);
  const type = v.recipientType.trim()
    ? lookup(RECIPIENT_TYPES, v.recipientType)
    : country && country !== 'IDN'
      ? 'FOREIGN'
      : 'NPWP';
  return {
    masa: whole(v.masa),
    tahun: whole(v.tahun),
    recipientType: type,
    recipientHasNpwp: hasNpwpOf(v.recipientHasNpwp),
    recipientId: v.recipientId.trim(),
    recipientName: v.recipientName.trim(),
    recipientNitku: optional(v.recipientNitku),
    recipientCountry: country || null,
    recipientAddress: optional(v.recipientAddress),
    recipientEmail: optional(v.recipientEmail),
    kodeObjek: v.kodeObjek.trim(),
    fasilitas: lookup(FACILITIES, v.fasilitas),
    fasilitasNumber: optional(v.fasilitasNumber),
    manualRate: optional(v.manualRate),
    dpp: amountOf(v.dpp),
    docType: lookup(DOCUMENTS, v.docType),
    docNumber: v.docNumber.trim(),
    docDate: dateOf(v.docDate),
    withholdingDate: dateOf(v.withholdingDate),
  };
}

// ---- the rules

const IMPORT_KEYS = new Map(
  Object.entries(IMPORT_MESSAGES).map(([k, m]) => [m as string, k as ImportMessageKey]),
);
const COLUMNS = new Set<string>(IMPORT_COLUMN_KEYS);

/** A message and the key the portal translates it by. */
const cellError = (message: string): ImportCellError => ({
  key: bupotMessageKey(message) ?? IMPORT_KEYS.get(message) ?? 'invalid',
  message,
});

export type CheckedRow = ImportRow & { slip: NonNullable<ReturnType<typeof checkSlip>['values']> | null };

/** One row's problems by column, and the slip values when it has none. */
export function checkRow(row: StoredImportRow, ctx: ImportContext): CheckedRow {
  const body = toBody(row.values);
  const found: Record<string, string> = {};
  const parsed = bupotInputSchema.safeParse(body);
  let slip: CheckedRow['slip'] = null;
  if (parsed.success) {
    const input = parsed.data as BupotParsedInput;
    const slipCtx: SlipCheckContext = {
      code: ctx.codes.get(input.kodeObjek) ?? null,
      ownNpwp: ctx.ownNpwp,
      today: ctx.today,
    };
    const checked = checkSlip(input, slipCtx);
    Object.assign(found, checked.errors);
    slip = checked.values;
    if (ctx.reported.has(periodKey(input.tahun, input.masa))) found.masa ??= IMPORT_MESSAGES.masa_reported;
  } else {
    for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
    // the rules between fields read the raw body too, so a row shows all its problems at once
    for (const [field, message] of Object.entries(
      bupotCrossFieldErrors(body as Parameters<typeof bupotCrossFieldErrors>[0]),
    ))
      found[field] ??= message;
    if (/^\d{2}-\d{3}-\d{2}$/.test(body.kodeObjek) && !ctx.codes.has(body.kodeObjek))
      found.kodeObjek ??= BUPOT_MESSAGES.code_unknown;
  }
  const errors: ImportRow['errors'] = {};
  for (const [field, message] of Object.entries(found)) {
    const column = (COLUMNS.has(field) ? field : 'masa') as ImportColumnKey;
    errors[column] ??= cellError(message);
  }
  return { line: row.line, values: row.values, errors, slip: Object.keys(errors).length ? null : slip };
}

export const checkRows = (rows: StoredImportRow[], ctx: ImportContext) => rows.map((r) => checkRow(r, ctx));

/** The rows as the API shows them (without the computed slip values). */
export const publicRow = ({ slip: _slip, ...row }: CheckedRow): ImportRow => row;
