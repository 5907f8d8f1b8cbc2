import type { MiddlewareHandler } from 'hono';
import { type Action, defineAbilityFor, type Subject } from '../../contract/acl';
import type { AppEnv } from '../env';
import { forbidden } from '../lib/errors';
import { permissionsOfRole } from '../services/access/rules';

/** After requireAuth: the caller's role may `action` the `subject` (contract/acl.ts), else 403. */
export const requireAbility =
  (action: Action, subject: Subject): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { role } = c.get('user');
    const rules = await permissionsOfRole(c.get('db'), role);
    if (!defineAbilityFor(role, subject, rules).can(action, subject))
      throw forbidden(`Your role may not ${action} ${subject}`, 'forbidden');
    await next();
  };

const ACTION_OF_METHOD: Record<string, Action> = {
  GET: 'read',
  HEAD: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * The admin area's guard: the subject of the path (by the longest matching prefix of
 * `subjectOf`) and the action of the method; a path no prefix names stays the admin's alone.
 */
export const requireAreaAbility =
  (subjectOf: Readonly<Record<string, Subject>>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const path = c.req.path.replace(/^\/api/, '');
    const prefix = Object.keys(subjectOf)
      .filter((p) => path === p || path.startsWith(`${p}/`))
      .sort((a, b) => b.length - a.length)[0];
    const action = ACTION_OF_METHOD[c.req.method] ?? 'update';
    return requireAbility(prefix ? action : 'manage', prefix ? subjectOf[prefix] : 'admin')(c, next);
  };
