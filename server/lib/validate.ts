import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/** What each validator middleware checks: the API document (server/openapi) reads the routes' own schemas. */
export const validators = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();

/** Readable path of a zod issue: "details.0.amount". */
function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * zod validation with the API's error shape: 400 { error, code: 'validation', fields }.
 * `error` names the first problem so a plain client still shows something useful.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) => {
  const middleware = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issuePath(issue.path) || '_';
      fields[key] ??= issue.message;
    }
    const [first] = result.error.issues;
    const where = first ? issuePath(first.path) : '';
    const message = first ? (where ? `${where}: ${first.message}` : first.message) : 'Invalid request';
    return c.json({ error: message, code: 'validation', fields }, 400);
  });
  validators.set(middleware, { target, schema });
  return middleware;
};
