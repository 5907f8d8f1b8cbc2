// zod schemas every domain's routes share.

import { z } from '../zod';

/** A positive whole number that fits a PostgreSQL integer; messages name the field. */
export const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

/** Path parameter {id}: a positive integer. */
export const idParamSchema = z.object({ id: positiveInt('id') });
