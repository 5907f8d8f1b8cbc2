// The one error shape of the API: a non-2xx status with { error, code?, fields? }.
// `code` lets the portal translate; `fields` maps a body field to its message. The type comes
// from its zod schema (./common/responses) by a type-only import: no zod here.

import type { z } from 'zod';
import type { apiErrorSchema } from './common/responses';

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
