import type { RouterRoute } from 'hono/types';
import type { ZodType } from 'zod';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { adminUserRowSchema } from '../../contract/admin/responses';
import { sessionInfoSchema, userSchema } from '../../contract/auth/responses';
import {
  bankInfoSchema,
  invoiceSchema,
  ledgerEntrySchema,
  transaksiSchema,
} from '../../contract/billing/responses';
import { apiErrorSchema } from '../../contract/common/responses';
import { APP_NAME } from '../../contract/config';
import { bupotDetailSchema, bupotSchema, kodeObjekPajakSchema } from '../../contract/ebupot/responses';
import { certificateInfoSchema, signerSchema } from '../../contract/settings/responses';
import { notificationItemSchema, searchResultSchema } from '../../contract/shell/responses';
import { validators } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { type Answer, ENDPOINTS, type Endpoint, type Method } from './endpoints';

/** Mounted only with the development mailbox or the test clock, never in production. */
export const UNDOCUMENTED_PREFIX = '/api/dev/';
const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

/** A Hono app as far as the document needs it. */
export type RoutedApp = { readonly routes: readonly RouterRoute[] };

export interface MountedRoute {
  method: Method;
  /** Hono pattern, e.g. /api/bupot/:id{[0-9]+} */
  path: string;
  /** every handler and middleware that runs for it, in order */
  chain: unknown[];
}

/** '/api/bupot/:id{[0-9]+}' → '/api/bupot/{id}' */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** Whether a middleware pattern ('/api/*', '/api/admin/*', '/api/users') covers a route path. */
function covers(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  for (const [i, segment] of want.entries()) {
    if (segment === '*' && i === want.length - 1) return true;
    if (i >= have.length) return false;
    if (!(segment.startsWith(':') || segment === have[i])) return false;
  }
  return want.length === have.length;
}

/** The API routes an app mounts: one per method and path, with the handlers each runs. */
export function mountedRoutes(app: RoutedApp): MountedRoute[] {
  const found = new Map<string, MountedRoute>();
  for (const r of app.routes) {
    const method = r.method.toLowerCase();
    if (!METHODS.has(method) || !r.path.startsWith('/api/') || r.path.startsWith(UNDOCUMENTED_PREFIX))
      continue;
    const key = `${method} ${r.path}`;
    if (!found.has(key)) {
      const shared = app.routes
        .filter((u) => u.method === 'ALL' && covers(u.path, r.path))
        .map((u) => u.handler);
      found.set(key, { method: method as Method, path: r.path, chain: shared });
    }
    found.get(key)!.chain.push(r.handler);
  }
  return [...found.values()];
}

/** The request schemas a route's own validators check (server/lib/validate.ts). */
export function validatedInputs(route: MountedRoute) {
  return route.chain.flatMap((h) => {
    const v = typeof h === 'function' ? validators.get(h) : undefined;
    return v ? [v] : [];
  });
}

export const endpointKey = (method: string, path: string) =>
  `${method} ${openApiPath(path).replace(/^\/api(?=\/)/, '')}`;

const ENDPOINT_BY_KEY = new Map(ENDPOINTS.map((e) => [endpointKey(e.method, e.path), e]));
export const endpointOf = (route: MountedRoute) => ENDPOINT_BY_KEY.get(endpointKey(route.method, route.path));

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 503: 'Not ready' };
const errorContent = { 'application/json': { schema: apiErrorSchema } };

function answerContent(answer: Answer) {
  if ('media' in answer && Array.isArray(answer.media)) {
    const schema = z.string().meta({ format: 'binary' });
    return Object.fromEntries(answer.media.map((type) => [type, { schema }]));
  }
  return { 'application/json': { schema: answer as ZodType } };
}

function operation(route: MountedRoute, endpoint: Endpoint | undefined): ZodOpenApiOperationObject {
  const inputs = validatedInputs(route);
  const signedIn = route.chain.includes(requireAuth);
  const query = inputs.find((i) => i.target === 'query')?.schema;
  const params = inputs.find((i) => i.target === 'param')?.schema;
  const json = inputs.find((i) => i.target === 'json')?.schema;
  const named = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const path =
    params ?? (named.length ? z.object(Object.fromEntries(named.map((n) => [n, z.string()]))) : undefined);

  const responses: ZodOpenApiResponsesObject = {};
  for (const [code, answer] of Object.entries(endpoint?.answers ?? {})) {
    const status = code as `2${string}`;
    const description =
      'description' in answer && typeof answer.description === 'string' && 'media' in answer
        ? answer.description
        : (STATUS_TEXT[Number(code)] ?? 'Answer');
    responses[status] = { description, content: answerContent(answer) };
  }
  if (inputs.length || endpoint?.body)
    responses['400'] ??= { description: 'The request is not valid (see `fields`)', content: errorContent };
  if (signedIn)
    responses['401'] ??= { description: 'Not signed in, or the session expired', content: errorContent };
  responses.default = { description: 'Any other error', content: errorContent };

  const body = json
    ? { required: true, content: { 'application/json': { schema: json } } }
    : endpoint?.body && {
        required: endpoint.body.required,
        content: Object.fromEntries(
          endpoint.body.media.map((type) => [type, { schema: endpoint.body!.schema }]),
        ),
      };

  return {
    operationId: operationId(route),
    summary: endpoint?.summary ?? 'Not documented',
    tags: [endpoint?.tag ?? 'Not documented'],
    ...(query || path ? { requestParams: { ...(query && { query }), ...(path && { path }) } } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: endpoint?.public ? [] : signedIn ? [{ apiKey: [], bearer: [] }] : [{ apiKey: [] }],
  } as ZodOpenApiOperationObject;
}

/** getInvoiceById, postBupotByIdIssue, … */
function operationId(route: MountedRoute): string {
  const words = openApiPath(route.path)
    .replace(/^\/api\//, '')
    .split(/[/.\-_]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `By${cap(w.slice(1, -1))}` : cap(w)));
  return route.method + words.join('');
}
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Named in components/schemas rather than repeated at every use. */
const COMPONENTS: Record<string, ZodType> = {
  ApiError: apiErrorSchema,
  User: userSchema,
  Session: sessionInfoSchema,
  AdminUser: adminUserRowSchema,
  SearchResult: searchResultSchema,
  Notification: notificationItemSchema,
  Invoice: invoiceSchema,
  Transaksi: transaksiSchema,
  BankInfo: bankInfoSchema,
  LedgerEntry: ledgerEntrySchema,
  KodeObjekPajak: kodeObjekPajakSchema,
  Bupot: bupotSchema,
  BupotDetail: bupotDetailSchema,
  Signer: signerSchema,
  Certificate: certificateInfoSchema,
};

/** The OpenAPI 3.1 document of every API route `app` mounts (/api/dev/* aside). */
export function buildOpenApiDocument(app: RoutedApp, { apiKeyHeader }: { apiKeyHeader: string }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of mountedRoutes(app)) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route, endpointOf(route)) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${APP_NAME} API`,
      version: '1',
      description:
        'Every answer that is not 2xx has the shape { error, code?, fields? }. Requests carry the product API key header; signed-in ones also a bearer token from POST /api/login.',
    },
    paths,
    components: {
      schemas: COMPONENTS,
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: apiKeyHeader },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  });
}
