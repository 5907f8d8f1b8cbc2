import { Hono } from 'hono';
import {
  ADMIN_AREA_SUBJECTS,
  ADMIN_PATHS,
  type AdminSummary,
  type AnalyticsDashboard,
  type CrmDashboard,
  type EcommerceDashboard,
  type UserListResponse,
} from '../../contract/admin';
import { dashboardQuerySchema, userListQuerySchema } from '../../contract/admin/schemas';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { requireAbility, requireAreaAbility } from '../middleware/ability';
import { requireAuth } from '../middleware/auth';
import { analyticsDashboard } from '../services/admin/dashboards-analytics';
import { crmDashboard } from '../services/admin/dashboards-crm';
import { ecommerceDashboard } from '../services/admin/dashboards-ecommerce';
import { dashboardWindow } from '../services/admin/dashboards-window';
import { adminSummary } from '../services/admin/summary';
import { listUsers } from '../services/admin/users';
import { accessRoutes } from './access';
import { adminUserRoutes } from './admin-users';

// Admin-only routes: every client's accounts and the admin home's figures.
export const adminRoutes = new Hono<AppEnv>();

adminRoutes.use(ADMIN_PATHS.users, requireAuth, requireAbility('read', 'users'));
adminRoutes.use(ADMIN_PATHS.area, requireAuth, requireAreaAbility(ADMIN_AREA_SUBJECTS));
// the original's /apps/users calls sit outside /admin: the same guard, named explicitly
adminRoutes.use(ADMIN_PATHS.usersArea, requireAuth, requireAreaAbility(ADMIN_AREA_SUBJECTS));
adminRoutes.route('/', accessRoutes);
adminRoutes.route('/', adminUserRoutes);

adminRoutes.get(ADMIN_PATHS.users, validate('query', userListQuerySchema), async (c) => {
  const params = c.req.valid('query');
  const { users, total, allData } = await listUsers(c.get('db'), params);
  return c.json({ users, total, params, allData } satisfies UserListResponse);
});

adminRoutes.get(ADMIN_PATHS.summary, async (c) => c.json<AdminSummary>(await adminSummary(c.get('db'))));

// The three dashboards: aggregates over every client in the window the query names.
adminRoutes.get(ADMIN_PATHS.dashboardCrm, validate('query', dashboardQuerySchema), async (c) =>
  c.json<CrmDashboard>(await crmDashboard(c.get('db'), dashboardWindow(c.req.valid('query')))),
);
adminRoutes.get(ADMIN_PATHS.dashboardAnalytics, validate('query', dashboardQuerySchema), async (c) =>
  c.json<AnalyticsDashboard>(await analyticsDashboard(c.get('db'), dashboardWindow(c.req.valid('query')))),
);
adminRoutes.get(ADMIN_PATHS.dashboardEcommerce, validate('query', dashboardQuerySchema), async (c) =>
  c.json<EcommerceDashboard>(await ecommerceDashboard(c.get('db'), dashboardWindow(c.req.valid('query')))),
);
