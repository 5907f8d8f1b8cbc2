import { afterEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/lib/totp';
import {
  advanceClock,
  createVerifiedUser,
  loginDemo,
  resetClock,
  type TestAccount,
} from './helpers/accounts';
import { call, uniqueEmail } from './http';

// Two-factor sign-in (issue 20): setup, enable with a code from the secret, the sign-in's second
// step, wrong and replayed codes, recovery codes good once, disable; notification choices and
// the mail they decide; language, time zone and avatar.

const STEP = 30_000;

/** The server's clock now (tests move it; TOTP follows it). */
async function serverNow(): Promise<number> {
  const reply = await call<{ now: string }>('/dev/clock', { body: { advanceMs: 0 } });
  return Date.parse(reply.body.now);
}

/** A code of `secret` for the server's current step (offset in steps). */
const codeAt = async (secret: string, steps = 0) => totpCode(secret, (await serverNow()) + steps * STEP);

async function enable(account: TestAccount) {
  const setup = await call('/account/two-factor/setup', {
    token: account.token,
    body: { password: account.password },
  });
  expect(setup.status).toBe(200);
  expect(setup.body.otpauth_url).toMatch(
    /^otpauth:\/\/totp\/Portal%20Pajak:.+\?secret=[A-Z2-7]+&issuer=Portal/,
  );
  const secret: string = setup.body.secret;
  const enabled = await call('/account/two-factor/enable', {
    token: account.token,
    body: { code: await codeAt(secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recovery_codes as string[] };
}

const signIn = (account: TestAccount, ip = '10.77.0.1') =>
  call('/login', { body: { email: account.email, password: account.password }, ip });

afterEach(async () => {
  await resetClock();
});

describe('two-factor sign-in', () => {
  it('enrols with a code, then asks every sign-in for one; a code is taken once', async () => {
    const account = await createVerifiedUser({ email: uniqueEmail() });
    expect((await call('/account/two-factor', { token: account.token })).body).toMatchObject({
      enabled: false,
    });
    // a wrong password gets no secret
    const refused = await call('/account/two-factor/setup', {
      token: account.token,
      body: { password: 'salah' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('wrong_password');

    const { secret, recoveryCodes } = await enable(account);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await call('/account/two-factor', { token: account.token });
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    // the password alone no longer gives a token
    const first = await signIn(account);
    expect(first.status).toBe(200);
    expect(first.body.content).toBeUndefined();
    expect(first.body.second_factor.methods).toEqual(['totp', 'recovery_code']);
    const challenge = first.body.second_factor.challenge;

    // the code used to enable is refused (replay), a wrong one too
    const replay = await call('/login/two-factor', { body: { challenge, code: await codeAt(secret) } });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('two_factor_code_invalid');
    const wrong = await call('/login/two-factor', { body: { challenge, code: '000000' } });
    expect(wrong.status).toBe(400);

    await advanceClock(STEP);
    const code = await codeAt(secret);
    const done = await call('/login/two-factor', { body: { challenge, code } });
    expect(done.status).toBe(200);
    expect(typeof done.body.content.access_token).toBe('string');
    expect((await call('/profile', { token: done.body.content.access_token })).body.email).toBe(
      account.email,
    );
    // the challenge is spent, and the same code on a new challenge is a replay
    expect((await call('/login/two-factor', { body: { challenge, code } })).status).toBe(401);
    const again = (await signIn(account)).body.second_factor.challenge;
    expect((await call('/login/two-factor', { body: { challenge: again, code } })).status).toBe(400);
  });

  it('a challenge dies after 5 wrong codes; a code outside ±1 step is refused', async () => {
    const account = await createVerifiedUser();
    const { secret } = await enable(account);
    const challenge = (await signIn(account, '10.77.0.2')).body.second_factor.challenge;
    expect(
      (await call('/login/two-factor', { body: { challenge, code: await codeAt(secret, 3) } })).status,
    ).toBe(400);
    for (let i = 0; i < 4; i++) await call('/login/two-factor', { body: { challenge, code: '111111' } });
    await advanceClock(STEP);
    const late = await call('/login/two-factor', { body: { challenge, code: await codeAt(secret) } });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('two_factor_challenge_expired');
  });

  it('a recovery code signs in once; disabling needs the password and a code', async () => {
    const account = await createVerifiedUser();
    const { secret, recoveryCodes } = await enable(account);
    const challenge = (await signIn(account, '10.77.0.3')).body.second_factor.challenge;
    const used = recoveryCodes[3].toUpperCase();
    const ok = await call('/login/two-factor', { body: { challenge, recovery_code: used } });
    expect(ok.status).toBe(200);
    const token = ok.body.content.access_token;
    expect((await call('/account/two-factor', { token })).body.recovery_codes_left).toBe(9);
    const second = (await signIn(account, '10.77.0.3')).body.second_factor.challenge;
    const twice = await call('/login/two-factor', { body: { challenge: second, recovery_code: used } });
    expect(twice.status).toBe(400);

    // new recovery codes replace the old ones
    const fresh = await call('/account/two-factor/recovery-codes', {
      token,
      body: { password: account.password },
    });
    expect(fresh.body.recovery_codes).toHaveLength(10);
    const third = (await signIn(account, '10.77.0.3')).body.second_factor.challenge;
    expect(
      (await call('/login/two-factor', { body: { challenge: third, recovery_code: recoveryCodes[5] } }))
        .status,
    ).toBe(400);

    const noPassword = await call('/account/two-factor/disable', {
      token,
      body: { password: 'salah', code: await codeAt(secret, 1) },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('wrong_password');
    const off = await call('/account/two-factor/disable', {
      token,
      body: { password: account.password, code: fresh.body.recovery_codes[0] },
    });
    expect(off.status).toBe(200);
    expect((await call('/account/two-factor', { token })).body).toMatchObject({ enabled: false });
    const plain = await signIn(account, '10.77.0.3');
    expect(typeof plain.body.content.access_token).toBe('string');
  });

  it('keeps the secret sealed: a setup answers it once and the status never shows it', async () => {
    const account = await createVerifiedUser();
    const { secret } = await enable(account);
    const status = await call('/account/two-factor', { token: account.token });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    // setup again while on is refused (turn it off first)
    const again = await call('/account/two-factor/setup', {
      token: account.token,
      body: { password: account.password },
    });
    expect(again.status).toBe(409);
  });
});

describe('notification preferences', () => {
  it('defaults and saves per event type', async () => {
    const account = await createVerifiedUser();
    const read = await call('/account/notifications', { token: account.token });
    expect(read.body.preferences).toEqual([
      { type: 'invoice.new', channel: 'mail' },
      { type: 'invoice.paid', channel: 'bell' },
      { type: 'va.expired', channel: 'bell' },
      // the reminders (issue 21) go by mail unless the client chooses the bell only
      { type: 'reminder.va', channel: 'mail' },
      { type: 'reminder.bill', channel: 'mail' },
      { type: 'reminder.masa', channel: 'mail' },
    ]);
    const saved = await call('/account/notifications', {
      method: 'PUT',
      token: account.token,
      body: { preferences: [{ type: 'invoice.new', channel: 'bell' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences[0]).toEqual({ type: 'invoice.new', channel: 'bell' });
    const bad = await call('/account/notifications', {
      method: 'PUT',
      token: account.token,
      body: { preferences: [{ type: 'otp', channel: 'bell' }] },
    });
    expect(bad.status).toBe(400);
  });

  it("the admin's bill reaches the client by mail only when the client chose mail for new bills", async () => {
    const client = await createVerifiedUser();
    const admin = await loginDemo('admin');
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const line = { deskripsi: 'Jasa konsultasi PPh 21', qty: 1, harga_satuan: 1_000_000 };
    const sendBill = async () => {
      const r = await call('/admin/invoices', {
        token: admin,
        body: { client_id: client.user.id, jatuh_tempo: due, details: [line], send: true },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.invoice.nomor as string;
    };
    const mailedAbout = async (nomor: string) => {
      const box = await call(`/dev/mailbox?email=${encodeURIComponent(client.email)}`);
      return box.body.messages.some((m: { subject: string }) => m.subject.includes(nomor));
    };
    const bells = async () => (await call('/notifications', { token: client.token })).body;

    const mailed = await sendBill();
    expect(await mailedAbout(mailed)).toBe(true);
    await call('/account/notifications', {
      method: 'PUT',
      token: client.token,
      body: { preferences: [{ type: 'invoice.new', channel: 'bell' }] },
    });
    const rung = await sendBill();
    expect(await mailedAbout(rung)).toBe(false);
    expect(JSON.stringify(await bells())).toContain(rung);
  });
});

describe('language, time zone, avatar', () => {
  it('saves language and time zone, refuses an unknown zone', async () => {
    const account = await createVerifiedUser();
    const saved = await call('/account/preferences', {
      method: 'PUT',
      token: account.token,
      body: { locale: 'fr', time_zone: 'Asia/Makassar' },
    });
    expect(saved.body).toMatchObject({ locale: 'fr', time_zone: 'Asia/Makassar', has_avatar: false });
    const wrong = await call('/account/preferences', {
      method: 'PUT',
      token: account.token,
      body: { time_zone: 'Mars/Olympus' },
    });
    expect(wrong.status).toBe(400);
  });

  it('stores a PNG avatar by its bytes, refuses other files', async () => {
    const account = await createVerifiedUser();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = await fetch(`${(await import('./http')).apiUrl()}/api/account/avatar`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${account.token}`,
        'content-type': 'image/png',
        'x-api-key': 'portal-pajak-dev-key',
      },
      body: png,
    });
    expect(put.status).toBe(200);
    expect((await put.json()).has_avatar).toBe(true);
    const got = await call('/account/avatar', { token: account.token });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    const text = await call('/account/avatar', { method: 'PUT', token: account.token, raw: '<svg/>' });
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('avatar_type');
    expect((await call('/account/avatar', { method: 'DELETE', token: account.token })).body.has_avatar).toBe(
      false,
    );
  });
});
