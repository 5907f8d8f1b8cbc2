import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { KodeObjekPajak, Pasal } from '../../../contract/ebupot';
import { percentToBp } from '../../../contract/ebupot/compute';
import type { DB } from '../../db/client';
import { taxObjectCodes } from '../../db/schema';

/** One entry of tax-object-codes.json (a copy of /work/shared/domain/tax-object-codes.json). */
export interface TaxObjectCodeSource {
  code: string;
  pasal: Pasal;
  name_id: string;
  name_en: string;
  rate_percent: number;
  rate_without_npwp_percent: number | null;
  effective_rate_on_gross_percent?: number | null;
  basis: string | null;
  final: boolean | null;
  confidence: 'high' | 'medium';
  sources: string[];
  note?: string | null;
}

const jsonPath = join(dirname(fileURLToPath(import.meta.url)), 'tax-object-codes.json');

export function readTaxObjectCodeSource(): TaxObjectCodeSource[] {
  return JSON.parse(readFileSync(jsonPath, 'utf8')) as TaxObjectCodeSource[];
}

/** Exact percent → basis points through the decimal text (2.64 → "2.64" → 264); refuses anything finer. */
function bp(percent: number): number {
  const value = percentToBp(String(percent));
  if (value === null) throw new Error(`rate ${percent} % is not a percentage with at most two decimals`);
  return value;
}

export function toRow(source: TaxObjectCodeSource): typeof taxObjectCodes.$inferInsert {
  return {
    code: source.code,
    pasal: source.pasal,
    nameId: source.name_id,
    nameEn: source.name_en,
    rateBp: bp(source.rate_percent),
    rateWithoutNpwpBp: source.rate_without_npwp_percent == null ? null : bp(source.rate_without_npwp_percent),
    effectiveRateBp:
      source.effective_rate_on_gross_percent == null ? null : bp(source.effective_rate_on_gross_percent),
    basis: source.basis,
    final: source.final,
    confidence: source.confidence,
    sources: source.sources,
    note: source.note ?? null,
  };
}

let loaded: WeakMap<DB, Promise<void>> = new WeakMap();

/**
 * Upserts every code of the JSON (reference data, so it is loaded even when demo seeding is off
 * and refreshed when the file changes). Once per process and database handle.
 */
export function ensureTaxObjectCodes(db: DB): Promise<void> {
  let done = loaded.get(db);
  if (!done) {
    const rows = readTaxObjectCodeSource().map(toRow);
    done = db
      .insert(taxObjectCodes)
      .values(rows)
      .onConflictDoUpdate({
        target: taxObjectCodes.code,
        set: {
          pasal: sql`excluded.pasal`,
          nameId: sql`excluded.name_id`,
          nameEn: sql`excluded.name_en`,
          rateBp: sql`excluded.rate_bp`,
          rateWithoutNpwpBp: sql`excluded.rate_without_npwp_bp`,
          effectiveRateBp: sql`excluded.effective_rate_bp`,
          basis: sql`excluded.basis`,
          final: sql`excluded.final`,
          confidence: sql`excluded.confidence`,
          sources: sql`excluded.sources`,
          note: sql`excluded.note`,
        },
      })
      .then(() => undefined);
    done.catch(() => loaded.delete(db));
    loaded.set(db, done);
  }
  return done;
}

/** For tests of this module only. */
export function forgetLoadedCodes() {
  loaded = new WeakMap();
}

type CodeRow = typeof taxObjectCodes.$inferSelect;

export function codeToApi(row: CodeRow): KodeObjekPajak {
  return {
    code: row.code,
    pasal: row.pasal,
    nameId: row.nameId,
    nameEn: row.nameEn,
    ratePercent: row.rateBp / 100,
    rateWithoutNpwpPercent: row.rateWithoutNpwpBp === null ? null : row.rateWithoutNpwpBp / 100,
    effectiveRateOnGrossPercent: row.effectiveRateBp === null ? null : row.effectiveRateBp / 100,
    rateBp: row.rateBp,
    rateWithoutNpwpBp: row.rateWithoutNpwpBp,
    effectiveRateBp: row.effectiveRateBp,
    basis: row.basis,
    final: row.final,
    confidence: row.confidence,
    sources: row.sources,
    note: row.note,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Codes filtered by pasal and by text in the code or either name. */
export async function listCodes(db: DB, filter: { pasal?: Pasal; q?: string }): Promise<KodeObjekPajak[]> {
  const where = [];
  if (filter.pasal) where.push(eq(taxObjectCodes.pasal, filter.pasal));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    where.push(
      or(
        ilike(taxObjectCodes.code, like),
        ilike(taxObjectCodes.nameId, like),
        ilike(taxObjectCodes.nameEn, like),
      ),
    );
  }
  const rows = await db
    .select()
    .from(taxObjectCodes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(taxObjectCodes.code));
  return rows.map(codeToApi);
}

/** One code (call ensureTaxObjectCodes first; routes do it once per request). */
export async function getCode(db: DB, code: string): Promise<CodeRow | null> {
  const [row] = await db.select().from(taxObjectCodes).where(eq(taxObjectCodes.code, code));
  return row ?? null;
}
