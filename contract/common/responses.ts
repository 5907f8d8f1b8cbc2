// zod schemas of the answers every domain shares. The zod-free contract names their types
// with `import type` + z.infer, so the schema is the one source of both.

import { z } from '../zod';

/** The one error shape of the API: a non-2xx status with { error, code?, fields? }. */
export const apiErrorSchema = z
  .object({
    error: z.string().meta({ description: 'What went wrong, in English' }),
    code: z
      .string()
      .optional()
      .meta({ description: 'Machine code the portal translates (validation, not_found, …)' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'A request field (dotted path) → its message' }),
    retryAfter: z.number().optional().meta({ description: '429 only: seconds to wait (also Retry-After)' }),
  })
  .meta({
    description: 'Error answer. Some codes add values (insufficient_balance: balance, required).',
    override: { additionalProperties: true },
  });

/** Instants are ISO 8601 UTC strings. */
export const instant = z.string().meta({ format: 'date-time' });
/** Calendar dates 'YYYY-MM-DD'. */
export const calendarDate = z.string().meta({ format: 'date' });
