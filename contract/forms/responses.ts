// zod schemas of the forms showcase's answers (OpenAPI; ../forms names their types).

import { z } from '../zod';

export const autocompleteAnswerSchema = z.object({
  data: z.array(
    z.object({
      kind: z.enum(['tax-object', 'country']),
      /** the code: "24-104-01", or the country's ISO alpha-3 "SGP" */
      value: z.string(),
      label: z.string(),
      /** a second line: the code's article and rate, or the alpha-2 code */
      description: z.string(),
    }),
  ),
  /** how many matched in all (data holds at most AUTOCOMPLETE_LIMIT) */
  total: z.number().int(),
});

export const checkNpwpAnswerSchema = z.object({
  /** the NPWP as 16 digits */
  npwp: z.string(),
  /** whether a client account already carries it */
  registered: z.boolean(),
});
