import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import { createVerifiedUser, latestOtp, login } from './helpers/accounts';
import { call, uniqueEmail } from './http';

const base = { nama: 'Rina Kusuma', phone: '0812-3456-7890' };

describe('PUT /api/users/profile', () => {
  it('updates every field and answers the user as GET /api/profile does', async () => {
    const a = await createVerifiedUser();
    const reply = await call<User>('/users/profile', {
      method: 'PUT',
      token: a.token,
      body: {
        ...base,
        company_name: 'PT Rina Jaya',
        npwp: '01.234.567.8-901.000',
        address: 'Jl. Merdeka 1',
        city: 'Bandung',
        postal_code: '40111',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: a.user.id,
      email: a.email,
      nama: 'Rina Kusuma',
      phone: '081234567890',
      company_name: 'PT Rina Jaya',
      // a legacy 15-digit NPWP is kept as its 16-digit form
      npwp: '0012345678901000',
      address: 'Jl. Merdeka 1',
      city: 'Bandung',
      postal_code: '40111',
    });
    expect(reply.body).not.toHaveProperty('password_hash');
    const profile = await call<User>('/profile', { token: a.token });
    expect(profile.body).toEqual(reply.body);
  });

  it('keeps optional fields left out, clears those sent empty', async () => {
    const a = await createVerifiedUser();
    await call('/users/profile', {
      method: 'PUT',
      token: a.token,
      body: { ...base, city: 'Surabaya', company_name: 'CV Satu' },
    });
    const reply = await call<User>('/users/profile', {
      method: 'PUT',
      token: a.token,
      body: { ...base, company_name: '' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.city).toBe('Surabaya');
    expect(reply.body.company_name).toBeNull();
  });

  it.each([
    [{ ...base, npwp: '12345' }, 'npwp'],
    [{ ...base, npwp: '0000000000000000' }, 'npwp'],
    [{ ...base, npwp: '01234567890123X' }, 'npwp'],
    [{ ...base, postal_code: '1234' }, 'postal_code'],
    [{ ...base, phone: '12' }, 'phone'],
    [{ ...base, nama: '   ' }, 'nama'],
    [{ phone: base.phone }, 'nama'],
    [{ ...base, city: 'x'.repeat(101) }, 'city'],
  ])('refuses %j (field %s)', async (body, field) => {
    const a = await createVerifiedUser();
    const reply = await call('/users/profile', { method: 'PUT', token: a.token, body });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation');
    expect(reply.body.fields).toHaveProperty(field);
    const profile = await call<User>('/profile', { token: a.token });
    expect(profile.body.nama).toBe(a.nama);
  });

  it('does not change the email directly', async () => {
    const a = await createVerifiedUser();
    const reply = await call('/users/profile', {
      method: 'PUT',
      token: a.token,
      body: { ...base, email: uniqueEmail('other') },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('email_change_requires_otp');
    // the same email alongside the profile is harmless
    const same = await call('/users/profile', {
      method: 'PUT',
      token: a.token,
      body: { ...base, email: a.email },
    });
    expect(same.status).toBe(200);
  });

  it('needs a session, and a JSON or form body', async () => {
    expect((await call('/users/profile', { method: 'PUT', body: base })).status).toBe(401);
    const a = await createVerifiedUser();
    const raw = await call('/users/profile', { method: 'PUT', token: a.token, raw: '{"nama":' });
    expect(raw.status).toBe(400);
    expect(raw.body.code).toBe('malformed');
    const text = await call('/users/profile', {
      method: 'PUT',
      token: a.token,
      raw: 'nama=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});

describe('email change by OTP', () => {
  it('sends a code to the new address and changes the email only when it comes back', async () => {
    const a = await createVerifiedUser();
    const newEmail = uniqueEmail('baru');
    const start = await call('/users/email-change', {
      token: a.token,
      body: { new_email: newEmail.toUpperCase() },
    });
    expect(start.status).toBe(200);
    expect(start.body.new_email).toBe(newEmail);
    const otp = await latestOtp(newEmail);
    expect(otp).toMatch(/^\d{6}$/);
    // nothing changed yet
    expect((await call<User>('/profile', { token: a.token })).body.email).toBe(a.email);

    const wrong = await call('/users/email-change/confirm', {
      token: a.token,
      body: { otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('otp_invalid');

    const done = await call<User>('/users/email-change/confirm', { token: a.token, body: { otp } });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(newEmail);
    expect((await call<User>('/profile', { token: a.token })).body.email).toBe(newEmail);
    // the new address signs in; the old one no longer does
    expect(await login(newEmail, a.password)).toBeTruthy();
    expect((await call('/login', { body: { email: a.email, password: a.password } })).status).toBe(401);
    // the old address is told
    const oldMail = await call(`/dev/mailbox?email=${encodeURIComponent(a.email)}`);
    expect(oldMail.body.messages[0].text).toContain(newEmail);
    // a code is good once
    const again = await call('/users/email-change/confirm', { token: a.token, body: { otp } });
    expect(again.status).toBe(400);
  });

  it('refuses a taken address, the current one, and bad input', async () => {
    const a = await createVerifiedUser();
    const b = await createVerifiedUser();
    const taken = await call('/users/email-change', { token: a.token, body: { new_email: b.email } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
    const same = await call('/users/email-change', { token: a.token, body: { new_email: a.email } });
    expect(same.status).toBe(400);
    expect(same.body.code).toBe('email_change_same');
    const bad = await call('/users/email-change', { token: a.token, body: { new_email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('new_email');
    const badOtp = await call('/users/email-change/confirm', { token: a.token, body: { otp: '12ab' } });
    expect(badOtp.status).toBe(400);
    expect(badOtp.body.fields).toHaveProperty('otp');
    const none = await call('/users/email-change/confirm', { token: a.token, body: { otp: '123456' } });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('otp_invalid');
    expect((await call('/users/email-change', { body: { new_email: uniqueEmail() } })).status).toBe(401);
  });

  it('cannot confirm with a code another account asked for', async () => {
    const a = await createVerifiedUser();
    const b = await createVerifiedUser();
    const target = uniqueEmail('target');
    await call('/users/email-change', { token: a.token, body: { new_email: target } });
    const otp = await latestOtp(target);
    const stolen = await call('/users/email-change/confirm', { token: b.token, body: { otp } });
    expect(stolen.status).toBe(400);
    expect((await call<User>('/profile', { token: b.token })).body.email).toBe(b.email);
  });
});
