import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../api/reset-postgres';
import { type RunningServer, startServer } from '../api/start-server';
import { type AccessFixtures, buildAccessFixtures } from './lib/access-fixtures';
import { type Caller, expectedFor, type Signed, type Spec, specs, UNSIGNED } from './lib/access-rules';
import { must, randomIp } from './lib/accounts';
import { createClient, explain, isJsonError, type Req } from './lib/http';
import { testDatabaseUrl } from './lib/postgres';
import { apiRoutes, type Route, routeKey } from './lib/routes';

// Access: every endpoint of the app × {no token, a garbage token, a signed-out token, an
// expired token, no API key, client A, client B, admin}. Without a live session everything but
// the public auth endpoints is 401; admin-only endpoints are 403 for clients; A's rows are 404
// for B (and stay as they were) and visible to the admin; nothing of A's reaches B.

const pgUrl = testDatabaseUrl();

describe('access matrix', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>> | undefined;
  let server: RunningServer;
  let api: ReturnType<typeof createClient>;
  let fx: AccessFixtures;
  const routes = apiRoutes();

  beforeAll(async () => {
    temp = pgUrl ? await createTempDatabase(pgUrl) : undefined;
    server = await startServer({ databaseUrl: temp?.url });
    api = createClient(server.url, { maxSockets: 8 });
    fx = await buildAccessFixtures(api);
  });

  afterAll(async () => {
    await api?.request({ path: '/dev/clock', apiKey: null, body: { reset: true } });
    api?.close();
    await server?.stop();
    await temp?.drop();
  });

  it('has a rule for every endpoint of the app', () => {
    const known = new Set(Object.keys(specs({} as AccessFixtures)));
    expect(routes.map(routeKey).filter((k) => !known.has(k))).toEqual([]);
    expect([...known].filter((k) => !routes.some((r) => routeKey(r) === k))).toEqual([]);
  });

  it('answers each caller of each endpoint as the rules say, and leaks nothing of A', async () => {
    const table = specs(fx);
    const wrong: string[] = [];
    const leaks: string[] = [];
    const tokenOf: Record<Signed, string> = { A: fx.a.token, B: fx.b.token, admin: fx.admin.token };
    const credentials: Record<Signed, { email: string; password: string }> = {
      A: fx.a,
      B: fx.b,
      admin: { email: fx.admin.email, password: 'admin-demo-2026' },
    };
    const auth = async (spec: Spec, who: Caller): Promise<Partial<Req>> => {
      switch (who) {
        case 'none':
          return {};
        case 'garbage':
          return { headers: { authorization: `Bearer ${'0'.repeat(64)}` } };
        case 'revoked':
          return { token: fx.tokens.revoked };
        case 'expired':
          return { token: fx.tokens.expiring };
        case 'noApiKey':
          return { token: fx.a.token, apiKey: null };
        default: {
          if (!spec.fresh) return { token: tokenOf[who] };
          const login = await must(api, { path: '/login', body: credentials[who], ip: randomIp() });
          return { token: login.body.content.access_token };
        }
      }
    };

    const ask = async (route: Route, spec: Spec, who: Caller) => {
      const key = routeKey(route);
      const req: Req = {
        method: route.method,
        path: route.path.replace(/^\/api/, ''),
        ...spec.req(who),
        ...(await auth(spec, who)),
      };
      const reply = await api.request(req);
      const want = expectedFor(spec, who);
      const line = `${key} as ${who}: want ${want}, got ${explain(req, reply)}`;
      if (reply.status !== want) wrong.push(line);
      else if (reply.status >= 300 && !isJsonError(reply)) wrong.push(`${line} (no JSON error message)`);
      if (who !== 'A' && who !== 'admin' && spec.access !== 'public') {
        // a list echoes its query: what the caller sent itself is no leak
        const sent = `${decodeURIComponent(req.path)} ${JSON.stringify(req.body ?? '')}`;
        const found = fx.markers.filter((m) => reply.text.includes(m) && !sent.includes(m));
        if (found.length) leaks.push(`${key} as ${who} answered A's ${found.join(', ')}`);
      }
      if (reply.status === want && reply.status < 300 && (who === 'A' || who === 'B' || who === 'admin')) {
        try {
          spec.check?.(who, reply);
        } catch (err) {
          wrong.push(`${line}: ${(err as Error).message}`);
        }
      }
      return reply;
    };

    for (const route of routes) {
      const spec = table[routeKey(route)];
      if (!spec) continue;
      for (const who of [...UNSIGNED, 'B', 'admin', 'A'] as Caller[]) await ask(route, spec, who);
    }

    // B and the admin tried to end A's session x: it is still there
    const live = await must(api, { path: '/sessions', token: fx.a.token });
    expect((live.body.data as { id: number }[]).map((s) => s.id)).toContain(fx.sessions.x);

    // an expired session: the token worked, then 31 idle minutes pass
    expect((await api.request({ path: '/profile', token: fx.tokens.expiring })).status).toBe(200);
    await must(api, { path: '/dev/clock', apiKey: null, body: { advanceMs: 31 * 60_000 } });
    try {
      for (const route of routes) {
        const spec = table[routeKey(route)];
        if (spec && spec.access !== 'public') await ask(route, spec, 'expired');
      }
    } finally {
      await must(api, { path: '/dev/clock', apiKey: null, body: { reset: true } });
    }

    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('left what the refused callers aimed at as it was', async () => {
    // everyone's session ran out in the idle test: A signs in again
    const token = (
      await must(api, {
        path: '/login',
        body: { email: fx.a.email, password: fx.a.password },
        ip: randomIp(),
      })
    ).body.content.access_token as string;
    const read = async (path: string) => (await must(api, { path, token })).body;
    expect((await read(`/invoice/${fx.bills.x.id}`)).status).toBe('MENUNGGU');
    expect((await read(`/showbriva/${fx.vas.x.id}`)).transaksi.status).toBe('MENUNGGU');
    const draft = await read(`/bupot/${fx.drafts.x}`);
    expect(draft.status).toBe('draft');
    expect(draft.docNumber).toBe(fx.drafts.docNumber);
    expect((await read(`/bupot/${fx.issued.x}`)).status).toBe('issued');
    const signer = await read(`/penandatangan/${fx.a.signerId}`);
    expect(signer.data.jabatan).not.toMatch(/HACKED/);
    // A paid one bill from its wallet, the admin another: nothing else left it
    expect((await read('/dompet')).balance).toBe(fx.walletStart - fx.walletSpent);
    const bills = await read('/invoice?perPage=100');
    expect(bills.invoices.filter((i: { status: string }) => i.status === 'DIBATALKAN').length).toBe(2);
  });
});
