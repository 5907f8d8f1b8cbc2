import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { ALL_ROUTE_LIST } from '../../contract/routes/all';
import { shellKeys } from '../../server/app-shell';
import { escapeHtml } from '../../server/lib/mail/html';
import { JSON_COMPRESS_THRESHOLD } from '../../server/middleware/compress';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { type RunningServer, startServer } from './start-server';

// Issue 13, delivery: the build writes brotli and gzip copies of its text files, the server sends
// the best one the browser takes (br > gzip > identity) and compresses larger JSON answers. Read
// over plain node:http, which (unlike fetch) hands over the bytes as they were sent. Needs the
// portal built (`npm run build`, which `npm test` runs before this suite).

const dist = resolve(process.env.STATIC_DIR ?? 'dist');

/** The file a source module or a named chunk was built into (chunks are named by their hash). */
function builtFile(key: string): string {
  const manifest: Record<string, { file: string; name?: string; isEntry?: boolean }> = JSON.parse(
    readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
  );
  const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.name === key && !c.isEntry);
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  return `/${chunk.file}`;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body;
const varies = (r: Raw) => String(r.headers.vary ?? '').toLowerCase();

const CHROME = 'gzip, deflate, br, zstd';
/** Accept-Encoding → the encoding the server must answer with (undefined: none, the file as it is). */
const CHOICES: [string | undefined, string | undefined][] = [
  [CHROME, 'br'],
  ['br', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['identity', undefined],
  ['deflate', undefined],
  [undefined, undefined],
];
/**
 * The page weighs q values too. (Files go through @hono/node-server's serveStatic, which takes the
 * listed names only: a weighted header gets the file as it is there, which is never wrong.)
 */
const WEIGHTED: typeof CHOICES = [
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['gzip;q=0.5, br', 'br'],
  ['*', 'br'],
  ['*;q=0', undefined],
];

describe('build-time compressed copies', () => {
  const files = () => {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== '.vite') walk(path);
        } else out.push(path);
      }
    };
    walk(dist);
    return out;
  };

  it('every JS, CSS, HTML, SVG and JSON file has a smaller .br and .gz copy of the same bytes', () => {
    expect(existsSync(join(dist, 'index.html')), `${dist} is not built: run npm run build`).toBe(true);
    const text = files().filter((f) => /\.(js|css|html|svg|json)$/.test(f));
    // each language's strings of every page, and of the admin workspace (scripts/locales.ts)
    expect(text.filter((f) => f.includes(`${join(dist, 'locales')}`))).toHaveLength(8);
    for (const file of text) {
      const raw = readFileSync(file);
      for (const [suffix, unpack] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        // a file too small to gain keeps no copy; anything of a kilobyte gains
        if (!existsSync(file + suffix)) {
          expect(raw.length, `${file}${suffix} is missing`).toBeLessThan(1024);
          continue;
        }
        const packed = readFileSync(file + suffix);
        expect(packed.length, file + suffix).toBeLessThan(raw.length);
        expect(unpack(packed).equals(raw), `${file}${suffix} holds other bytes`).toBe(true);
      }
    }
  });

  it('the fonts (woff2, compressed inside already) get no copy', () => {
    const fonts = files().filter((f) => f.endsWith('.woff2'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(existsSync(`${font}.br`) || existsSync(`${font}.gz`), font).toBe(false);
  });
});

describe('the server picks the encoding', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ env: { STATIC_DIR: dist } });
    const demo = DEMO_ACCOUNTS.find((a) => a.key === 'client')!;
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    token = ((await res.json()) as { content: { access_token: string } }).content.access_token;
  });
  afterAll(() => server?.stop());

  const html = () => readFileSync(join(dist, 'index.html'), 'utf8');
  /** The entry, its preloaded imports and its CSS, as the built page names them. */
  const assets = () => [...html().matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

  it.each(CHOICES)('hashed JS and CSS for Accept-Encoding %j: %s, immutable', async (accept, expected) => {
    expect(assets().length).toBeGreaterThanOrEqual(3);
    for (const path of assets()) {
      const res = await get(server.url + path, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe(expected);
      expect(varies(res), path).toContain('accept-encoding');
      expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length']), path).toBe(res.body.length);
      expect(decode(res).equals(readFileSync(join(dist, path))), `${path} decodes to the built file`).toBe(
        true,
      );
      expect(String(res.headers['content-type']), path).toMatch(/javascript|css/);
    }
  });

  it.each([...CHOICES, ...WEIGHTED])(
    'the page (any route) for Accept-Encoding %j: %s, no-cache',
    async (accept, expected) => {
      for (const path of ['/', '/login', '/client/invoice/list']) {
        const page = (await get(server.url + path)).body;
        const res = await get(server.url + path, accept === undefined ? {} : { 'accept-encoding': accept });
        expect(res.status, path).toBe(200);
        expect(res.headers['content-encoding'], path).toBe(expected);
        expect(varies(res), path).toContain('accept-encoding');
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
        expect(decode(res).equals(page), path).toBe(true);
      }
    },
  );

  it('each page is the built page naming its own code for preloading, which the server has', async () => {
    const built = html();
    const builtEntry = built.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)![1];
    const builtPreloads = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    const cases = [
      ['/login', builtFile('src/features/auth/pages/LoginPage.tsx')],
      ['/client/dashboards', builtFile('src/features/dashboard/pages/DashboardPage.tsx')],
      ['/client/invoice/list', builtFile('src/features/invoices/pages/InvoiceListPage.tsx')],
      ['/client/invoice/12', builtFile('src/features/invoices/pages/InvoiceDetailPage.tsx')],
    ] as const;
    for (const [path, pageCode] of cases) {
      const sent = (await get(server.url + path)).body.toString('utf8');
      // /login, the dashboard and the bill list also hold their pre-rendered look (the next tests),
      // right after #root
      const shell = sent.match(/<div id="boot-shell"[\s\S]*?(?=\n\s*<\/body>)/)?.[0];
      expect(Boolean(shell), path).toBe(path !== '/client/invoice/12');
      const page = shell ? sent.replace(shell, '') : sent;
      if (shell) {
        // a pre-rendered page names its code, entry first, for public/boot.js to ask for after
        // the first frame: no script or module preload of its own in the head
        const meta = page.match(/\n\s*<meta name="app-modules" content="([^"]+)">/)!;
        const modules = meta[1].split(' ');
        expect(modules[0], path).toBe(builtEntry);
        expect(modules, path).toEqual(expect.arrayContaining([...builtPreloads, pageCode]));
        expect(new Set(modules).size, path).toBe(modules.length);
        expect(page, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
        for (const href of modules) expect((await get(server.url + href)).status, href).toBe(200);
        continue;
      }
      const links = [...page.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      const added = links.filter((m) => !built.includes(m[0]));
      expect(
        added.map((m) => m[1]),
        path,
      ).toContain(pageCode);
      // nothing named twice, nothing else changed
      expect(new Set(links.map((m) => m[1])).size, path).toBe(links.length);
      expect(
        added.reduce((rest, m) => rest.replace(m[0], ''), page),
        path,
      ).toBe(built);
      for (const [, href] of added) expect((await get(server.url + href)).status, href).toBe(200);
    }
    // an address of no page gets the built page as it is
    expect((await get(`${server.url}/no/such/page`)).body.toString('utf8')).toBe(built);
  });

  it('/login holds the sign-in card pre-rendered in every language, from the built locale texts', async () => {
    const page = (await get(`${server.url}/login`, { 'accept-encoding': CHROME })).body;
    const text = brotliDecompressSync(page).toString('utf8');
    const shell = text.slice(text.indexOf('<div id="boot-shell" inert aria-hidden="true">'));
    expect(shell.length).toBeLessThan(text.length);
    for (const lng of ['en', 'id', 'fr', 'ar']) {
      const locale = JSON.parse(readFileSync(join(dist, 'locales', `${lng}.json`), 'utf8'));
      const card = shell.slice(shell.indexOf(`<div lang="${lng}"`));
      expect(card.length, lng).toBeLessThan(shell.length);
      for (const words of [locale.auth.login.subtitle, locale.auth.login.submit, locale.auth.fields.password])
        expect(card, lng).toContain(`>${words.replace(/&/g, '&amp;')}<`);
    }
    // the card is shown only in <html lang>'s language, and never once the real one has rendered
    expect(shell).toContain('html[lang=ar] #boot-shell>[lang=ar]');
    expect(shell).toContain('#root:has(h1)~#boot-shell{display:none}');
  });

  it('names a PNG icon and draws no SVG file as an image (each would build a document on the main thread)', async () => {
    for (const path of ['/login', '/client/dashboards', '/client/invoice/list']) {
      const text = brotliDecompressSync(
        (await get(server.url + path, { 'accept-encoding': CHROME })).body,
      ).toString('utf8');
      const icons = [...text.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0]);
      expect(icons, path).toEqual([
        '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />',
      ]);
      expect(text, path).not.toMatch(/<img[^>]+src="[^"]+\.svg"/);
    }
    for (const [icon, size] of [
      ['/favicon-32.png', 32],
      ['/apple-touch-icon.png', 180],
    ] as const) {
      const res = await get(server.url + icon);
      expect(res.headers['content-type'], icon).toBe('image/png');
      // PNG: signature, then the IHDR chunk's width and height
      expect(res.body.subarray(1, 4).toString('latin1'), icon).toBe('PNG');
      expect([res.body.readUInt32BE(16), res.body.readUInt32BE(20)], icon).toEqual([size, size]);
    }
  });

  it('a signed-in page that declares a shell holds its header in every language, from the built locale texts', async () => {
    for (const route of ALL_ROUTE_LIST.filter((r) => r.shell)) {
      const text = brotliDecompressSync(
        (await get(server.url + route.path, { 'accept-encoding': CHROME })).body,
      ).toString('utf8');
      const shell = text.slice(text.indexOf('<div id="boot-shell" inert aria-hidden="true">'));
      expect(shell.length, route.path).toBeLessThan(text.length);
      // the texts are the page's own: its module renders them with the same keys
      const source = readFileSync(join(import.meta.dirname, '../..', route.page), 'utf8');
      for (const key of shellKeys(route.shell!))
        expect(source, `${route.page}: ${key}`).toContain(`t('${key}')`);
      for (const lng of ['en', 'id', 'fr', 'ar']) {
        const locale = JSON.parse(readFileSync(join(dist, 'locales', `${lng}.json`), 'utf8'));
        const copy = shell.slice(shell.indexOf(`<div lang="${lng}"`));
        expect(copy.length, lng).toBeLessThan(shell.length);
        for (const key of shellKeys(route.shell!)) {
          const words = key.split('.').reduce((node, part) => node[part], locale) as unknown as string;
          expect(copy, `${route.path} ${lng} ${key}`).toContain(`>${escapeHtml(words)}<`);
        }
      }
      // shown only for a stored session, in <html lang>'s language, until the real page has a heading
      expect(shell).toContain(
        'html:not([data-session]) #boot-shell,#root:has(h1,h2)~#boot-shell{display:none}',
      );
      expect(shell).toContain('html[lang=ar] #boot-shell>[lang=ar]');
    }
  });

  it('the page revalidates: its ETag answers 304, per encoding', async () => {
    const br = await get(`${server.url}/login`, { 'accept-encoding': CHROME });
    const plain = await get(`${server.url}/login`);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.headers.etag).not.toBe(etag);
    const again = await get(`${server.url}/login`, { 'accept-encoding': CHROME, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await get(`${server.url}/login`, { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });

  it('locale bundles and boot.js: compressed, revalidated on each visit', async () => {
    for (const path of ['/locales/id.json', '/locales/ar.json', '/locales/fr.admin.json', '/boot.js']) {
      const res = await get(server.url + path, { 'accept-encoding': CHROME });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(decode(res).equals(readFileSync(join(dist, path))), path).toBe(true);
    }
  });

  it('the page preloads what first paint needs: entry, its CSS, the Latin subset of Inter', async () => {
    const page = html();
    const font = readdirSync(join(dist, 'assets')).find((f) => /^inter-latin-wght-normal-.+\.woff2$/.test(f));
    expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);
    expect(page).toContain(`<link rel="modulepreload" crossorigin href="${builtFile('core')}">`);
    expect(page).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/core-[^"]+\.css">/);
    expect(page).toContain(
      `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/${font}">`,
    );
    // the other subset (Latin Extended) stays on demand
    expect(page).not.toMatch(/latin-ext/);
    const res = await get(`${server.url}/assets/${font}`, { 'accept-encoding': CHROME });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  const api = (path: string, accept?: string) =>
    get(`${server.url}/api${path}`, {
      [DEFAULT_API_KEY_HEADER]: DEFAULT_API_KEY,
      authorization: `Bearer ${token}`,
      ...(accept ? { 'accept-encoding': accept } : {}),
    });

  it.each([
    [CHROME, 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])('a JSON answer above the threshold, Accept-Encoding %j: %s', async (accept, expected) => {
    const plain = await api('/invoice');
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESS_THRESHOLD);
    const res = await api('/invoice', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(varies(res)).toContain('accept-encoding');
    expect(varies(res)).toContain('authorization');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    if (expected) expect(res.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode(res).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('a JSON answer below the threshold goes as it is', async () => {
    const res = await api('/sessions', CHROME);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(JSON_COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toContain('accept-encoding');
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(expect.any(Object));
  });

  it('a streamed CSV export is not buffered for compression', async () => {
    const res = await api('/invoice/export.csv', CHROME);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8').split('\n').length).toBeGreaterThan(1);
  });
});
