import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { DOCS_PATH, DOCUMENT_PATH, docsPage, docsStartScript } from './docs-page';
import { buildOpenApiDocument, type RoutedApp } from './document';

// GET /api/openapi.json (the document, built once from the mounted routes on first request) and
// GET /api/docs (Swagger UI). Both without the API key: the document holds no data, and a
// browser opening the docs sends none. Mounted under /api before the key check.

const API_BASE = '/api';
const require = createRequire(import.meta.url);
/** The UI's own files, by name: nothing else under the package is served. */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};
const ASSET_CACHE = 'public, max-age=3600';

export function apiDocsRoutes(app: RoutedApp, options: { apiKeyHeader: string }) {
  const routes = new Hono<AppEnv>();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const uiDir = dirname(require.resolve('swagger-ui-dist/package.json'));

  routes.get(DOCUMENT_PATH, (c) => {
    document ??= buildOpenApiDocument(app, options);
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });

  routes.get(DOCS_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(docsPage(API_BASE));
  });

  routes.get(`${DOCS_PATH}/start.js`, (c) =>
    c.body(docsStartScript(API_BASE), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  routes.get(`${DOCS_PATH}/:file`, async (c) => {
    const name = c.req.param('file');
    const type = Object.hasOwn(UI_FILES, name) ? UI_FILES[name] : undefined;
    if (!type) throw notFound(`No such file: ${name}`);
    const bytes = await readFile(join(uiDir, name));
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': type, 'Cache-Control': ASSET_CACHE });
  });

  return routes;
}
