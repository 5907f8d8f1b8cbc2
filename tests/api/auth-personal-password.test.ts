import { describe, expect, it } from 'vitest';
import { createVerifiedUser, latestOtp, login } from './helpers/accounts';
import { call, uniqueEmail, uniqueIp } from './http';

// Passwords built on the account's email or name (ASVS 2.1.7) are refused on registration,
// password change and reset: 400 password_personal on the password field, nothing stored.

const NAMA = 'Wulan Sukmawati';
const emailOf = () => uniqueEmail('wulan.sukma');
/** Hostile passwords for an account of NAMA at `email`. */
const personal = (email: string) => [
  email,
  email.toUpperCase(),
  `${email.split('@')[0]}!`,
  'Sukmawati-2026',
  'kopi-WULAN-pagi',
];

function expectPersonal(reply: { status: number; body: any }, field: string) {
  expect(reply.status).toBe(400);
  expect(reply.body.code).toBe('password_personal');
  expect(reply.body.fields[field]).toMatch(/name or email/);
}

describe('POST /api/user', () => {
  it('refuses a password that is or contains the email, its local part or a name word', async () => {
    const email = emailOf();
    for (const password of personal(email)) {
      const reply = await call('/user', { body: { nama: NAMA, email, password, phone: '081311112222' } });
      expectPersonal(reply, 'password');
    }
    // nothing was created: the address is still free for a good password
    const ok = await call('/user', {
      body: { nama: NAMA, email, password: 'Sambal-Matah-2026', phone: '081311112222' },
    });
    expect(ok.status).toBe(200);
    expect(await latestOtp(email)).toMatch(/^\d{6}$/);
  });
});

describe('POST /api/changepassword', () => {
  it('refuses a new password built on the account, keeps the old one', async () => {
    const email = emailOf();
    const account = await createVerifiedUser({ email, nama: NAMA });
    for (const new_password of personal(email)) {
      const reply = await call('/changepassword', {
        token: account.token,
        body: { old_password: account.password, new_password },
      });
      expectPersonal(reply, 'new_password');
    }
    expect(await login(email, account.password)).toBeTruthy();
  });
});

describe('POST /api/resetpassword', () => {
  it('refuses a new password built on the account and leaves the code valid', async () => {
    const email = emailOf();
    const account = await createVerifiedUser({ email, nama: NAMA });
    await call('/forgotpassword', { body: { email } });
    const otp = await latestOtp(email);
    for (const password of personal(email)) {
      expectPersonal(
        await call('/resetpassword', { body: { email, otp, password }, ip: uniqueIp() }),
        'password',
      );
    }
    expect(await login(email, account.password)).toBeTruthy();
    const good = await call('/resetpassword', { body: { email, otp, password: 'Gado-Gado-Siang-99' } });
    expect(good.status).toBe(200);
  });

  it('says nothing about the name to someone without the code', async () => {
    const email = emailOf();
    await createVerifiedUser({ email, nama: NAMA });
    const reply = await call('/resetpassword', {
      body: { email, otp: '000000', password: 'Sukmawati-2026' },
      ip: uniqueIp(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('otp_invalid');
  });
});
