// zod schemas of the SPT Masa summary, Coretax export problems and tax deposits; ../ebupot-report
// names their types. Money in whole rupiah.

import { calendarDate, instant } from '../common/responses';
import { MASA_STATES, PASALS } from '../ebupot';
import { bupotDeadlinesSchema } from '../ebupot/responses';
import { CORETAX_FORMS, TAX_DEPOSIT_STATUSES } from '../ebupot-report';
import { z } from '../zod';

const rupiah = z.number().int();

export const taxDepositSchema = z.object({
  id: z.number().int(),
  masa: z.number().int(),
  tahun: z.number().int(),
  kap: z.string(),
  kjs: z.string(),
  amount: rupiah,
  /** 15 digits */
  billingCode: z.string(),
  /** expired: unpaid past its validity (make a new one) */
  status: z.enum(TAX_DEPOSIT_STATUSES),
  expiresAt: instant,
  /** 16 characters, once paid */
  ntpn: z.string().nullable(),
  paidAt: instant.nullable(),
  createdAt: instant,
  /** which billing system made the code ('sandbox': a simulation, no money moves) */
  provider: z.string(),
  simulation: z.boolean(),
});

/** One KAP-KJS of the masa: withheld (due), deposited (paid) and what is still to pay. */
export const depositAccountSchema = z.object({
  kap: z.string(),
  kjs: z.string(),
  pasals: z.array(z.enum(PASALS)),
  due: rupiah,
  paid: rupiah,
  outstanding: rupiah,
});

export const sptLineSchema = z.object({
  pasal: z.enum(PASALS),
  kodeObjek: z.string(),
  nameId: z.string(),
  nameEn: z.string(),
  count: z.number().int(),
  dpp: rupiah,
  pph: rupiah,
  pphPayable: rupiah,
});

export const masaOverdueSchema = z.object({
  /** past the payment deadline with something still to deposit */
  payment: z.boolean(),
  /** past the reporting deadline and not reported */
  reporting: z.boolean(),
});

export const sptMasaSummarySchema = z.object({
  masa: z.number().int(),
  tahun: z.number().int(),
  state: z.enum(MASA_STATES),
  revision: z.number().int(),
  reportedAt: instant.nullable(),
  /** issued slips per pasal and kode objek pajak */
  lines: z.array(sptLineSchema),
  totals: z.object({ count: z.number().int(), dpp: rupiah, pph: rupiah, pphPayable: rupiah }),
  drafts: z.number().int(),
  /** issued slips per Coretax form (BPPU / BPNR) */
  forms: z.record(z.enum(CORETAX_FORMS), z.number().int()),
  accounts: z.array(depositAccountSchema),
  deposits: z.array(taxDepositSchema),
  outstanding: rupiah,
  deadlines: bupotDeadlinesSchema,
  overdue: masaOverdueSchema,
  today: calendarDate,
  /** deposits go through the sandbox (a simulation) */
  sandbox: z.boolean(),
});

export const coretaxProblemSchema = z.object({
  slipId: z.number().int().nullable(),
  number: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});

export const coretaxInvalidSchema = z.object({
  error: z.string(),
  code: z.literal('coretax_invalid'),
  problems: z.array(coretaxProblemSchema),
});

export const masaAgendaItemSchema = z.object({
  masa: z.number().int(),
  tahun: z.number().int(),
  state: z.enum(MASA_STATES),
  slips: z.number().int(),
  outstanding: rupiah,
  deadlines: bupotDeadlinesSchema,
  overdue: masaOverdueSchema,
});

export const masaAgendaSchema = z.object({ today: calendarDate, data: z.array(masaAgendaItemSchema) });

export const depositPaidSchema = z.object({ deposit: taxDepositSchema, applied: z.boolean() });
