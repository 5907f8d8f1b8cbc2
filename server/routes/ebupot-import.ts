import { type Context, Hono } from 'hono';
import { EBUPOT_IMPORT_PATHS as P } from '../../contract/ebupot-import';
import {
  importCommitSchema,
  importParamSchema,
  importRowParamSchema,
  importRowPatchSchema,
} from '../../contract/ebupot-import/schemas';
import type { AppEnv } from '../env';
import { badRequest } from '../lib/errors';
import { retryAfterHeader, SlidingWindowLimiter, takeSlots } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth, requireClient } from '../middleware/auth';
import { ensureTaxObjectCodes } from '../services/ebupot/codes';
import { commitImport, createImport, getImport, patchRow } from '../services/ebupot-import/imports';
import { templateCsv, templateXlsx } from '../services/ebupot-import/template';
import { parseInput, readBody } from '../services/settings/parse';
import { routeOf } from './route-of';

// E-Bupot spreadsheet import (issue 21): the client's own imports only. Mounted before the slip
// routes (their /bupot/* middleware also runs: sign-in and the code table).
export const ebupotImportRoutes = new Hono<AppEnv>();

const limits = {
  upload: new SlidingWindowLimiter('bupot_import_upload', 30, 10 * 60_000),
  edit: new SlidingWindowLimiter('bupot_import_edit', 1200, 10 * 60_000),
  commit: new SlidingWindowLimiter('bupot_import_commit', 20, 10 * 60_000),
};
const limited = (c: Context<AppEnv>, which: keyof typeof limits) =>
  takeSlots(
    c.get('rateLimits'),
    [[limits[which], String(c.get('user').id)]],
    'Too many imports in a short time; try again in a few minutes',
  );

const id = ':id{[0-9]+}';
const line = ':line{[0-9]+}';

// '/bupot/import/*' matches '/bupot/import' too (Hono): one pattern, so the session is read once
for (const path of ['/bupot/import/*'])
  ebupotImportRoutes.use(path, requireAuth, requireClient, retryAfterHeader, async (c, next) => {
    await ensureTaxObjectCodes(c.get('db'));
    await next();
  });

ebupotImportRoutes.get(P.template('xlsx'), async (c) =>
  c.body(new Uint8Array(await templateXlsx()), 200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': 'attachment; filename="template-ebupot-unifikasi.xlsx"',
    'Cache-Control': 'no-store',
  }),
);

ebupotImportRoutes.get(P.template('csv'), (c) =>
  c.body(templateCsv(), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="template-ebupot-unifikasi.csv"',
    'Cache-Control': 'no-store',
  }),
);

ebupotImportRoutes.post(P.imports, async (c) => {
  await limited(c, 'upload');
  const { files } = await readBody(c.req);
  const file = files.file;
  if (!file) throw badRequest('Choose a file', 'validation', { file: 'Choose a file' });
  const preview = await createImport(c.get('db'), c.get('user'), {
    name: file.name || 'import',
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return c.json(preview, 201);
});

ebupotImportRoutes.get(routeOf(P.import, id), validate('param', importParamSchema), async (c) =>
  c.json(await getImport(c.get('db'), c.get('user'), c.req.valid('param').id)),
);

ebupotImportRoutes.patch(
  P.row(id as unknown as number, line as unknown as number),
  validate('param', importRowParamSchema),
  validate('json', importRowPatchSchema),
  async (c) => {
    await limited(c, 'edit');
    const { id: importId, line: at } = c.req.valid('param');
    const row = await patchRow(c.get('db'), c.get('user'), importId, at, c.req.valid('json').values);
    return c.json({ row });
  },
);

ebupotImportRoutes.post(routeOf(P.commit, id), validate('param', importParamSchema), async (c) => {
  await limited(c, 'commit');
  // the body is optional ({ expected }): none, or JSON
  const text = (await c.req.text()).trim();
  const body = text
    ? await Promise.resolve(text)
        .then(JSON.parse)
        .catch(() => null)
    : {};
  if (body === null) throw badRequest('Malformed request body', 'malformed');
  const { expected } = parseInput(importCommitSchema, body);
  const answer = await commitImport(c.get('db'), c.get('user'), c.req.valid('param').id, expected);
  return c.json(answer, 201);
});
