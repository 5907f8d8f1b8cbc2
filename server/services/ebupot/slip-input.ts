import { eq } from 'drizzle-orm';
import { computeBupot, FACILITY_MANUAL_RATE, percentToBp } from '../../../contract/ebupot/compute';
import { BUPOT_MESSAGES, type BupotParsedInput, bupotRuleErrors } from '../../../contract/ebupot/schemas';
import { jakartaDate } from '../../../contract/jakarta-time';
import { normalizeDigits, normalizeNpwp } from '../../../contract/tax-id';
import type { DB } from '../../db/client';
import { type bupot, type taxObjectCodes, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { getCode } from './codes';
import type { Handle, SlipRow } from './slip-access';
import { bupotSigners } from './slip-signers';

/** What checkSlip needs besides the body: read once per request (or once per import of many rows). */
export interface SlipCheckContext {
  /** the body's code row, or null when the code does not exist */
  code: typeof taxObjectCodes.$inferSelect | null;
  /** the withholder's own NPWP */
  ownNpwp: string | null;
  /** today in Asia/Jakarta, YYYY-MM-DD */
  today: string;
  /** ids of the signers the actor may choose (read only when the body names one) */
  signerIds?: ReadonlySet<number>;
}

/**
 * Validates a body against the rules that need the database (own NPWP, code, today, signer)
 * and computes the figures. Throws 400 { code: 'validation', fields } naming each field.
 */
export async function prepare(db: Handle, actor: AuthUser, input: BupotParsedInput) {
  const code = await getCode(db as DB, input.kodeObjek);
  const [owner] = await db.select({ npwp: users.npwp }).from(users).where(eq(users.id, actor.id));
  const signerIds =
    input.signerId != null ? new Set((await bupotSigners(db, actor.id)).map((s) => s.id)) : undefined;
  const checked = checkSlip(input, {
    code,
    ownNpwp: owner?.npwp ?? null,
    today: jakartaDate(clock.now()),
    signerIds,
  });
  if (!checked.values) {
    const [field] = Object.keys(checked.errors);
    throw badRequest(`${field}: ${checked.errors[field]}`, 'validation', checked.errors);
  }
  return checked.values;
}

/**
 * The rules of prepare() without the database: field → message when a rule fails, else the
 * values to store. The single-slip routes and the spreadsheet import both run it.
 */
export function checkSlip(input: BupotParsedInput, ctx: SlipCheckContext) {
  const { code } = ctx;
  const recipientId =
    input.recipientType === 'NPWP'
      ? (normalizeNpwp(input.recipientId) ?? normalizeDigits(input.recipientId))
      : input.recipientType === 'NIK'
        ? normalizeDigits(input.recipientId)
        : input.recipientId.trim().toUpperCase();
  const codeRates = code && {
    pasal: code.pasal,
    rateBp: code.rateBp,
    rateWithoutNpwpBp: code.rateWithoutNpwpBp,
    effectiveRateBp: code.effectiveRateBp,
  };
  const normal =
    codeRates &&
    computeBupot({
      code: codeRates,
      recipientType: input.recipientType,
      recipientHasNpwp: input.recipientHasNpwp,
      fasilitas: 'N/A',
      dpp: 0,
    });
  const errors = bupotRuleErrors(input, {
    today: ctx.today,
    ownNpwp: ctx.ownNpwp,
    code: code && { code: code.code, pasal: code.pasal, rateBp: code.rateBp },
    normalRateBp: normal?.normalRateBp,
  });
  if (input.signerId != null && !ctx.signerIds?.has(input.signerId))
    errors.signerId = BUPOT_MESSAGES.signer_invalid;
  if (Object.keys(errors).length || !code || !codeRates) return { errors, values: null };
  const manualRateBp =
    FACILITY_MANUAL_RATE.has(input.fasilitas) && input.manualRate ? percentToBp(input.manualRate) : null;
  const result = computeBupot({
    code: codeRates,
    recipientType: input.recipientType,
    recipientHasNpwp: input.recipientHasNpwp,
    fasilitas: input.fasilitas,
    manualRateBp,
    dpp: input.dpp,
  });
  const foreign = input.recipientType === 'FOREIGN';
  const values = {
    masa: input.masa,
    tahun: input.tahun,
    recipientType: input.recipientType,
    recipientHasNpwp: input.recipientType === 'FOREIGN' || input.recipientHasNpwp,
    recipientId,
    recipientName: input.recipientName,
    recipientNitku: foreign || !input.recipientNitku ? null : normalizeDigits(input.recipientNitku),
    recipientCountry: foreign ? input.recipientCountry : null,
    recipientAddress: foreign ? input.recipientAddress : null,
    recipientEmail: input.recipientEmail ?? null,
    kodeObjek: code.code,
    pasal: code.pasal,
    fasilitas: input.fasilitas,
    fasilitasNumber: input.fasilitas === 'N/A' ? null : input.fasilitasNumber,
    manualRateBp,
    dpp: input.dpp,
    rateBp: result.rateBp,
    normalRateBp: result.normalRateBp,
    higherRate: result.higherRate,
    pph: result.pph,
    pphPayable: result.pphPayable,
    docType: input.docType,
    docNumber: input.docNumber,
    docDate: input.docDate,
    withholdingDate: input.withholdingDate,
    signerId: input.signerId ?? null,
  } satisfies Partial<typeof bupot.$inferInsert>;
  return { errors, values };
}

/** Recomputes a stored draft against today's rules and the code table before it is issued. */
export function inputOf(row: SlipRow): BupotParsedInput {
  return {
    masa: row.masa,
    tahun: row.tahun,
    recipientType: row.recipientType,
    recipientHasNpwp: row.recipientHasNpwp,
    recipientId: row.recipientId,
    recipientName: row.recipientName,
    recipientNitku: row.recipientNitku,
    recipientCountry: row.recipientCountry,
    recipientAddress: row.recipientAddress,
    recipientEmail: row.recipientEmail,
    kodeObjek: row.kodeObjek,
    fasilitas: row.fasilitas as BupotParsedInput['fasilitas'],
    fasilitasNumber: row.fasilitasNumber,
    manualRate: row.manualRateBp === null ? null : String(row.manualRateBp / 100),
    dpp: row.dpp,
    docType: row.docType as BupotParsedInput['docType'],
    docNumber: row.docNumber,
    docDate: row.docDate,
    withholdingDate: row.withholdingDate,
    signerId: row.signerId,
  };
}
