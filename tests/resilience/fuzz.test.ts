import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../server/seed/billing';
import { createTempDatabase } from '../api/reset-postgres';
import { type RunningServer, startServer } from '../api/start-server';
import {
  type Account,
  firstSellerId,
  inBatches,
  issueBill,
  login,
  loginDemo,
  must,
  newClient,
  readyToIssue,
  slipBody,
} from './lib/accounts';
import { certificateForm, createFuzzer, everyFieldSweep } from './lib/fuzz';
import { hostileFiles, mutatedPkcs12 } from './lib/fuzz-pkcs12';
import { fuzzTemplates } from './lib/fuzz-templates';
import { healthBound, startHealthPinger } from './lib/health-pinger';
import { createClient, explain, isJsonError, type Reply, type Req } from './lib/http';
import { testDatabaseUrl } from './lib/postgres';
import { apiRoutes } from './lib/routes';

// Bad input: at least 10,000 generated hostile requests over every endpoint of the app, as a
// client, as the admin and without a session. No 5xx, no crash, every error a JSON message,
// never HTML from /api, never a stack trace; and nothing stored can run as script in the portal.
// Hostile certificate files are refused without stalling anyone: health answers within 200 ms.

const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 12;
/** What a health request may take while hostile certificates are being opened. */
const HEALTHY_MS = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const pgUrl = testDatabaseUrl();

/** A stack trace or a source path in an answer means an error leaked through. */
const LEAK = /\bat \S+ \(.*:\d+:\d+\)|node_modules\/|server\/[\w/]+\.ts|DrizzleQueryError|Failed query:/;
/** What a 2xx /api answer may be besides JSON: CSV exports and a stored power of attorney. */
// downloads the API answers on purpose: CSV, PDF, images, the import template (xlsx), slips' zip,
// Coretax XML, calendar files
const FILE_TYPES =
  /^(text\/csv|application\/pdf|image\/png|image\/jpeg|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|application\/zip|application\/xml|text\/xml|text\/calendar)/;

describe('bad input fuzz', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'portal-fuzz-static-'));
  let temp: Awaited<ReturnType<typeof createTempDatabase>> | undefined;
  let server: RunningServer;
  let api: ReturnType<typeof createClient>;
  let client: Account;
  let adminToken: string;
  let ownIds: number[];
  /** the client's current token (a fuzzed logout may end a session; the fuzz signs in again) */
  let clientToken: string;
  /** Signs the fuzzing client in, reactivating it first should a fuzzed admin request have suspended it. */
  const signInClient = async () => {
    await api.request({ method: 'POST', path: `/admin/users/${client.id}/reactivate`, token: adminToken });
    return login(api, client.email, client.password);
  };

  beforeAll(async () => {
    // a built portal stand-in: paths outside /api answer this page, as in production
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Portal Pajak</title><div id="root"></div>',
    );
    temp = pgUrl ? await createTempDatabase(pgUrl) : undefined;
    server = await startServer({ databaseUrl: temp?.url, env: { STATIC_DIR: staticDir } });
    // A connection a request: the server drops a kept-alive connection whose unread body (a
    // fuzzed body an endpoint ignores) takes over 500 ms to drain (@hono/node-server), and a
    // Node client reusing it would see a reset that is no answer of the app's.
    api = createClient(server.url, { maxSockets: CONCURRENCY + 4, timeoutMs: 10_000, keepAlive: false });
    adminToken = await loginDemo(api, 'admin');
    client = await newClient(api, 'Klien Fuzz');
    const { signerId } = await readyToIssue(api, client);
    const sellerId = await firstSellerId(api, adminToken);
    const bills = await inBatches([1, 2, 3, 4], 2, () => issueBill(api, adminToken, client.id, sellerId));
    const va = await must(api, {
      path: '/createbriva',
      token: client.token,
      body: { invoice_id: bills[0].id },
    });
    const draft = await must(api, { path: '/bupot', token: client.token, body: slipBody() });
    const notes = await must(api, { path: '/notifications', token: client.token });
    ownIds = [
      ...bills.map((b) => b.id),
      va.body.transaksi.id,
      draft.body.id,
      signerId,
      ...notes.body.notifications.map((n: { id: number }) => n.id),
    ];
  });

  afterAll(async () => {
    api?.close();
    await server?.stop();
    await temp?.drop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it(`answers ${FUZZ_REQUESTS} hostile requests over every endpoint with a JSON 4xx or a 2xx, never a 5xx`, async () => {
    const routes = apiRoutes({ includeDev: true }).filter((r) => r.path !== '/api/dev/clock'); // would move the clock
    expect(routes.length).toBeGreaterThan(50);

    clientToken = client.token;
    const relogin: Record<string, Promise<void> | undefined> = {};
    const templates = fuzzTemplates({ clientId: client.id, ownIds });
    const fuzzContext = {
      routes,
      ownIds,
      templates,
      tokens: { client: () => clientToken, admin: () => adminToken },
    };
    const fuzzer = createFuzzer(SEED, fuzzContext);

    const failures: string[] = [];
    const counts: Record<string, number> = {};
    const fail = (req: Req, reply: Reply, why: string) => {
      if (failures.length < 25) failures.push(`${why}: ${explain(req, reply)}`);
    };
    const started = performance.now();
    const sweep = everyFieldSweep(fuzzContext);
    // made one at a time: a case may carry a 2 MB upload
    const indices = Array.from({ length: sweep.length + FUZZ_REQUESTS }, (_, i) => i);
    await inBatches(indices, CONCURRENCY, async (i) => {
      if (failures.length >= 25) return; // enough to act on: stop early, with the examples
      const { req, kind } =
        i < sweep.length ? { ...sweep[i], req: { ...sweep[i].req, token: clientToken } } : fuzzer.next();
      let reply = await api.request(req);
      // a connection cut with no answer on a busy machine is sent once more; twice is a failure
      if (reply.status === 0 && /ECONNRESET/.test(reply.error ?? '') && kind !== 'too-large')
        reply = await api.request(req);
      const status = reply.status;
      counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1;
      // a body over the limit is refused before it is read: the connection may be cut mid-upload
      if (status === 0 && kind === 'too-large' && /ECONNRESET|EPIPE/.test(reply.error ?? '')) return;
      if (status === 0) return fail(req, reply, 'no answer');
      if (status >= 500) return fail(req, reply, '5xx');
      // the interactive API docs (GET /api/docs, its script and styles) are the one page under /api
      const docs = (req.method ?? 'GET') === 'GET' && /^\/docs(\/|\?|$)/.test(req.path);
      if (/text\/html/i.test(reply.contentType) && !docs) return fail(req, reply, 'HTML from /api');
      if (LEAK.test(reply.text)) return fail(req, reply, 'stack trace or source path in the answer');
      if (status >= 300 && !isJsonError(reply)) return fail(req, reply, 'error without a JSON message');
      if (
        status < 300 &&
        !docs &&
        !/^application\/json/i.test(reply.contentType) &&
        !FILE_TYPES.test(reply.contentType)
      )
        return fail(req, reply, `2xx of type ${reply.contentType}`);
      // a fuzzed logout or session delete may end the client's or the admin's session, and the
      // admin's fuzzed user actions may suspend the fuzzing client (its id is among the path ids):
      // sign in again
      const ended = ['unauthorized', 'account_suspended'].includes(reply.body?.code);
      if (status === 401 && ended && req.token) {
        if (req.token === clientToken)
          relogin.client ??= signInClient().then((t) => {
            clientToken = t;
            relogin.client = undefined;
          });
        if (req.token === adminToken)
          relogin.admin ??= loginDemo(api, 'admin').then((t) => {
            adminToken = t;
            relogin.admin = undefined;
          });
        await Promise.all([relogin.client, relogin.admin]);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const byStatus: Record<string, number> = {};
    for (const [key, n] of Object.entries(counts)) {
      const status = key.split(' ')[1];
      byStatus[status] = (byStatus[status] ?? 0) + n;
    }
    const sent = Object.values(byStatus).reduce((a, b) => a + b, 0);
    console.log(
      `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}); by status ${JSON.stringify(byStatus)}`,
    );
    const serverErrors = server
      .output()
      .split('\n')
      .filter((l) => l && !/"level":"info"/.test(l))
      .slice(-20)
      .join('\n');
    expect(failures, `replay with FUZZ_SEED=${SEED}; server errors:\n${serverErrors}`).toEqual([]);
    expect(sent).toBe(sweep.length + FUZZ_REQUESTS);
    expect(server.proc.exitCode, 'the server is still running').toBeNull();
    expect((await api.request({ path: '/dev/health', apiKey: null })).status).toBe(200);
    adminToken = await loginDemo(api, 'admin');
    expect(await signInClient()).toBeTruthy();
  });

  it('refuses hostile PKCS#12 files with a coded 4xx while a health request answers within 200 ms throughout', async () => {
    // every kind as built, then seeded mutations of them, from fresh clients (the per-account
    // attempt limit would otherwise answer most of them 429 before any reached a worker)
    const rng = prng(SEED + 12);
    const cases = [
      ...hostileFiles().map((f) => ({ bytes: f.bytes, kind: f.name })),
      ...Array.from({ length: 60 }, () => mutatedPkcs12(rng)),
    ];
    const clients = await inBatches([1, 2, 3, 4, 5], 2, () => newClient(api, 'Klien Sertel'));
    const healthyMs = await healthBound(server.url, HEALTHY_MS);
    const pinger = startHealthPinger(server.url);
    const failures: string[] = [];
    const byStatus: Record<string, number> = {};
    await inBatches(
      cases.map((c, i) => ({ ...c, client: clients[i % clients.length] })),
      3,
      async ({ bytes, kind, client: owner }) => {
        const req: Req = {
          method: 'POST',
          path: '/sertifikat',
          token: owner.token,
          form: certificateForm(bytes),
        };
        const reply = await api.request(req);
        const key = `${reply.status} ${reply.body?.code}`;
        byStatus[key] = (byStatus[key] ?? 0) + 1;
        const refused = [400, 413, 422, 429].includes(reply.status) && isJsonError(reply) && reply.body.code;
        if (!refused) failures.push(`${kind}: ${explain(req, reply)}`);
      },
    );
    const health = await pinger.stop();
    console.log(
      `hostile PKCS#12: ${cases.length} uploads, ${JSON.stringify(byStatus)}; ` +
        `slowest of ${health.pings} health requests meanwhile: ${health.slowestMs.toFixed(0)} ms (bound ${healthyMs} ms)`,
    );
    expect(failures).toEqual([]);
    expect(byStatus['422 certificate_too_complex']).toBeGreaterThan(10);
    expect(health.failures).toEqual([]);
    expect(health.pings).toBeGreaterThan(20);
    expect(health.slowestMs).toBeLessThan(healthyMs);
  });

  it('keeps path traversal out of the file system', async () => {
    for (const path of [
      '/api/../../../../etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5c..%5cetc%5cpasswd',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/invoice/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const reply = await api.request({ path, rawPath: true, token: client.token });
      expect(reply.status, path).toBeGreaterThan(0);
      expect(reply.status, path).toBeLessThan(500);
      expect(reply.text, path).not.toMatch(/root:.*:0:0|"devDependencies"/);
    }
  });

  it('stores nothing the portal would run: no raw-HTML sinks in the portal, links stay on the origin', async () => {
    // React escapes text; only these would render stored HTML
    let sinks = '';
    try {
      sinks = execFileSync(
        'grep',
        [
          '-rnE',
          'dangerouslySetInnerHTML|\\.innerHTML|outerHTML|insertAdjacentHTML|document\\.write',
          'src',
          'public',
          'index.html',
        ],
        { encoding: 'utf8' },
      );
    } catch {
      /* grep exits 1 when nothing matches */
    }
    expect(sinks, 'raw-HTML sinks in the portal').toBe('');

    // the fuzz stored script fragments; they come back as JSON text only, and stored links stay relative
    adminToken = await loginDemo(api, 'admin');
    clientToken = await signInClient();
    for (const token of [clientToken, adminToken]) {
      const notes = await api.request({ path: '/notifications', token });
      expect(notes.status).toBe(200);
      for (const n of notes.body.notifications as { url: string | null }[])
        if (n.url !== null) expect(n.url).toMatch(/^\/(?!\/)/);
    }
    for (const q of ['<script', 'alert', 'INV', 'x']) {
      const found = await api.request({
        path: `/app-bar/search?q=${encodeURIComponent(q)}`,
        token: adminToken,
      });
      expect(found.status).toBe(200);
      for (const item of found.body as { url: string }[]) expect(item.url).toMatch(/^\/(?!\/)/);
    }
    // spreadsheet formulas never start a cell of an export (the fuzzed client's: an admin exports
    // one client's lists at a time, and the fuzz stored its text under this client)
    for (const path of ['/invoice/export.csv', '/transaksi/export.csv', '/bupot/export.csv']) {
      const csv = await api.request({ path, token: clientToken });
      expect(csv.status, path).toBe(200);
      expect(csv.text, path).not.toMatch(/(^|,)"?[=+@]/m);
    }
  });
});
