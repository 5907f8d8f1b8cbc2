import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../api/reset-postgres';
import { type RunningServer, startServer } from '../api/start-server';
import {
  type Account,
  firstSellerId,
  issueBill,
  loginDemo,
  must,
  newClient,
  randomIp,
  uniqueTag,
} from './lib/accounts';
import { type Client, createClient, type Reply } from './lib/http';
import { testDatabaseUrl } from './lib/postgres';

// Two server processes on one PostgreSQL database, as behind a load balancer: requests alternate
// between them, and what protects an account or money must hold across both. (Maintenance and
// notification events that should reach both instances come with later issues.)

const pgUrl = testDatabaseUrl();

describe.skipIf(!pgUrl)('two server processes on one PostgreSQL', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  const servers: RunningServer[] = [];
  let apis: Client[] = [];
  /** the instance for the i-th request of a sequence: A, B, A, B, ... */
  const on = (i: number) => apis[i % 2];
  /** `count` requests at once, alternating between the instances */
  const split = <T>(count: number, send: (api: Client, i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => send(on(i), i)));
  let client: Account;

  beforeAll(async () => {
    temp = await createTempDatabase(pgUrl!);
    // one after the other: the first migrates and seeds, the second finds both done
    for (let i = 0; i < 2; i++) servers.push(await startServer({ databaseUrl: temp.url }));
    apis = servers.map((s) => createClient(s.url, { maxSockets: 64 }));
    // registered on A: the development mailbox holding its code is A's
    client = await newClient(apis[0], 'Klien Dua Instans');
  });

  afterAll(async () => {
    for (const api of apis) api.close();
    await Promise.all(servers.map((s) => s.stop()));
    await temp?.drop();
  });

  const login = (api: Client, email: string, password: string, ip = randomIp()) =>
    api.request({ path: '/login', body: { email, password }, ip });

  it('counts failed sign-ins of one account on both: the 11th try is refused by either', async () => {
    const account = await newClient(apis[0], 'Klien Kunci');
    for (let i = 0; i < 10; i++) {
      const reply = await login(on(i), account.email, `salah-${i}-sandi`);
      expect(reply.status, `try ${i + 1} on ${i % 2 ? 'B' : 'A'}`).toBe(401);
    }
    for (const api of apis) {
      const blocked = await login(api, account.email, account.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets exactly 10 of 30 simultaneous wrong sign-ins through to the password check', async () => {
    const account = await newClient(apis[0], 'Klien Serbu');
    const replies = await split(30, (api, i) => login(api, account.email, `tebak-${i}-sandi`));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('counts failures from one address on both instances (50, then 429 for any account)', async () => {
    const ip = randomIp();
    const replies = await split(50, (api) =>
      login(api, `hantu-${uniqueTag()}@example.test`, 'tebak-sandi-1', ip),
    );
    expect(replies.every((r) => r.status === 401)).toBe(true);
    for (const api of apis) expect((await login(api, client.email, client.password, ip)).status).toBe(429);
    // another address signs in
    expect((await login(apis[1], client.email, client.password)).status).toBe(200);
  });

  it('serves a session made on A from B, and a sign-out on B ends it on A', async () => {
    const signedIn = await login(apis[0], client.email, client.password);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.content.access_token as string;
    const profile = await apis[1].request({ path: '/profile', token });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(client.email);

    expect((await apis[1].request({ path: '/logout', token })).status).toBe(200);
    expect((await apis[0].request({ path: '/profile', token })).status).toBe(401);
    expect((await apis[1].request({ path: '/profile', token })).status).toBe(401);
  });

  it('counts wrong codes on both: the 5th voids the code, and 30 from one address block it on either', async () => {
    const ip = randomIp();
    const account = await newClient(apis[0], 'Klien Kode');
    // the code goes to A's development mailbox
    await must(apis[0], { path: '/forgotpassword', body: { email: account.email } });
    const mail = await must(apis[0], {
      path: `/dev/mailbox?email=${encodeURIComponent(account.email)}`,
      apiKey: null,
    });
    const code: string = mail.body.messages[0].otp;
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (api: Client, otp: string) =>
      api.request({
        path: '/resetpassword',
        body: { email: account.email, otp, password: 'Kopi-Tubruk-Baru-2026' },
        ip,
      });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await reset(on(i), wrong)).body.code);
    expect(codes).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'too_many_attempts']);
    // voided: even the right code fails now, on the other instance too
    expect((await reset(apis[1], code)).body.code).toBe('otp_invalid');

    // six wrong codes so far from `ip`; 24 more make the 30 an address may send in 15 minutes
    const ghosts = await split(24, (api) =>
      api.request({
        path: '/validasi',
        body: { email: `hantu-${uniqueTag()}@example.test`, otp: '123456' },
        ip,
      }),
    );
    expect(ghosts.every((r) => r.status === 400)).toBe(true);
    for (const api of apis) {
      const blocked = await reset(api, code);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBe(blocked.body.retryAfter);
    }
  });

  describe('one bill, fifty payments at once split across both', () => {
    let adminToken: string;
    let sellerId: number;

    beforeAll(async () => {
      adminToken = await loginDemo(apis[0], 'admin');
      sellerId = await firstSellerId(apis[0], adminToken);
    });

    const invoice = async (api: Client, id: number) =>
      (await must(api, { path: `/invoice/${id}`, token: client.token })).body;

    it('applies fifty sandbox bank notifications of one virtual account once', async () => {
      const bill = await issueBill(apis[0], adminToken, client.id, sellerId, 25_000);
      const va = await must(apis[1], {
        path: '/createbriva',
        token: client.token,
        body: { invoice_id: bill.id },
      });
      const id = va.body.transaksi.id as number;
      const replies = await split(50, (api) =>
        api.request({ path: '/testPayment', token: client.token, body: { id } }),
      );
      expect(replies.filter((r) => r.status !== 200).map(shown)).toEqual([]);
      expect(replies.filter((r) => r.body.applied)).toHaveLength(1);
      expect(new Set(replies.map((r) => r.body.transaksi.paid_at)).size).toBe(1);
      for (const api of apis) expect((await invoice(api, bill.id)).status).toBe('LUNAS');
    });

    it('takes fifty wallet payments of one bill from the wallet once', async () => {
      // top up the wallet: a top-up bill paid through its VA
      const topup = await must(apis[0], {
        path: '/dompet/topup',
        token: client.token,
        body: { amount: 100_000 },
      });
      const topupVa = await must(apis[1], {
        path: '/createbriva',
        token: client.token,
        body: { invoice_id: topup.body.invoice.id },
      });
      await must(apis[0], {
        path: '/testPayment',
        token: client.token,
        body: { id: topupVa.body.transaksi.id },
      });
      const before = (await must(apis[1], { path: '/dompet', token: client.token })).body.balance as number;
      expect(before).toBeGreaterThanOrEqual(100_000);

      const bill = await issueBill(apis[0], adminToken, client.id, sellerId, 30_000);
      const replies = await split(50, (api) =>
        api.request({ path: '/dompet/pay', token: client.token, body: { invoice_id: bill.id } }),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.status !== 200 && r.status !== 409).map(shown)).toEqual([]);
      for (const api of apis) {
        expect((await must(api, { path: '/dompet', token: client.token })).body.balance).toBe(
          before - bill.total,
        );
        expect((await invoice(api, bill.id)).status).toBe('LUNAS');
      }
    });
  });
});

/** status and the start of the answer, for a failure message */
const shown = (r: Reply) => `${r.status} ${r.text.slice(0, 200)}`;
