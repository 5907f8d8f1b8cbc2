import { eq } from 'drizzle-orm';
import { computeBupot, FACILITY_MANUAL_RATE, percentToBp } from '../../../contract/ebupot/compute';
import { BUPOT_MESSAGES, type BupotParsedInput, bupotRuleErrors } from '../../../contract/ebupot/schemas';
import { normalizeDigits, normalizeNpwp } from '../../../contract/tax-id';
import type { DB } from '../../db/client';
import { type bupot, users } from '../../db/schema';
import type { AuthUser } from '../../env';
import { clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { getCode } from './codes';
import { jakartaDate } from './deadlines';
import type { Handle, SlipRow } from './slip-access';
import { bupotSigners } from './slip-signers';

/**
 * Validates a body against the rules that need the database (own NPWP, code, today, signer)
 * and computes the figures. Throws 400 { code: 'validation', fields } naming each field.
 */
export async function prepare(db: Handle, actor: AuthUser, input: BupotParsedInput) {
  const code = await getCode(db as DB, input.kodeObjek);
  const [owner] = await db.select({ npwp: users.npwp }).from(users).where(eq(users.id, actor.id));
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
    today: jakartaDate(clock.now()),
    ownNpwp: owner?.npwp ?? null,
    code: code && { code: code.code, pasal: code.pasal, rateBp: code.rateBp },
    normalRateBp: normal?.normalRateBp,
  });
  if (input.signerId != null) {
    const allowed = await bupotSigners(db, actor.id);
    if (!allowed.some((s) => s.id === input.signerId)) errors.signerId = BUPOT_MESSAGES.signer_invalid;
  }
  const fields = Object.keys(errors);
  if (fields.length || !code || !codeRates) {
    throw badRequest(`${fields[0]}: ${errors[fields[0]]}`, 'validation', errors);
  }
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
  return {
    masa: input.masa,
    tahun: input.tahun,
    recipientType: input.recipientType,
    recipientHasNpwp: input.recipientType === 'FOREIGN' || input.recipientHasNpwp,
    recipientId,
    recipientName: input.recipientName,
    recipientNitku: foreign || !input.recipientNitku ? null : normalizeDigits(input.recipientNitku),
    recipientCountry: foreign ? input.recipientCountry : null,
    recipientAddress: foreign ? input.recipientAddress : null,
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
