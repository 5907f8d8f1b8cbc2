import { Hono } from 'hono';
import { type AutocompleteAnswer, type CheckNpwpAnswer, FORMS_PATHS } from '../../contract/forms';
import { autocompleteQuerySchema, checkNpwpSchema } from '../../contract/forms/schemas';
import type { AppEnv } from '../env';
import { retryAfterHeader, SlidingWindowLimiter, takeSlots } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAbility } from '../middleware/ability';
import { requireAuth } from '../middleware/auth';
import { checkNpwp } from '../services/forms/npwp-check';
import { suggestions } from '../services/forms/suggestions';

// The forms showcase's server round trips (issue 19): suggestions as one types (debounced by the
// page, a few a second at most) and the validation example's "is this NPWP registered?". Showcase
// data, so the admin's only (manage 'admin'), as their pages; each limited per account.
export const formsRoutes = new Hono<AppEnv>();

const lookups = new SlidingWindowLimiter('forms.autocomplete', 120, 60_000);
const npwpChecks = new SlidingWindowLimiter('forms.check-npwp', 30, 60_000);

for (const path of [FORMS_PATHS.autocomplete, FORMS_PATHS.checkNpwp])
  formsRoutes.use(path, requireAuth, requireAbility('manage', 'admin'), retryAfterHeader);

formsRoutes.get(FORMS_PATHS.autocomplete, validate('query', autocompleteQuerySchema), async (c) => {
  await takeSlots(c.get('rateLimits'), [[lookups, String(c.get('user').id)]], 'Too many lookups; slow down');
  return c.json<AutocompleteAnswer>(await suggestions(c.get('db'), c.req.valid('query')));
});

formsRoutes.post(FORMS_PATHS.checkNpwp, validate('json', checkNpwpSchema), async (c) => {
  await takeSlots(
    c.get('rateLimits'),
    [[npwpChecks, String(c.get('user').id)]],
    'Too many checks; try again later',
  );
  return c.json<CheckNpwpAnswer>(await checkNpwp(c.get('db'), c.req.valid('json').npwp));
});
