import { beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, registerUser } from './helpers/accounts';
import { call, uniqueEmail, uniqueIp } from './http';

// Account enumeration (issue 12): registration and the code resend answer a taken or confirmed
// address exactly as a new or unknown one, in the same time. Timing is the median of 20 requests
// of each kind, interleaved so load on the machine hits both alike; they may differ by under 20 %.
// The suite shares a small machine with other work, which can skew one measurement: up to three
// are taken, and the closest counts (before the fix the gap was 80-90 % every time).

const ROUNDS = 20;
const body = (email: string) => ({
  nama: 'Rudi Hartono',
  email,
  password: 'Kopi-Tubruk-Pagi-7',
  phone: '081311112222',
});

async function timed(path: string, payload: unknown) {
  const started = performance.now();
  const reply = await call(path, { body: payload, ip: uniqueIp() });
  return { ms: performance.now() - started, status: reply.status, body: reply.body };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

type Run = Awaited<ReturnType<typeof timed>>;

/** Medians of `a()` and `b()` over ROUNDS interleaved runs, and every answer of each. */
async function measure(a: () => Promise<Run>, b: () => Promise<Run>) {
  for (let i = 0; i < 3; i++) await Promise.all([a(), b()]); // warm-up
  const runs = { a: [] as Run[], b: [] as Run[] };
  for (let i = 0; i < ROUNDS; i++) {
    runs.a.push(await a());
    runs.b.push(await b());
  }
  const ma = median(runs.a.map((r) => r.ms));
  const mb = median(runs.b.map((r) => r.ms));
  return { runs, ma, mb, gap: Math.abs(ma - mb) / Math.max(ma, mb) };
}

/** The closest of up to three measurements (the first under 20 % ends it). */
async function compare(a: () => Promise<Run>, b: () => Promise<Run>) {
  let best = await measure(a, b);
  for (let i = 1; i < 3 && best.gap >= 0.2; i++) {
    const next = await measure(a, b);
    if (next.gap < best.gap) best = next;
  }
  return best;
}

let confirmed: string;
beforeAll(async () => {
  ({ email: confirmed } = await registerUser());
  expect(
    (await call('/validasi', { body: { email: confirmed, otp: await latestOtp(confirmed) } })).status,
  ).toBe(200);
});

describe('POST /api/user with a registered email', () => {
  it('answers like a new email, within 20 % of its time (median of 20)', async () => {
    const { runs, ma, mb, gap } = await compare(
      () => timed('/user', body(confirmed)),
      () => timed('/user', body(uniqueEmail('fresh'))),
    );
    for (const r of runs.a) expect(r.status).toBe(200);
    for (const r of runs.b) expect(r.status).toBe(200);
    expect(runs.a[0].body).toEqual({ data: { email: confirmed } });
    expect(Object.keys(runs.b[0].body.data)).toEqual(['email']);
    expect(gap, `registered ${ma.toFixed(1)} ms, new ${mb.toFixed(1)} ms`).toBeLessThan(0.2);
  });
});

describe('POST /api/kirimulang', () => {
  it('answers a confirmed and an unknown email alike, within 20 % of each other (median of 20)', async () => {
    const { runs, ma, mb, gap } = await compare(
      () => timed('/kirimulang', { email: confirmed }),
      () => timed('/kirimulang', { email: uniqueEmail('ghost') }),
    );
    for (const r of [...runs.a, ...runs.b]) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(runs.a[0].body);
    }
    expect(gap, `confirmed ${ma.toFixed(1)} ms, unknown ${mb.toFixed(1)} ms`).toBeLessThan(0.2);
  });

  it('takes as long for a registration waiting for its code as for an unknown email', async () => {
    const { email: pending } = await registerUser();
    const { runs, ma, mb, gap } = await compare(
      () => timed('/kirimulang', { email: pending }),
      () => timed('/kirimulang', { email: uniqueEmail('ghost') }),
    );
    for (const r of [...runs.a, ...runs.b]) expect(r.body).toEqual(runs.a[0].body);
    expect(gap, `pending ${ma.toFixed(1)} ms, unknown ${mb.toFixed(1)} ms`).toBeLessThan(0.2);
  });
});
