import { afterEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  createVerifiedUser,
  latestOtp,
  login,
  registerUser,
  resetClock,
} from './helpers/accounts';
import { call, uniqueEmail, uniqueIp } from './http';

afterEach(async () => {
  await resetClock();
});

const NEW_PASSWORD = 'Gado-Gado-Siang-99';

describe('POST /api/changepassword', () => {
  it('changes the password, keeps the current session and revokes the others', async () => {
    const account = await createVerifiedUser();
    const other = await login(account.email, account.password);
    const reply = await call('/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password: NEW_PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect((await call('/profile', { token: account.token })).status).toBe(200);
    expect((await call('/profile', { token: other })).status).toBe(401);
    const oldLogin = await call('/login', {
      body: { email: account.email, password: account.password },
      ip: uniqueIp(),
    });
    expect(oldLogin.status).toBe(401);
    expect(await login(account.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('refuses a wrong current password with 400 (not 401: the session stays)', async () => {
    const account = await createVerifiedUser();
    const reply = await call('/changepassword', {
      token: account.token,
      body: { old_password: 'not-my-password', new_password: NEW_PASSWORD },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('wrong_password');
    expect(reply.body.fields).toHaveProperty('old_password');
    expect(await login(account.email, account.password)).toBeTruthy();
  });

  it.each([
    ['too short', 'pendek7', 'validation'],
    ['too long', 'y'.repeat(129), 'validation'],
    ['common', 'football', 'weak_password'],
  ])('refuses a %s new password', async (_label, new_password, code) => {
    const account = await createVerifiedUser();
    const reply = await call('/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect(reply.body.fields).toHaveProperty('new_password');
  });

  it('limits wrong current passwords to 10 per 15 minutes', async () => {
    const account = await createVerifiedUser();
    for (let i = 0; i < 10; i++) {
      const reply = await call('/changepassword', {
        token: account.token,
        body: { old_password: `wrong-${i}-password`, new_password: NEW_PASSWORD },
      });
      expect(reply.status).toBe(400);
    }
    const blocked = await call('/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password: NEW_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('needs a token and a body', async () => {
    expect(
      (await call('/changepassword', { body: { old_password: 'a', new_password: NEW_PASSWORD } })).status,
    ).toBe(401);
    const account = await createVerifiedUser();
    expect((await call('/changepassword', { token: account.token, body: {} })).status).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists; mails a code only to an account', async () => {
    const account = await createVerifiedUser();
    const ghost = uniqueEmail('ghost');
    const known = await call('/forgotpassword', { body: { email: account.email } });
    const unknown = await call('/forgotpassword', { body: { email: ghost } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await latestOtp(ghost)).toBeNull();
    const mail = await call(`/dev/mailbox?email=${encodeURIComponent(account.email)}`);
    expect(mail.body.messages[0].subject).toMatch(/sandi/i);
    // a repeat within 60 s answers the same and sends nothing
    const repeat = await call('/forgotpassword', { body: { email: account.email } });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(known.body);
    const after = await call(`/dev/mailbox?email=${encodeURIComponent(account.email)}`);
    expect(after.body.messages).toHaveLength(mail.body.messages.length);
  });

  it('resets with the mailed code, revokes every session, and the code works once', async () => {
    const account = await createVerifiedUser();
    const second = await login(account.email, account.password);
    await call('/forgotpassword', { body: { email: account.email } });
    const otp = await latestOtp(account.email);
    const reply = await call('/resetpassword', {
      body: { email: account.email, otp, password: NEW_PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect((await call('/profile', { token: account.token })).status).toBe(401);
    expect((await call('/profile', { token: second })).status).toBe(401);
    expect(await login(account.email, NEW_PASSWORD)).toBeTruthy();
    const again = await call('/resetpassword', {
      body: { email: account.email, otp, password: 'Another-Pass-123' },
      ip: uniqueIp(),
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('otp_invalid');
  });

  it('a registration code cannot reset the password', async () => {
    const { email } = await registerUser();
    const registrationOtp = await latestOtp(email);
    const reply = await call('/resetpassword', {
      body: { email, otp: registrationOtp, password: NEW_PASSWORD },
      ip: uniqueIp(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('otp_invalid');
  });

  it('a reset confirms an unconfirmed address (the code reached it)', async () => {
    const { email } = await registerUser();
    await advanceClock(61_000);
    await call('/forgotpassword', { body: { email } });
    const otp = await latestOtp(email);
    expect((await call('/resetpassword', { body: { email, otp, password: NEW_PASSWORD } })).status).toBe(200);
    expect(await login(email, NEW_PASSWORD)).toBeTruthy();
  });

  it('answers a wrong code and an unknown email alike', async () => {
    const account = await createVerifiedUser();
    await call('/forgotpassword', { body: { email: account.email } });
    const otp = (await latestOtp(account.email))!;
    const wrong = String((Number(otp) + 3) % 1_000_000).padStart(6, '0');
    const ip = uniqueIp();
    const bad = await call('/resetpassword', {
      body: { email: account.email, otp: wrong, password: NEW_PASSWORD },
      ip,
    });
    const ghost = await call('/resetpassword', {
      body: { email: uniqueEmail('ghost'), otp: wrong, password: NEW_PASSWORD },
      ip,
    });
    expect(bad.status).toBe(400);
    expect(ghost.status).toBe(400);
    expect(bad.body).toEqual(ghost.body);
    expect(await login(account.email, account.password)).toBeTruthy();
  });

  it('expires the reset code after 10 minutes and voids it after 5 wrong tries', async () => {
    const account = await createVerifiedUser();
    await call('/forgotpassword', { body: { email: account.email } });
    const otp = await latestOtp(account.email);
    await advanceClock(11 * 60_000);
    const late = await call('/resetpassword', {
      body: { email: account.email, otp, password: NEW_PASSWORD },
    });
    expect(late.body.code).toBe('otp_expired');

    await call('/forgotpassword', { body: { email: account.email } });
    const fresh = (await latestOtp(account.email))!;
    expect(fresh).toMatch(/^\d{6}$/);
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
    const ip = uniqueIp();
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (
          await call('/resetpassword', {
            body: { email: account.email, otp: wrong, password: NEW_PASSWORD },
            ip,
          })
        ).body.code,
      );
    }
    expect(codes).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'too_many_attempts']);
    const right = await call('/resetpassword', {
      body: { email: account.email, otp: fresh, password: NEW_PASSWORD },
      ip,
    });
    expect(right.status).toBe(400);
  });

  it('refuses a common or short new password before using the code', async () => {
    const account = await createVerifiedUser();
    await call('/forgotpassword', { body: { email: account.email } });
    const otp = await latestOtp(account.email);
    const common = await call('/resetpassword', {
      body: { email: account.email, otp, password: 'baseball' },
    });
    expect(common.body.code).toBe('weak_password');
    const short = await call('/resetpassword', { body: { email: account.email, otp, password: 'abc' } });
    expect(short.body.code).toBe('validation');
    expect(
      (await call('/resetpassword', { body: { email: account.email, otp, password: NEW_PASSWORD } })).status,
    ).toBe(200);
  });

  it('validates the bodies', async () => {
    expect((await call('/forgotpassword', { body: { email: 'nope' } })).status).toBe(400);
    expect((await call('/forgotpassword', { raw: 'not json' })).status).toBe(400);
    expect(
      (await call('/resetpassword', { body: { email: 'a@b.test', otp: 'abcdef', password: NEW_PASSWORD } }))
        .status,
    ).toBe(400);
  });
});
