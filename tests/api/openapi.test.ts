import { chromium } from '@playwright/test';
import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { apiErrorSchema } from '../../contract/common/responses';
import { chromiumArgs } from '../../playwright.config';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DB } from '../../server/db/client';
import {
  endpointKey,
  endpointOf,
  type MountedRoute,
  mountedRoutes,
  openApiPath,
  UNDOCUMENTED_PREFIX,
  validatedInputs,
} from '../../server/openapi/document';
import { ENDPOINTS } from '../../server/openapi/endpoints';
import { loginDemo } from './helpers/accounts';
import { apiUrl, call } from './http';

// The OpenAPI document (GET /api/openapi.json) against the routes the server really mounts:
// every one is there with its request schemas (read off the route's validators) and its answer
// schemas (the contract's zod schemas), the document validates as OpenAPI 3.1, and real
// answers of the running server match the schemas the document gives them.

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The app as the server builds it (routes only: nothing here touches the database). */
const app = createApp({
  db: {} as DB,
  config: loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1', DEV_MAILBOX: '1', SANDBOX: '1' }),
});
const routes = mountedRoutes(app);

let doc: Document;
beforeAll(async () => {
  const res = await fetch(`${apiUrl()}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});

const shapeKeys = (schema: ZodType) => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

/** What is missing from the document for one mounted route (empty when it is complete). */
function gaps(route: MountedRoute): string[] {
  const where = `${route.method.toUpperCase()} ${route.path}`;
  const op = doc.paths[openApiPath(route.path)]?.[route.method];
  if (!op) return [`${where}: not in the document`];
  const problems: string[] = [];
  const params = op.parameters ?? [];
  for (const { target, schema } of validatedInputs(route)) {
    if (target === 'json' && !op.requestBody?.content['application/json']?.schema)
      problems.push(`${where}: no JSON request body schema`);
    const place = target === 'query' ? 'query' : target === 'param' ? 'path' : null;
    for (const key of place ? shapeKeys(schema) : [])
      if (!params.some((p) => p.in === place && p.name === key && p.schema))
        problems.push(`${where}: ${place} parameter ${key} missing`);
  }
  for (const [, name] of route.path.matchAll(/:(\w+)/g))
    if (!params.some((p) => p.in === 'path' && p.name === name))
      problems.push(`${where}: path parameter ${name}`);
  if (['post', 'put', 'patch'].includes(route.method) && !op.requestBody && !endpointOf(route)?.noBody)
    problems.push(`${where}: reads a body the document does not describe (or mark it noBody)`);
  const success = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
  if (!success.length) problems.push(`${where}: no 2xx answer`);
  for (const [status, answer] of success)
    if (!Object.values(answer.content ?? {}).some((media) => media.schema))
      problems.push(`${where}: ${status} answer has no schema`);
  if (!op.responses.default?.content?.['application/json']?.schema)
    problems.push(`${where}: the error answer is not described`);
  return problems;
}

/** Paths not in OpenAPI syntax ({name}, no Hono :name, * or pattern), or whose {names} differ from their path parameters. */
function pathSyntaxProblems(paths: Document['paths']): string[] {
  const problems: string[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    if (/[:*]|\{(?!\w+\})/.test(path)) problems.push(`${path}: not OpenAPI path syntax`);
    const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [method, op] of Object.entries(ops)) {
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      if (declared.join() !== named.join())
        problems.push(`${method} ${path}: path parameters [${declared}], in the path [${named}]`);
    }
  }
  return problems;
}

describe('OpenAPI document', () => {
  it('is served without the API key and validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('the validator rejects a broken document (the check above can fail)', async () => {
    const broken = structuredClone(doc);
    broken.paths['/api/profile'].get.parameters = [{ in: 'body', name: 'nothing' }];
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });

  it('writes every path in OpenAPI syntax, {name}, each declared as a path parameter', () => {
    expect(pathSyntaxProblems(doc.paths)).toEqual([]);
    const hono = { '/api/x/:id': { get: { parameters: [{ in: 'path', name: 'id' }], responses: {} } } };
    expect(pathSyntaxProblems(hono)).toEqual(['/api/x/:id: not OpenAPI path syntax', expect.any(String)]);
  });

  it('has every route the server mounts, with its request and answer schemas', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.flatMap(gaps)).toEqual([]);
  });

  it('documents no route the server does not mount', () => {
    const mounted = new Set(routes.map((r) => endpointKey(r.method, r.path)));
    const stale = ENDPOINTS.map((e) => endpointKey(e.method, e.path)).filter((key) => !mounted.has(key));
    expect(stale).toEqual([]);
  });

  it('leaves out only the development routes (mounted for tests, never in production)', () => {
    const dev = app.routes.filter((r) => r.path.startsWith(UNDOCUMENTED_PREFIX) && r.method !== 'ALL');
    expect(dev.length).toBeGreaterThan(0);
    const documented = Object.keys(doc.paths).filter((p) => p.startsWith(UNDOCUMENTED_PREFIX));
    expect(documented).toEqual([]);
  });

  it('reads request schemas off the routes: a query the route validates is listed in full', () => {
    const list = doc.paths['/api/invoice'].get.parameters?.map((p) => `${p.in}:${p.name}`) ?? [];
    expect(list).toEqual(
      expect.arrayContaining(['query:status', 'query:page', 'query:perPage', 'query:sort']),
    );
    const issue = doc.paths['/api/bupot/{id}/issue'].post;
    expect(issue.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
    expect(issue.requestBody?.content['application/json']).toBeDefined();
    expect(doc.paths['/api/sertifikat'].post.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('asks for the API key everywhere but the probes and the docs, and for a session where the route does', () => {
    expect(doc.paths['/api/profile'].get.security).toEqual([{ apiKey: [], bearer: [] }]);
    expect(doc.paths['/api/login'].post.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
  });
});

describe('interactive docs', () => {
  // Swagger UI (5.35) draws a list of 150 entries or more (tags and operations) virtualised: only
  // what is near the window is in the page (9 of 161 in a 720 px window), so the test scrolls the
  // whole list through and gathers every operation drawn on the way.
  it('GET /api/docs renders every operation under the portal CSP, loading nothing from another host', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
      const problems: string[] = [];
      const origins = new Set<string>();
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('request', (r) => origins.add(new URL(r.url()).origin));
      const res = await page.goto(`${apiUrl()}/api/docs`);
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { name: /Portal Pajak API/ }).waitFor({ timeout: 20_000 });

      // an operation opens with its answer schema
      const profile = page.locator('#operations-Authentication-getProfile');
      await profile.getByRole('button').first().click();
      await profile.locator('.responses-wrapper').getByText('email').first().waitFor();

      const operationIds = Object.values(doc.paths).flatMap((ops) =>
        Object.values(ops).map((op) => op.operationId ?? '(no operationId)'),
      );
      expect(operationIds.length).toBeGreaterThan(150);
      const drawn = new Set<string>();
      const missing = () => operationIds.filter((id) => ![...drawn].some((d) => d.endsWith(`-${id}`)));
      // a loaded machine may draw the list a frame or more behind the scroll and skip a stretch:
      // pass through again (at most twice more) while some operation was never seen
      for (let pass = 0; pass < 3 && (pass === 0 || missing().length); pass++) {
        // from the top (opening an operation scrolls to it)
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('#operations-Operations-getHealth').waitFor();
        for (let step = 0; step < 200; step++) {
          for (const id of await page.locator('.opblock').evaluateAll((els) => els.map((e) => e.id)))
            drawn.add(id);
          const moved = await page.evaluate(() => {
            const before = window.scrollY;
            window.scrollBy(0, window.innerHeight / 3);
            return window.scrollY !== before;
          });
          if (!moved) break;
          // the list follows the scroll on a later frame: two frames, then an operation in the window
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          await page.waitForFunction(() =>
            [...document.querySelectorAll('.opblock')].some((e) => {
              const box = e.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight;
            }),
          );
        }
      }
      expect(missing()).toEqual([]);
      expect(drawn.size).toBe(operationIds.length);
      expect(problems).toEqual([]);
      expect([...origins]).toEqual([new URL(apiUrl()).origin]);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('serves only the UI files it names from swagger-ui-dist', async () => {
    const css = await fetch(`${apiUrl()}/api/docs/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    for (const name of ['package.json', '..%2Fpackage.json', 'index.html'])
      expect((await fetch(`${apiUrl()}/api/docs/${name}`)).status).toBe(404);
  });
});

describe('real answers match the documented schemas', () => {
  let token: string;
  let adminToken: string | undefined;
  beforeAll(async () => {
    token = await loginDemo('client');
  });

  /** The documented 2xx schema of `method path` (contract path, relative to /api). */
  const answerSchema = (method: string, path: string, status = 200): ZodType => {
    const endpoint = ENDPOINTS.find((e) => endpointKey(e.method, e.path) === endpointKey(method, path));
    const answer = endpoint?.answers[status];
    if (!answer || 'media' in answer) throw new Error(`no JSON answer documented for ${method} ${path}`);
    return answer as ZodType;
  };

  /** Parses the real answer; extra fields (which parsing strips) count as drift too. */
  const expectMatches = (schema: ZodType, body: unknown) => {
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body);
  };

  it.each([
    ['/profile', '/profile'],
    ['/sessions', '/sessions'],
    ['/notifications', '/notifications'],
    ['/app-bar/search?q=inv&lng=en', '/app-bar/search'],
    ['/invoice', '/invoice'],
    ['/transaksi', '/transaksi'],
    ['/dompet', '/dompet'],
    ['/dashboard', '/dashboard'],
    ['/penjual', '/penjual'],
    ['/listbank', '/listbank'],
    ['/informasibank?code=002', '/informasibank'],
    ['/kodeobjekpajak', '/kodeobjekpajak'],
    ['/bupot', '/bupot'],
    ['/bupot/signers', '/bupot/signers'],
    ['/bupot/deadlines?masa=1&tahun=2026', '/bupot/deadlines'],
    ['/bupot/masa?tahun=2026', '/bupot/masa'],
    ['/penandatangan', '/penandatangan'],
    ['/efin', '/efin'],
    ['/sertifikat', '/sertifikat'],
  ])('GET %s', async (url, path) => {
    const reply = await call(url, { token });
    expect(reply.status).toBe(200);
    expectMatches(answerSchema('get', path), reply.body);
  });

  it.each([
    ['/users', '/users'],
    ['/admin/summary', '/admin/summary'],
    ['/admin/dashboards/crm', '/admin/dashboards/crm'],
    ['/admin/dashboards/analytics', '/admin/dashboards/analytics'],
    ['/admin/dashboards/ecommerce', '/admin/dashboards/ecommerce'],
    ['/admin/roles', '/admin/roles'],
    ['/admin/permissions', '/admin/permissions'],
    ['/admin/audit', '/admin/audit'],
  ])('GET %s as the admin', async (url, path) => {
    adminToken ??= await loginDemo('admin');
    const reply = await call(url, { token: adminToken });
    expect(reply.status).toBe(200);
    expectMatches(answerSchema('get', path), reply.body);
  });

  it("an account's card, sessions and slips as the admin", async () => {
    adminToken ??= await loginDemo('admin');
    const { id } = (await call('/profile', { token })).body;
    for (const [url, path] of [
      [`/admin/users/${id}`, '/admin/users/:id'],
      [`/admin/users/${id}/sessions`, '/admin/users/:id/sessions'],
      [`/admin/users/${id}/slips`, '/admin/users/:id/slips'],
    ]) {
      const reply = await call(url, { token: adminToken });
      expect(reply.status, url).toBe(200);
      expectMatches(answerSchema('get', path), reply.body);
    }
  });

  it('a bill and a slip in detail, with their nested payments, audit and versions', async () => {
    const list = await call('/invoice?perPage=100', { token });
    const paid =
      list.body.invoices.find((i: { status: string }) => i.status === 'LUNAS') ?? list.body.invoices[0];
    expect(paid).toBeDefined();
    const invoice = await call(`/invoice/${paid.id}`, { token });
    expectMatches(answerSchema('get', '/invoice/:id'), invoice.body);

    const slips = await call('/bupot?perPage=100', { token });
    expect(slips.body.transaksis.length).toBeGreaterThan(0);
    const slip = await call(`/bupot/${slips.body.transaksis[0].id}`, { token });
    expectMatches(answerSchema('get', '/bupot/:id'), slip.body);
  });

  it('the probes, without the API key', async () => {
    for (const path of ['/health', '/ready']) {
      const reply = await call(path, { apiKey: null });
      expect(reply.status).toBe(200);
      expectMatches(answerSchema('get', path), reply.body);
    }
  });

  it('error answers have the documented error shape', async () => {
    const replies = [
      await call('/invoice/2147483000', { token }),
      await call('/invoice?status=NOPE', { token }),
      await call('/profile'),
      await call('/profile', { apiKey: null }),
    ];
    expect(replies.map((r) => r.status)).toEqual([404, 400, 401, 401]);
    for (const reply of replies) expect(apiErrorSchema.safeParse(reply.body).success).toBe(true);
  });

  it('catches drift: an answer with a field the schema does not name fails the check', async () => {
    const reply = await call('/profile', { token });
    const schema = answerSchema('get', '/profile');
    expect(schema.safeParse({ ...reply.body, undocumented: 1 }).data).not.toEqual({
      ...reply.body,
      undocumented: 1,
    });
    expect(schema.safeParse({ ...reply.body, id: 'one' }).success).toBe(false);
  });
});
