import { expect } from 'vitest';
import type { DevMailboxResponse, User } from '../../../contract/auth';
import { DEMO_ACCOUNTS, type DemoKey } from '../../../server/seed/demo-accounts';
import { call, uniqueEmail } from '../http';

// Accounts for API tests: register + confirm + sign in through the real endpoints.

export interface TestAccount {
  email: string;
  password: string;
  nama: string;
  phone: string;
  token: string;
  user: User;
}

/** Fails the test with the server's answer when a helper call does not succeed. */
function expectOk(reply: { status: number; body: unknown }, what: string) {
  if (reply.status < 200 || reply.status >= 300) {
    expect.fail(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
}

/** The newest one-time code mailed to `email` (development mailbox), or null. */
export async function latestOtp(email: string): Promise<string | null> {
  const reply = await call<DevMailboxResponse>(`/dev/mailbox?email=${encodeURIComponent(email)}`);
  expectOk(reply, 'GET /api/dev/mailbox');
  return reply.body.messages.find((m) => m.otp)?.otp ?? null;
}

/** Registers through POST /api/user only (unconfirmed); answers what was sent. */
export async function registerUser(
  opts: { email?: string; password?: string; nama?: string; phone?: string; npwp?: string; ip?: string } = {},
) {
  const account = {
    email: opts.email ?? uniqueEmail(),
    password: opts.password ?? 'Kopi-Tubruk-Pagi-7',
    nama: opts.nama ?? 'Pengguna Uji',
    phone: opts.phone ?? '081311112222',
    ...(opts.npwp ? { npwp: opts.npwp } : {}),
  };
  const reply = await call('/user', { body: account, ip: opts.ip });
  expectOk(reply, 'POST /api/user');
  return account;
}

/** A new client account, registered, confirmed by the mailed OTP and signed in. */
export async function createVerifiedUser(
  opts: { email?: string; password?: string; nama?: string; phone?: string; npwp?: string } = {},
): Promise<TestAccount> {
  const account = await registerUser(opts);
  const otp = await latestOtp(account.email);
  if (!otp) expect.fail(`no OTP mailed to ${account.email}`);
  expectOk(await call('/validasi', { body: { email: account.email, otp } }), 'POST /api/validasi');
  const token = await login(account.email, account.password);
  const profile = await call<User>('/profile', { token });
  expectOk(profile, 'GET /api/profile');
  return { ...account, token, user: profile.body };
}

/** Signs in; answers the access token. */
export async function login(email: string, password: string, ip?: string): Promise<string> {
  const reply = await call<{ content: { access_token: string } }>('/login', {
    body: { email, password },
    ip,
  });
  expectOk(reply, `POST /api/login (${email})`);
  return reply.body.content.access_token;
}

/** Signs a seeded demo account in (server/seed/demo-accounts.ts). */
export async function loginDemo(key: DemoKey): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  return login(account.email, account.password);
}

/** Moves the server clock forward by `ms` (TEST_CLOCK). Put it back with resetClock() in afterEach. */
export async function advanceClock(ms: number): Promise<void> {
  expectOk(await call('/dev/clock', { body: { advanceMs: ms } }), 'POST /api/dev/clock');
}

export async function resetClock(): Promise<void> {
  expectOk(await call('/dev/clock', { body: { reset: true } }), 'POST /api/dev/clock');
}
