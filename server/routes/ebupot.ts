import { Hono } from 'hono';
import { z } from 'zod';
import {
  type BupotDeadlines,
  type BupotDetail,
  type BupotList,
  type BupotSignerOption,
  EBUPOT_PATHS,
  type KodeObjekPajakList,
} from '../../contract/ebupot';
import {
  bupotInputSchema,
  bupotListQuerySchema,
  cancelBupotSchema,
  deadlinesQuerySchema,
  issueBupotSchema,
  kodeObjekQuerySchema,
} from '../../contract/ebupot/schemas';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { ensureTaxObjectCodes, listCodes } from '../services/ebupot/codes';
import { slipsToCsv } from '../services/ebupot/csv';
import { deadlinesFor } from '../services/ebupot/deadlines';
import {
  bupotSigners,
  cancelSlip,
  correctSlip,
  createDraft,
  deleteDraft,
  getSlip,
  issueSlip,
  listSlips,
  slipsForExport,
  updateDraft,
} from '../services/ebupot/slips';

// E-Bupot under /api: tax object codes and withholding slips (see contract/ebupot.ts).
export const ebupotRoutes = new Hono<AppEnv>();

// Middleware only on this domain's paths (the router is mounted at '/', beside the others).
for (const path of [EBUPOT_PATHS.codes, EBUPOT_PATHS.slips, `${EBUPOT_PATHS.slips}/*`]) {
  ebupotRoutes.use(path, requireAuth, async (c, next) => {
    await ensureTaxObjectCodes(c.get('db'));
    await next();
  });
}

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

ebupotRoutes.get(EBUPOT_PATHS.codes, validate('query', kodeObjekQuerySchema), async (c) => {
  const data = await listCodes(c.get('db'), c.req.valid('query'));
  return c.json<KodeObjekPajakList>({ data, total: data.length });
});

ebupotRoutes.get(EBUPOT_PATHS.slips, validate('query', bupotListQuerySchema), async (c) =>
  c.json<BupotList>(await listSlips(c.get('db'), c.get('user'), c.req.valid('query'))),
);

ebupotRoutes.get(EBUPOT_PATHS.deadlines, validate('query', deadlinesQuerySchema), (c) => {
  const { masa, tahun } = c.req.valid('query');
  return c.json<BupotDeadlines>(deadlinesFor(masa, tahun));
});

ebupotRoutes.get(EBUPOT_PATHS.exportCsv, validate('query', bupotListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  const slips = await slipsForExport(c.get('db'), c.get('user'), query);
  const period = query.tahun
    ? `-${query.tahun}${query.masa ? `-${String(query.masa).padStart(2, '0')}` : ''}`
    : '';
  return c.body(slipsToCsv(slips), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="ebupot${period}.csv"`,
    'Cache-Control': 'no-store',
  });
});

ebupotRoutes.get(EBUPOT_PATHS.signers, async (c) =>
  c.json<{ data: BupotSignerOption[] }>({ data: await bupotSigners(c.get('db'), c.get('user').id) }),
);

ebupotRoutes.get('/bupot/:id{[0-9]+}', validate('param', idParam), async (c) =>
  c.json<BupotDetail>(await getSlip(c.get('db'), c.get('user'), c.req.valid('param').id)),
);

ebupotRoutes.post(EBUPOT_PATHS.slips, validate('json', bupotInputSchema), async (c) =>
  c.json<BupotDetail>(await createDraft(c.get('db'), c.get('user'), c.req.valid('json')), 201),
);

ebupotRoutes.put(
  '/bupot/:id{[0-9]+}',
  validate('param', idParam),
  validate('json', bupotInputSchema),
  async (c) =>
    c.json<BupotDetail>(
      await updateDraft(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    ),
);

ebupotRoutes.delete('/bupot/:id{[0-9]+}', validate('param', idParam), async (c) => {
  await deleteDraft(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json({ ok: true, message: 'Draft deleted' });
});

ebupotRoutes.post('/bupot/:id{[0-9]+}/issue', validate('param', idParam), async (c) => {
  // the body is optional ({ signerId }); an empty or missing body is fine
  const raw = await c.req.text();
  let body: unknown = {};
  if (raw.trim()) {
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ error: 'Malformed request body', code: 'malformed' }, 400);
    }
  }
  const parsed = issueBupotSchema.safeParse(body);
  if (!parsed.success) {
    return c.json(
      {
        error: 'signerId: Choose an active signer',
        code: 'validation',
        fields: { signerId: 'Choose an active signer' },
      },
      400,
    );
  }
  const slip = await issueSlip(c.get('db'), c.get('user'), c.req.valid('param').id, {
    signerId: parsed.data.signerId,
  });
  return c.json<BupotDetail>(slip);
});

ebupotRoutes.post(
  '/bupot/:id{[0-9]+}/correct',
  validate('param', idParam),
  validate('json', bupotInputSchema),
  async (c) =>
    c.json<BupotDetail>(
      await correctSlip(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
);

ebupotRoutes.post(
  '/bupot/:id{[0-9]+}/cancel',
  validate('param', idParam),
  validate('json', cancelBupotSchema),
  async (c) =>
    c.json<BupotDetail>(
      await cancelSlip(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason),
    ),
);
