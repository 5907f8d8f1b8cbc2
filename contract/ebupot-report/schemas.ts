import { z } from 'zod';
import { CORETAX_FORMS } from '../ebupot-report';

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** ?masa=&tahun= of a masa's summary */
export const masaQuerySchema = z.object({ masa: intParam(1, 12), tahun: intParam(2025, 2100) });

/** ?masa=&tahun=&form=&part= of the Coretax export (form defaults to BPPU, part to the first file) */
export const coretaxQuerySchema = masaQuerySchema.extend({
  form: z.enum(CORETAX_FORMS).optional().default('BPPU'),
  part: intParam(1, 1000).optional().default(1),
});

/** A kode billing for one account (KAP) and deposit type (KJS) of a masa. */
export const createDepositSchema = z.object({
  masa: z.number().int().min(1, 'Masa must be 1 to 12').max(12, 'Masa must be 1 to 12'),
  tahun: z.number().int().min(2025, 'Tahun must be 2025 or later').max(2100, 'Tahun must be 2025 or later'),
  kap: z.string().regex(/^\d{6}$/, 'KAP is 6 digits'),
  kjs: z.string().regex(/^\d{3}$/, 'KJS is 3 digits'),
});

/** Pay a kode billing in the sandbox. */
export const payDepositSchema = z.object({
  billingCode: z.string().regex(/^\d{15}$/, 'A kode billing is 15 digits'),
});
