import { DOC_TYPES } from '../../../contract/ebupot';
import {
  CORETAX_MAX_RECORDS,
  type CoretaxForm,
  type CoretaxProblem,
  coretaxParts,
} from '../../../contract/ebupot-report';
import { normalizeDigits, normalizeNpwp } from '../../../contract/tax-id';
import type { SlipRow } from './slip-access';

// A masa's issued slips as the XML Coretax imports (ebupot.md §1): BPPU (BpuBulk / ListOfBpu /
// Bpu) for resident recipients of PPh 4(2), 15, 22 and 23, BPNR (BPNRBulk / ListOfBPNR / BPNR)
// for non-residents (PPh 26). Element names and order follow the DJP Excel converter's BPPU and
// BPNR templates (2025, Coretax eBupot); the README says which. Empty optional elements are
// written xsi:nil="true"; decimals use '.'. Every record is checked against CORETAX_FIELD_RULES
// before any XML is written: an invalid masa gets the list of problems, not a file. Coretax takes
// at most CORETAX_MAX_RECORDS records a file (ebupot.md §1, bulk import): a larger masa is written
// as numbered parts, each checked with the whole masa.

export interface FieldRule {
  /** element name */
  tag: string;
  required: boolean;
  /** the whole value must match */
  pattern?: RegExp;
  values?: readonly string[];
  /** decimal: > min (exclusive) or ≥ min */
  decimal?: { min: number; exclusive: boolean };
  /** in English, for the 422 */
  rule: string;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DIGITS_16 = /^\d{16}$/;
const DIGITS_22 = /^\d{22}$/;
const DOCS = DOC_TYPES;
const FREE_TEXT = /^[^\p{Cc}]{1,100}$/u;

const common = {
  month: { tag: 'TaxPeriodMonth', required: true, pattern: /^([1-9]|1[0-2])$/, rule: 'a month 1 to 12' },
  year: { tag: 'TaxPeriodYear', required: true, pattern: /^20\d{2}$/, rule: 'a year YYYY' },
  document: { tag: 'Document', required: true, values: DOCS, rule: `one of ${DOCS.join(', ')}` },
  documentNumber: {
    tag: 'DocumentNumber',
    required: true,
    pattern: FREE_TEXT,
    rule: '1 to 100 characters',
  },
  documentDate: { tag: 'DocumentDate', required: false, pattern: DATE, rule: 'a date YYYY-MM-DD' },
  treasurer: {
    tag: 'GovTreasurerOpt',
    required: true,
    values: ['N/A', 'Imprest', 'Direct'],
    rule: 'N/A, Imprest or Direct',
  },
  sp2d: { tag: 'SP2DNumber', required: false, pattern: FREE_TEXT, rule: '1 to 100 characters' },
  withholdingDate: {
    tag: 'WithholdingDate',
    required: true,
    pattern: DATE,
    rule: 'a date YYYY-MM-DD in the masa',
  },
  withholderPlace: {
    tag: 'IDPlaceOfBusinessActivity',
    required: true,
    pattern: DIGITS_22,
    rule: "the withholder's NITKU, 22 digits",
  },
} satisfies Record<string, FieldRule>;

/** The field rules of each form, in the template's element order. */
export const CORETAX_FIELD_RULES: Record<CoretaxForm, FieldRule[]> = {
  BPPU: [
    common.month,
    common.year,
    {
      tag: 'CounterpartTin',
      required: true,
      pattern: DIGITS_16,
      rule: "the recipient's NPWP or NIK, 16 digits",
    },
    {
      tag: 'IDPlaceOfBusinessActivityOfIncomeRecipient',
      required: true,
      pattern: DIGITS_22,
      rule: "the recipient's NITKU, 22 digits",
    },
    {
      tag: 'TaxCertificate',
      required: true,
      values: ['N/A', 'TaxExAr22', 'TaxExAr23', 'TaxExIntDep', 'TaxExIntPhtb', 'DTP', 'PP23', 'ETC'],
      rule: 'a BPPU facility (ebupot.md §2)',
    },
    {
      tag: 'TaxObjectCode',
      required: true,
      pattern: /^(2[2-4]|2[89])-\d{3}-\d{2}$/,
      rule: 'a kode objek pajak NN-NNN-NN of PPh 4(2), 15, 22 or 23',
    },
    { tag: 'TaxBase', required: true, decimal: { min: 0, exclusive: true }, rule: 'a DPP above 0' },
    { tag: 'Rate', required: true, decimal: { min: 0, exclusive: false }, rule: 'a rate of 0 or more' },
    common.document,
    common.documentNumber,
    common.documentDate,
    common.withholderPlace,
    common.treasurer,
    common.sp2d,
    common.withholdingDate,
  ],
  BPNR: [
    common.month,
    common.year,
    {
      tag: 'CounterpartTin',
      required: true,
      pattern: /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$/,
      rule: "the recipient's home-country TIN",
    },
    { tag: 'CounterpartReceiptNumber', required: false, pattern: FREE_TEXT, rule: 'the SKD/DGT number' },
    { tag: 'CounterpartName', required: true, pattern: FREE_TEXT, rule: "the recipient's name" },
    {
      tag: 'CounterpartCountry',
      required: true,
      pattern: /^[A-Z]{3}$/,
      rule: 'an ISO 3166 alpha-3 country code',
    },
    { tag: 'CounterpartAddress', required: false, pattern: /^[^\p{Cc}]{1,200}$/u, rule: 'an address' },
    { tag: 'CounterpartDob', required: false, pattern: DATE, rule: 'a date YYYY-MM-DD' },
    { tag: 'CounterpartBirthCity', required: false, pattern: FREE_TEXT, rule: 'a city' },
    { tag: 'CounterpartPassport', required: false, pattern: FREE_TEXT, rule: 'a passport number' },
    { tag: 'CounterpartKitas', required: false, pattern: FREE_TEXT, rule: 'a KITAS number' },
    {
      tag: 'TaxCertificate',
      required: true,
      values: ['N/A', 'SKD', 'DTP', 'ETC'],
      rule: 'a BPNR facility (ebupot.md §2)',
    },
    {
      tag: 'TaxObjectCode',
      required: true,
      pattern: /^27-\d{3}-\d{2}$/,
      rule: 'a PPh 26 kode objek pajak 27-NNN-NN',
    },
    { tag: 'GrossIncome', required: true, decimal: { min: 0, exclusive: true }, rule: 'an income above 0' },
    {
      tag: 'Deemed',
      required: true,
      decimal: { min: 0, exclusive: true },
      rule: 'a deemed percentage above 0',
    },
    { tag: 'Rate', required: true, decimal: { min: 0, exclusive: true }, rule: 'a rate above 0' },
    common.document,
    common.documentNumber,
    common.documentDate,
    { ...common.treasurer, required: false },
    common.sp2d,
    common.withholdingDate,
    { ...common.withholderPlace, required: false },
  ],
};

export const CORETAX_ROOTS: Record<CoretaxForm, { root: string; list: string; item: string }> = {
  BPPU: { root: 'BpuBulk', list: 'ListOfBpu', item: 'Bpu' },
  BPNR: { root: 'BPNRBulk', list: 'ListOfBPNR', item: 'BPNR' },
};

/** Which form a slip goes in: PPh 26 (non-resident) → BPNR, the rest → BPPU. */
export const formOf = (slip: Pick<SlipRow, 'pasal'>): CoretaxForm => (slip.pasal === '26' ? 'BPNR' : 'BPPU');

type Record_ = Record<string, string | null>;

/** Basis points as the template's decimal percent: 200 → "2", 50 → "0.5", 175 → "1.75". */
export const percent = (bp: number) => String(bp / 100);

/** A 15-digit NPWP becomes 16 by a leading 0 (formats.md §1b); 16 digits and NIKs stay. */
const tin16 = (value: string) => normalizeNpwp(value) ?? normalizeDigits(value);

function record(form: CoretaxForm, slip: SlipRow, withholderNitku: string): Record_ {
  const base = { TaxPeriodMonth: String(slip.masa), TaxPeriodYear: String(slip.tahun) };
  const doc = {
    Document: slip.docType,
    DocumentNumber: slip.docNumber,
    DocumentDate: slip.docDate,
  };
  if (form === 'BPPU') {
    const tin = tin16(slip.recipientId);
    return {
      ...base,
      CounterpartTin: tin,
      IDPlaceOfBusinessActivityOfIncomeRecipient: slip.recipientNitku
        ? normalizeDigits(slip.recipientNitku)
        : `${tin}000000`,
      TaxCertificate: slip.fasilitas,
      TaxObjectCode: slip.kodeObjek,
      TaxBase: String(slip.dpp),
      Rate: percent(slip.rateBp),
      ...doc,
      IDPlaceOfBusinessActivity: withholderNitku,
      GovTreasurerOpt: 'N/A',
      SP2DNumber: null,
      WithholdingDate: slip.withholdingDate,
    };
  }
  return {
    ...base,
    CounterpartTin: slip.recipientId.trim(),
    CounterpartReceiptNumber: slip.fasilitasNumber,
    CounterpartName: slip.recipientName,
    CounterpartCountry: slip.recipientCountry,
    CounterpartAddress: slip.recipientAddress,
    CounterpartDob: null,
    CounterpartBirthCity: null,
    CounterpartPassport: null,
    CounterpartKitas: null,
    TaxCertificate: slip.fasilitas,
    TaxObjectCode: slip.kodeObjek,
    GrossIncome: String(slip.dpp),
    // the slip's rate is already the rate on gross (ebupot compute): deemed 100 %
    Deemed: '100',
    Rate: percent(slip.rateBp),
    ...doc,
    GovTreasurerOpt: 'N/A',
    SP2DNumber: null,
    WithholdingDate: slip.withholdingDate,
    IDPlaceOfBusinessActivity: withholderNitku,
  };
}

/** The problems of one record's value under a rule (null: fine). */
export function checkField(rule: FieldRule, value: string | null): string | null {
  if (value === null || value === '') return rule.required ? `${rule.tag} is required: ${rule.rule}` : null;
  if (rule.values && !rule.values.includes(value)) return `${rule.tag} "${value}" is not ${rule.rule}`;
  if (rule.pattern && !rule.pattern.test(value)) return `${rule.tag} "${value}" is not ${rule.rule}`;
  if (rule.decimal) {
    const ok = /^\d+(\.\d+)?$/.test(value);
    const n = Number(value);
    if (!ok || (rule.decimal.exclusive ? n <= rule.decimal.min : n < rule.decimal.min))
      return `${rule.tag} "${value}" is not ${rule.rule}`;
  }
  return null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export type CoretaxResult =
  /** count: records in this file; total: the form's records in the masa; parts: files they need */
  | { ok: true; xml: string; count: number; total: number; part: number; parts: number }
  | { ok: false; problems: CoretaxProblem[] };

/**
 * The XML of one form for a withholder's issued slips of a masa, or the problems found. The
 * withholder's NPWP is the root TIN (16 digits) and its head-office NITKU the place of activity.
 * `part` (from 1) picks which CORETAX_MAX_RECORDS records, in the slips' order, the file holds;
 * a part past the last holds none (count 0).
 */
export function buildCoretaxXml(
  form: CoretaxForm,
  withholderNpwp: string | null,
  slips: SlipRow[],
  period: { masa: number; tahun: number },
  part = 1,
): CoretaxResult {
  const problems: CoretaxProblem[] = [];
  const tin = withholderNpwp ? tin16(withholderNpwp) : '';
  if (!DIGITS_16.test(tin))
    problems.push({
      slipId: null,
      number: null,
      field: 'TIN',
      message: "TIN is required: the withholder's NPWP (16 digits) in the profile",
    });
  const records = slips
    .filter((s) => formOf(s) === form)
    .map((slip) => ({ slip, values: record(form, slip, `${tin}000000`) }));
  const rules = CORETAX_FIELD_RULES[form];
  for (const { slip, values } of records) {
    for (const rule of rules) {
      const problem = checkField(rule, values[rule.tag]);
      if (problem) problems.push({ slipId: slip.id, number: slip.number, field: rule.tag, message: problem });
    }
    if (slip.masa !== period.masa || slip.tahun !== period.tahun)
      problems.push({
        slipId: slip.id,
        number: slip.number,
        field: 'TaxPeriodMonth',
        message: 'The slip is not of this masa',
      });
    const ym = `${period.tahun}-${String(period.masa).padStart(2, '0')}`;
    if (values.WithholdingDate && !values.WithholdingDate.startsWith(ym))
      problems.push({
        slipId: slip.id,
        number: slip.number,
        field: 'WithholdingDate',
        message: `WithholdingDate "${values.WithholdingDate}" is not in masa ${ym}`,
      });
    if (values.CounterpartTin && values.CounterpartTin === tin)
      problems.push({
        slipId: slip.id,
        number: slip.number,
        field: 'CounterpartTin',
        message: 'CounterpartTin is the withholder\'s own TIN ("Can not input your TIN")',
      });
  }
  if (problems.length) return { ok: false, problems };
  const chunk = records.slice((part - 1) * CORETAX_MAX_RECORDS, part * CORETAX_MAX_RECORDS);
  const { root, list, item } = CORETAX_ROOTS[form];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<${root} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `  <TIN>${tin}</TIN>`,
    `  <${list}>`,
  ];
  for (const { values } of chunk) {
    lines.push(`    <${item}>`);
    for (const rule of rules) {
      const value = values[rule.tag];
      lines.push(
        value === null || value === ''
          ? `      <${rule.tag} xsi:nil="true"/>`
          : `      <${rule.tag}>${escapeXml(value)}</${rule.tag}>`,
      );
    }
    lines.push(`    </${item}>`);
  }
  lines.push(`  </${list}>`, `</${root}>`, '');
  return {
    ok: true,
    xml: lines.join('\n'),
    count: chunk.length,
    total: records.length,
    part,
    parts: coretaxParts(records.length),
  };
}
