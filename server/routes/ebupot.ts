import { Hono } from 'hono';
import { idParamSchema } from '../../contract/common/schemas';
import {
  type BupotDeadlines,
  type BupotDetail,
  type BupotList,
  type BupotMasaList,
  type BupotMasaStatus,
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
  masaCorrectionSchema,
  masaReportSchema,
  masaStatesQuerySchema,
} from '../../contract/ebupot/schemas';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { requireAuth, requireClient } from '../middleware/auth';
import { ensureTaxObjectCodes, listCodes } from '../services/ebupot/codes';
import { slipsToCsv } from '../services/ebupot/csv';
import { deadlinesFor } from '../services/ebupot/deadlines';
import { listMasaStates, markMasaReported, openMasaCorrection } from '../services/ebupot/masa-lock';
import {
  cancelSlip,
  correctSlip,
  createDraft,
  deleteDraft,
  issueSlip,
  updateDraft,
} from '../services/ebupot/slip-lifecycle';
import { getSlip, listSlips, slipsForExport } from '../services/ebupot/slip-queries';
import { bupotSigners } from '../services/ebupot/slip-signers';
import { routeOf } from './route-of';

// E-Bupot under /api: tax object codes and withholding slips (see contract/ebupot.ts).
export const ebupotRoutes = new Hono<AppEnv>();

// Middleware only on this domain's paths (the router is mounted at '/', beside the others).
// Hono's '/bupot/*' matches '/bupot' itself too: listing it apart ran the session lookup twice.
for (const path of [EBUPOT_PATHS.codes, `${EBUPOT_PATHS.slips}/*`]) {
  ebupotRoutes.use(path, requireAuth, async (c, next) => {
    await ensureTaxObjectCodes(c.get('db'));
    await next();
  });
}

/** Only digits reach the slip routes, so /bupot/deadlines and the like stay theirs. */
const slipId = ':id{[0-9]+}';

ebupotRoutes.get(EBUPOT_PATHS.codes, validate('query', kodeObjekQuerySchema), async (c) => {
  const data = await listCodes(c.get('db'), c.req.valid('query'));
  return c.json<KodeObjekPajakList>({ data, total: data.length });
});

// The list and its period figures (allData) are one client's: for the admin they would add up
// different withholders under a client's labels.
ebupotRoutes.get(EBUPOT_PATHS.slips, requireClient, validate('query', bupotListQuerySchema), async (c) =>
  c.json<BupotList>(await listSlips(c.get('db'), c.get('user'), c.req.valid('query'))),
);

ebupotRoutes.get(EBUPOT_PATHS.deadlines, validate('query', deadlinesQuerySchema), (c) => {
  const { masa, tahun } = c.req.valid('query');
  return c.json<BupotDeadlines>(deadlinesFor(masa, tahun));
});

ebupotRoutes.get(
  EBUPOT_PATHS.exportCsv,
  requireClient,
  validate('query', bupotListQuerySchema),
  async (c) => {
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
  },
);

ebupotRoutes.get(EBUPOT_PATHS.signers, async (c) =>
  c.json<{ data: BupotSignerOption[] }>({ data: await bupotSigners(c.get('db'), c.get('user').id) }),
);

ebupotRoutes.get(routeOf(EBUPOT_PATHS.slip, slipId), validate('param', idParamSchema), async (c) =>
  c.json<BupotDetail>(await getSlip(c.get('db'), c.get('user'), c.req.valid('param').id)),
);

ebupotRoutes.post(EBUPOT_PATHS.slips, validate('json', bupotInputSchema), async (c) =>
  c.json<BupotDetail>(await createDraft(c.get('db'), c.get('user'), c.req.valid('json')), 201),
);

ebupotRoutes.put(
  routeOf(EBUPOT_PATHS.slip, slipId),
  validate('param', idParamSchema),
  validate('json', bupotInputSchema),
  async (c) =>
    c.json<BupotDetail>(
      await updateDraft(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    ),
);

ebupotRoutes.delete(routeOf(EBUPOT_PATHS.slip, slipId), validate('param', idParamSchema), async (c) => {
  await deleteDraft(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json({ ok: true, message: 'Draft deleted' });
});

ebupotRoutes.post(routeOf(EBUPOT_PATHS.issue, slipId), validate('param', idParamSchema), async (c) => {
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
  routeOf(EBUPOT_PATHS.correct, slipId),
  validate('param', idParamSchema),
  validate('json', bupotInputSchema),
  async (c) =>
    c.json<BupotDetail>(
      await correctSlip(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
);

ebupotRoutes.post(
  routeOf(EBUPOT_PATHS.cancel, slipId),
  validate('param', idParamSchema),
  validate('json', cancelBupotSchema),
  async (c) =>
    c.json<BupotDetail>(
      await cancelSlip(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason),
    ),
);

// A masa's state is one client's SPT: the admin has none of its own to read.
ebupotRoutes.get(
  EBUPOT_PATHS.masaStates,
  requireClient,
  validate('query', masaStatesQuerySchema),
  async (c) =>
    c.json<BupotMasaList>(await listMasaStates(c.get('db'), c.get('user'), c.req.valid('query').tahun)),
);

ebupotRoutes.post(EBUPOT_PATHS.masaReport, validate('json', masaReportSchema), async (c) =>
  c.json<BupotMasaStatus>(await markMasaReported(c.get('db'), c.get('user'), c.req.valid('json'))),
);

ebupotRoutes.post(EBUPOT_PATHS.masaCorrection, validate('json', masaCorrectionSchema), async (c) =>
  c.json<BupotMasaStatus>(await openMasaCorrection(c.get('db'), c.get('user'), c.req.valid('json'))),
);
