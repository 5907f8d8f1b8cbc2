import { type Context, Hono } from 'hono';
import { ADMIN_PATHS } from '../../contract/admin';
import {
  addUserBodySchema,
  deleteUserBodySchema,
  userEditBodySchema,
  userSessionParamSchema,
  userSlipsQuerySchema,
} from '../../contract/admin/schemas';
import type { UserAction, UserCard, UserSessions, UserSlips } from '../../contract/admin/users';
import {
  dompetQuerySchema,
  invoiceListQuerySchema,
  transaksiListQuerySchema,
} from '../../contract/billing/schemas';
import { idParamSchema } from '../../contract/common/schemas';
import { SIGN_IN_PAGES } from '../../contract/routes/sign-in';
import type { DB } from '../db/client';
import type { AppEnv, AuthUser } from '../env';
import { audit } from '../lib/audit';
import { validate } from '../lib/validate';
import { requireAbility } from '../middleware/ability';
import {
  deleteUser,
  editUser,
  findAdminUser,
  forcePasswordReset,
  inviteUser,
  reactivateUser,
  revokeUserSession,
  suspendUser,
  userCard,
  userSessions,
  userSlips,
} from '../services/admin/user-accounts';
import { listInvoices } from '../services/billing/invoices';
import { listTransaksi } from '../services/billing/payments';
import { walletLedger } from '../services/billing/wallet';

// The admin's user management (issue 16). Mounted by ./admin.ts behind its guards: the caller's
// ability on 'users' by method (GET read, POST create, PUT update, DELETE delete), so a staff role
// with only 'read users' gets 403 from every write here. Every change is audited with its values
// before and after.
export const adminUserRoutes = new Hono<AppEnv>();

const id = ':id';
const byId = validate('param', idParamSchema);

/**
 * Where the invitation sends the person: the reset-password page of the portal the admin works
 * in (the request's Origin, else this server), with the address filled in.
 */
function invitationLink(origin: string, email: string) {
  return `${origin}${SIGN_IN_PAGES.resetPassword.path}?email=${encodeURIComponent(email)}`;
}

adminUserRoutes.post(ADMIN_PATHS.addUser, validate('json', addUserBodySchema), async (c) => {
  const { data } = c.req.valid('json');
  const origin = c.req.header('origin') || new URL(c.req.url).origin;
  const user = await inviteUser(c.get('db'), c.get('user'), data, invitationLink(origin, data.email));
  await audit(c, { action: 'user.create', targetType: 'user', targetId: user.id, after: user });
  return c.json<UserAction>({ message: `Invitation sent to ${user.email}`, user }, 201);
});

adminUserRoutes.delete(ADMIN_PATHS.deleteUser, validate('json', deleteUserBodySchema), async (c) => {
  const { id: userId } = c.req.valid('json');
  const before = await deleteUser(c.get('db'), c.get('user'), userId);
  await audit(c, { action: 'user.delete', targetType: 'user', targetId: userId, before });
  return c.json<UserAction>({ message: `${before.nama} deleted` });
});

adminUserRoutes.get(ADMIN_PATHS.user(id), byId, async (c) =>
  c.json<UserCard>(await userCard(c.get('db'), c.req.valid('param').id)),
);

adminUserRoutes.put(ADMIN_PATHS.user(id), byId, validate('json', userEditBodySchema), async (c) => {
  const userId = c.req.valid('param').id;
  const change = await editUser(c.get('db'), c.get('user'), userId, c.req.valid('json'));
  await audit(c, { action: 'user.update', targetType: 'user', targetId: userId, ...change });
  return c.json<UserAction>({ message: 'Saved', user: change.after });
});

adminUserRoutes.post(ADMIN_PATHS.userSuspend(id), byId, async (c) => {
  const userId = c.req.valid('param').id;
  const change = await suspendUser(c.get('db'), c.get('user'), userId);
  await audit(c, { action: 'user.suspend', targetType: 'user', targetId: userId, ...change });
  return c.json<UserAction>({
    message: `${change.after.nama} suspended; every session ended`,
    user: change.after,
  });
});

adminUserRoutes.post(ADMIN_PATHS.userReactivate(id), byId, async (c) => {
  const userId = c.req.valid('param').id;
  const change = await reactivateUser(c.get('db'), c.get('user'), userId);
  await audit(c, { action: 'user.reactivate', targetType: 'user', targetId: userId, ...change });
  return c.json<UserAction>({ message: `${change.after.nama} reactivated`, user: change.after });
});

adminUserRoutes.post(ADMIN_PATHS.userResetPassword(id), byId, async (c) => {
  const userId = c.req.valid('param').id;
  const user = await forcePasswordReset(c.get('db'), c.get('user'), userId);
  await audit(c, {
    action: 'user.reset_password',
    targetType: 'user',
    targetId: userId,
    after: { sessions_revoked: true, reset_code_sent_to: user.email },
  });
  return c.json<UserAction>({ message: `Sessions ended; a reset code was sent to ${user.email}`, user });
});

adminUserRoutes.get(ADMIN_PATHS.userSessions(id), byId, async (c) =>
  c.json<UserSessions>(await userSessions(c.get('db'), c.req.valid('param').id)),
);

adminUserRoutes.delete(
  ADMIN_PATHS.userSession(id, ':sessionId'),
  validate('param', userSessionParamSchema),
  async (c) => {
    const { id: userId, sessionId } = c.req.valid('param');
    await revokeUserSession(c.get('db'), c.get('user'), userId, sessionId);
    await audit(c, {
      action: 'user.session_revoke',
      targetType: 'user',
      targetId: userId,
      before: { session_id: sessionId, live: true },
      after: { session_id: sessionId, live: false },
    });
    return c.json<UserAction>({ message: 'Session ended' });
  },
);

adminUserRoutes.get(ADMIN_PATHS.userSlips(id), byId, validate('query', userSlipsQuerySchema), async (c) => {
  const { page, perPage } = c.req.valid('query');
  return c.json<UserSlips>(await userSlips(c.get('db'), c.req.valid('param').id, page, perPage));
});

// A client's billing in the staff view (bills, payments, wallet): 'read users' (the area guard)
// and 'read invoices' or 'read payments' too. The lists are read as the client reads them, so a
// staff role never needs the admin-only client_id of the client's own endpoints.
async function clientBilling<P>(
  c: Context<AppEnv>,
  id: number,
  params: P,
  read: (db: DB, client: AuthUser, params: P) => Promise<object>,
) {
  const { email, nama } = await findAdminUser(c.get('db'), id);
  const client: AuthUser = { id, email, nama, role: 'client' };
  return c.json({ ...(await read(c.get('db'), client, params)), params });
}

adminUserRoutes.get(
  ADMIN_PATHS.userBills(id),
  requireAbility('read', 'invoices'),
  byId,
  validate('query', invoiceListQuerySchema),
  (c) => clientBilling(c, c.req.valid('param').id, c.req.valid('query'), listInvoices),
);

adminUserRoutes.get(
  ADMIN_PATHS.userPayments(id),
  requireAbility('read', 'payments'),
  byId,
  validate('query', transaksiListQuerySchema),
  (c) => clientBilling(c, c.req.valid('param').id, c.req.valid('query'), listTransaksi),
);

adminUserRoutes.get(
  ADMIN_PATHS.userWallet(id),
  requireAbility('read', 'payments'),
  byId,
  validate('query', dompetQuerySchema),
  (c) =>
    clientBilling(c, c.req.valid('param').id, c.req.valid('query'), (db, client, p) =>
      walletLedger(db, client.id, p.page, p.perPage),
    ),
);
