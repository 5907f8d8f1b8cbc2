import type { Bupot, DocType, Fasilitas, KodeObjekPajak, RecipientType } from '@contract/ebupot';
import { computeBupot } from '@contract/ebupot/compute';
import {
  type BupotParsedInput,
  bupotCrossFieldErrors,
  bupotInputSchema,
  bupotRuleErrors,
} from '@contract/ebupot/schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';

// The slip form's values and its validation: the contract's request schema plus the rules that
// need today, the client's NPWP and the chosen code, run in the browser exactly as on the server.

export interface SlipFormValues {
  masa: number;
  tahun: number;
  recipientType: RecipientType;
  /** asked only for a NIK recipient: is the NIK activated as NPWP (PMK 112/2022)? */
  recipientHasNpwp: boolean;
  recipientId: string;
  recipientName: string;
  recipientNitku: string;
  recipientCountry: string;
  recipientAddress: string;
  /** optional: where "email to recipient" sends the slip */
  recipientEmail: string;
  kodeObjek: string;
  fasilitas: Fasilitas;
  fasilitasNumber: string;
  manualRate: string;
  dpp: number | null;
  docType: DocType | '';
  docNumber: string;
  docDate: string;
  withholdingDate: string;
  signerId: number | null;
}

export const FORM_FIELDS = [
  'masa',
  'tahun',
  'recipientType',
  'recipientHasNpwp',
  'recipientId',
  'recipientName',
  'recipientNitku',
  'recipientCountry',
  'recipientAddress',
  'recipientEmail',
  'kodeObjek',
  'fasilitas',
  'fasilitasNumber',
  'manualRate',
  'dpp',
  'docType',
  'docNumber',
  'docDate',
  'withholdingDate',
  'signerId',
] as const satisfies readonly (keyof SlipFormValues)[];

export function emptyValues(
  period: { masa: number; tahun: number },
  today: string,
  signerId: number | null,
): SlipFormValues {
  return {
    ...period,
    recipientType: 'NPWP',
    recipientHasNpwp: true,
    recipientId: '',
    recipientName: '',
    recipientNitku: '',
    recipientCountry: '',
    recipientAddress: '',
    recipientEmail: '',
    kodeObjek: '',
    fasilitas: 'N/A',
    fasilitasNumber: '',
    manualRate: '',
    dpp: null,
    docType: '',
    docNumber: '',
    docDate: today,
    withholdingDate: today,
    signerId,
  };
}

export function valuesOf(slip: Bupot): SlipFormValues {
  return {
    masa: slip.masa,
    tahun: slip.tahun,
    recipientType: slip.recipientType,
    recipientHasNpwp: slip.recipientHasNpwp,
    recipientId: slip.recipientId,
    recipientName: slip.recipientName,
    recipientNitku: slip.recipientNitku ?? '',
    recipientCountry: slip.recipientCountry ?? '',
    recipientAddress: slip.recipientAddress ?? '',
    recipientEmail: slip.recipientEmail ?? '',
    kodeObjek: slip.kodeObjek,
    fasilitas: slip.fasilitas,
    fasilitasNumber: slip.fasilitasNumber ?? '',
    manualRate: slip.manualRateBp === null ? '' : String(slip.manualRateBp / 100),
    dpp: slip.dpp,
    docType: slip.docType,
    docNumber: slip.docNumber,
    docDate: slip.docDate,
    withholdingDate: slip.withholdingDate,
    signerId: slip.signerId,
  };
}

/** The request body of the form's values (fields of another recipient type are left out). */
export function toBody(v: SlipFormValues) {
  const foreign = v.recipientType === 'FOREIGN';
  return {
    ...v,
    recipientHasNpwp: v.recipientType !== 'NIK' || v.recipientHasNpwp,
    recipientNitku: foreign || !v.recipientNitku ? null : v.recipientNitku,
    recipientCountry: foreign ? v.recipientCountry || null : null,
    recipientAddress: foreign ? v.recipientAddress || null : null,
    recipientEmail: v.recipientEmail.trim() || null,
    fasilitasNumber: v.fasilitas === 'N/A' ? null : v.fasilitasNumber || null,
    manualRate: v.fasilitas === 'SKD' || v.fasilitas === 'ETC' ? v.manualRate || null : null,
    docType: v.docType || undefined,
  };
}

/**
 * react-hook-form resolver: every problem at once (zod alone stops before the cross-field rules
 * while any field fails): the request schema, the cross-field rules and the rules that need
 * today, the client's NPWP and the chosen code, exactly as the server runs them.
 */
export function slipFormResolver(ctx: {
  today: string;
  ownNpwp: string | null;
  codes: Map<string, KodeObjekPajak>;
}): Resolver<SlipFormValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const add = (field: string, message: string) => {
      errors[field] ??= { type: 'validation', message };
    };
    const parsed = bupotInputSchema.safeParse(toBody(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'root'), issue.message);
    const body = toBody(values);
    for (const [field, message] of Object.entries(
      bupotCrossFieldErrors({ ...body, docType: values.docType }),
    ))
      add(field, message);
    const code = ctx.codes.get(values.kodeObjek) ?? null;
    const normal = code
      ? computeBupot({
          code,
          recipientType: values.recipientType,
          recipientHasNpwp: toBody(values).recipientHasNpwp,
          fasilitas: 'N/A',
          dpp: 0,
        }).normalRateBp
      : undefined;
    const rules = bupotRuleErrors(body as unknown as BupotParsedInput, {
      today: ctx.today,
      ownNpwp: ctx.ownNpwp,
      code,
      normalRateBp: normal,
    });
    for (const [field, message] of Object.entries(rules)) add(field, message);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<SlipFormValues> }
      : { values, errors: {} };
  };
}
