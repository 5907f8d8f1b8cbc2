import { Hono } from 'hono';
import { TABLE_DATA_PATHS, type TableDataResponse } from '../../contract/table-data';
import { tableDataQuerySchema } from '../../contract/table-data/schemas';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { requireAbility } from '../middleware/ability';
import { requireAuth } from '../middleware/auth';
import { listTableData } from '../services/table-data';

// The data-grid showcase's server-side example (issue 19): the template's GET /table/data over a
// large demo table. A showcase page's data, so the admin's only (manage 'admin'), as its page.
export const tableDataRoutes = new Hono<AppEnv>();

tableDataRoutes.get(
  TABLE_DATA_PATHS.data,
  requireAuth,
  requireAbility('manage', 'admin'),
  validate('query', tableDataQuerySchema),
  async (c) => {
    const params = c.req.valid('query');
    return c.json<TableDataResponse>({ ...(await listTableData(c.get('db'), params)), params });
  },
);
