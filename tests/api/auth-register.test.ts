import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, latestOtp, registerUser, resetClock } from './helpers/accounts';
import { call, uniqueEmail, uniqueIp } from './http';

const valid = () => ({
  nama: 'Dewi Lestari',
  email: uniqueEmail('reg'),
  password: 'Sambal-Matah-2026',
  phone: '0812 3456 7890',
});

async function mailbox(email: string) {
  const reply = await call(`/dev/mailbox?email=${encodeURIComponent(email)}`);
  expect(reply.status).toBe(200);
  return reply.body.messages as {
    to: string;
    subject: string;
    text: string;
    locale: string;
    otp: string;
    sent_at: string;
  }[];
}

afterEach(async () => {
  await resetClock();
});

describe('POST /api/user (register)', () => {
  it('creates an unconfirmed account, answers { data: { email } } and mails a 6-digit code', async () => {
    const body = valid();
    const reply = await call('/user', { body: { ...body, email: `  ${body.email.toUpperCase()} ` } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { email: body.email } });
    const messages = await mailbox(body.email);
    expect(messages).toHaveLength(1);
    expect(messages[0].to).toBe(body.email);
    expect(messages[0].otp).toMatch(/^\d{6}$/);
    expect(messages[0].text).toContain(messages[0].otp);
    // not confirmed yet: cannot sign in
    const login = await call('/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('email_unverified');
  });

  it('stores the profile fields and the NPWP as 16 digits', async () => {
    const body = { ...valid(), npwp: '01.234.567.8-901.000' };
    expect((await call('/user', { body })).status).toBe(200);
    const otp = await latestOtp(body.email);
    expect((await call('/validasi', { body: { email: body.email, otp } })).status).toBe(200);
    const login = await call('/login', { body: { email: body.email, password: body.password } });
    const profile = await call('/profile', { token: login.body.content.access_token });
    expect(profile.body).toMatchObject({
      nama: 'Dewi Lestari',
      email: body.email,
      role: 'client',
      phone: '081234567890',
      npwp: '0012345678901000',
    });
  });

  // Was a 409 email_taken: the answer no longer tells whether an address has an account (issue 12).
  it('answers a taken email (any case) like a new one, changes nothing and mails the owner', async () => {
    const body = valid();
    expect((await call('/user', { body })).status).toBe(200);
    await call('/validasi', { body: { email: body.email, otp: await latestOtp(body.email) } });
    const again = await call('/user', {
      body: { ...body, email: body.email.toUpperCase(), nama: 'Other', password: 'Rendang-Padang-77' },
      headers: { 'accept-language': 'en' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { email: body.email } });
    const [notice] = await mailbox(body.email);
    expect(notice.subject).toMatch(/pendaftaran/i);
    // in the owner's language (Indonesian by default), not in the one of whoever filled the form in
    expect(notice.text).toMatch(/mencoba mendaftar/);
    expect(notice.locale).toBe('id');
    expect(notice.otp).toBeNull();
    // the account keeps its name and password
    expect(
      (await call('/login', { body: { email: body.email, password: 'Rendang-Padang-77' } })).status,
    ).toBe(401);
    const login = await call('/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    const profile = await call('/profile', { token: login.body.content.access_token });
    expect(profile.body.nama).toBe(body.nama);
  });

  it('sends an unconfirmed owner who registers again a fresh code (after the resend minute)', async () => {
    const body = valid();
    expect((await call('/user', { body })).status).toBe(200);
    expect((await call('/user', { body })).status).toBe(200);
    expect(await mailbox(body.email)).toHaveLength(1);
    await advanceClock(61_000);
    expect((await call('/user', { body })).status).toBe(200);
    const messages = await mailbox(body.email);
    expect(messages).toHaveLength(2);
    expect((await call('/validasi', { body: { email: body.email, otp: messages[0].otp } })).status).toBe(200);
  });

  it('never lets the public choose the admin role', async () => {
    const body = { ...valid(), role: 'admin' };
    expect((await call('/user', { body })).status).toBe(200);
    const otp = await latestOtp(body.email);
    await call('/validasi', { body: { email: body.email, otp } });
    const login = await call('/login', { body: { email: body.email, password: body.password } });
    const profile = await call('/profile', { token: login.body.content.access_token });
    expect(profile.body.role).toBe('client');
  });

  it.each([
    ['missing name', { nama: undefined }, 'nama'],
    ['blank name', { nama: '   ' }, 'nama'],
    ['missing email', { email: undefined }, 'email'],
    ['bad email', { email: 'not-an-email' }, 'email'],
    ['password of 7 characters', { password: 'abcdefg' }, 'password'],
    ['password of 129 characters', { password: 'x'.repeat(129) }, 'password'],
    ['password not a string', { password: 12345678 }, 'password'],
    ['missing phone', { phone: undefined }, 'phone'],
    ['phone with letters', { phone: '0812-ABCD-999' }, 'phone'],
    ['NPWP of 14 digits', { npwp: '12345678901234' }, 'npwp'],
  ])('answers 400 with the field for %s', async (_label, change, field) => {
    const reply = await call('/user', { body: { ...valid(), ...change } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.fields).toHaveProperty(field);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    expect((await call('/user', { body: { ...valid(), password: 'tukang-8' } })).status).toBe(200);
    expect((await call('/user', { body: { ...valid(), password: `${'k'.repeat(127)}z` } })).status).toBe(200);
  });

  it.each(['password', 'PASSWORD1', 'iloveyou', 'qwertyuiop', 'Sunshine'])(
    'rejects the common password %s',
    async (password) => {
      const reply = await call('/user', { body: { ...valid(), password } });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(password.length < 8 ? 'validation' : 'weak_password');
      expect(reply.body.fields).toHaveProperty('password');
    },
  );

  it('answers 400 (not 500) to malformed JSON and a non-object body', async () => {
    const broken = await call('/user', { raw: '{"nama": "x",' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBeTruthy();
    const array = await call('/user', { body: [1, 2] });
    expect(array.status).toBe(400);
  });
});

describe('POST /api/validasi (confirm OTP)', () => {
  it('confirms with the mailed code; the code works once', async () => {
    const { email, password } = await registerUser();
    const otp = await latestOtp(email);
    const ok = await call('/validasi', { body: { email: email.toUpperCase(), otp } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBeTruthy();
    expect((await call('/login', { body: { email, password } })).status).toBe(200);
    // was 409 already_verified, which told anyone the address is confirmed (issue 12)
    const again = await call('/validasi', { body: { email, otp }, ip: uniqueIp() });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('otp_invalid');
  });

  it('refuses a wrong code, and a code that is not 6 digits', async () => {
    const { email } = await registerUser();
    const otp = (await latestOtp(email))!;
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const reply = await call('/validasi', { body: { email, otp: wrong }, ip: uniqueIp() });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('otp_invalid');
    const short = await call('/validasi', { body: { email, otp: '12345' } });
    expect(short.status).toBe(400);
    expect(short.body.fields).toHaveProperty('otp');
  });

  it('refuses a code after 10 minutes', async () => {
    const { email } = await registerUser();
    const otp = await latestOtp(email);
    await advanceClock(11 * 60_000);
    const reply = await call('/validasi', { body: { email, otp } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('otp_expired');
  });

  it('accepts a code at 9 minutes', async () => {
    const { email } = await registerUser();
    const otp = await latestOtp(email);
    await advanceClock(9 * 60_000);
    expect((await call('/validasi', { body: { email, otp } })).status).toBe(200);
  });

  it('voids the code on the 5th wrong try; even the right code then fails', async () => {
    const { email } = await registerUser();
    const otp = (await latestOtp(email))!;
    const wrong = String((Number(otp) + 7) % 1_000_000).padStart(6, '0');
    const ip = uniqueIp();
    for (let i = 1; i <= 4; i++) {
      const reply = await call('/validasi', { body: { email, otp: wrong }, ip });
      expect(reply.body.code).toBe('otp_invalid');
    }
    const fifth = await call('/validasi', { body: { email, otp: wrong }, ip });
    expect(fifth.status).toBe(400);
    expect(fifth.body.code).toBe('too_many_attempts');
    const right = await call('/validasi', { body: { email, otp }, ip });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('otp_invalid');
  });

  it('answers an unknown email like a wrong code', async () => {
    const reply = await call('/validasi', {
      body: { email: uniqueEmail('ghost'), otp: '123456' },
      ip: uniqueIp(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('otp_invalid');
  });

  it('limits wrong codes from one address (429 with retryAfter)', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      const reply = await call('/validasi', { body: { email: uniqueEmail('ghost'), otp: '000000' }, ip });
      expect(reply.status).toBe(400);
    }
    const blocked = await call('/validasi', { body: { email: uniqueEmail('ghost'), otp: '000000' }, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.retryAfter).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBe(blocked.body.retryAfter);
    // another address is not affected
    const other = await call('/validasi', {
      body: { email: uniqueEmail('ghost'), otp: '000000' },
      ip: uniqueIp(),
    });
    expect(other.status).toBe(400);
  });
});

describe('POST /api/kirimulang (resend OTP)', () => {
  // Was a 429 otp_cooldown: a resend within the minute now gets the one neutral answer and sends
  // nothing (as forgot-password does), so the answer never tells whether a code went out.
  it('sends nothing within 60 s (same answer), then a new code that voids the old', async () => {
    const { email } = await registerUser();
    const first = (await latestOtp(email))!;
    const early = await call('/kirimulang', { body: { email } });
    expect(early.status).toBe(200);
    expect(early.body.resendAfter).toBe(60);
    expect(await mailbox(email)).toHaveLength(1);

    await advanceClock(61_000);
    const resent = await call('/kirimulang', { body: { email } });
    expect(resent.status).toBe(200);
    expect(resent.body.resendAfter).toBe(60);
    const messages = await mailbox(email);
    expect(messages).toHaveLength(2);
    const second = messages[0].otp;
    expect(second).toMatch(/^\d{6}$/);

    if (second !== first) {
      const old = await call('/validasi', { body: { email, otp: first }, ip: uniqueIp() });
      expect(old.status).toBe(400);
      expect(old.body.code).toBe('otp_invalid');
    }
    expect((await call('/validasi', { body: { email, otp: second } })).status).toBe(200);
  });

  it('gives a fresh 10 minutes and 5 tries with the new code', async () => {
    const { email } = await registerUser();
    await advanceClock(9 * 60_000);
    expect((await call('/kirimulang', { body: { email } })).status).toBe(200);
    const otp = await latestOtp(email);
    await advanceClock(9 * 60_000);
    expect((await call('/validasi', { body: { email, otp } })).status).toBe(200);
  });

  // Was 404 not_found and 409 already_verified (issue 12): now one answer, a real resend's.
  it('answers an unknown and a confirmed email like a real resend and mails neither; 400 for a bad one', async () => {
    const pending = await registerUser();
    await advanceClock(61_000);
    const real = await call('/kirimulang', { body: { email: pending.email } });
    expect(real.status).toBe(200);
    const { email } = await registerUser();
    await call('/validasi', { body: { email, otp: await latestOtp(email) } });
    await advanceClock(61_000);
    const ghost = uniqueEmail('ghost');
    for (const other of [ghost, email]) {
      const reply = await call('/kirimulang', { body: { email: other } });
      expect(reply.status, other).toBe(real.status);
      expect(reply.body, other).toEqual(real.body);
    }
    expect(await mailbox(ghost)).toEqual([]);
    expect(await mailbox(email)).toHaveLength(1);
    expect((await call('/kirimulang', { body: { email: 'nope' } })).status).toBe(400);
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists newest first and needs a valid email', async () => {
    const { email } = await registerUser();
    await advanceClock(61_000);
    await call('/kirimulang', { body: { email } });
    const messages = await mailbox(email);
    expect(messages).toHaveLength(2);
    expect(Date.parse(messages[0].sent_at)).toBeGreaterThan(Date.parse(messages[1].sent_at));
    expect((await call('/dev/mailbox?email=x')).status).toBe(400);
    expect(await mailbox(uniqueEmail('empty'))).toEqual([]);
  });
});
