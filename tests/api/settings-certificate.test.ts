import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CertificateResponse } from '../../contract/settings';
import {
  advanceClock,
  createVerifiedUser,
  login,
  loginDemo,
  resetClock,
  type TestAccount,
} from './helpers/accounts';
import { call } from './http';
import { daysFromNow, makeP12, randomNpwp, TINY_PDF } from './settings-fixtures';

const PASS = 'Rahasia-Sertel-2026';

function upload(token: string, bytes: Buffer, name: string, passphrase: string | null = PASS) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (passphrase !== null) form.append('passphrase', passphrase);
  return call<CertificateResponse & { code?: string; fields?: Record<string, string> }>('/sertifikat', {
    token,
    form,
  });
}

describe('POST/GET /api/sertifikat', () => {
  let a: TestAccount;
  const npwp = randomNpwp();
  beforeAll(async () => {
    a = await createVerifiedUser({ npwp });
  });
  beforeEach(async () => {
    // a fresh session each test: one test moves the clock past every session's lifetime
    a.token = await login(a.email, a.password);
  });
  afterEach(async () => {
    await resetClock();
  });

  it('opens a valid certificate with its passphrase and answers its metadata, never the secrets', async () => {
    const none = await call<CertificateResponse>('/sertifikat', { token: a.token });
    expect(none.status).toBe(200);
    expect(none.body.certificate).toBeNull();

    const p12 = makeP12({ passphrase: PASS, cn: `PT UJI SERTEL ${npwp}`, notAfter: daysFromNow(700) });
    const reply = await upload(a.token, p12, `${npwp}.p12`);
    expect(reply.status).toBe(201);
    const cert = reply.body.certificate!;
    expect(cert).toMatchObject({
      file_name: `${npwp}.p12`,
      subject_cn: `PT UJI SERTEL ${npwp}`,
      npwp,
      npwp_source: 'subject_cn',
      status: 'AKTIF',
      uploaded_by: { id: a.user.id, nama: a.nama },
    });
    expect(cert.issuer).toContain('CN=Test CA Portal Pajak');
    expect(cert.subject).toContain('C=ID');
    expect(cert.serial_number).toMatch(/^[0-9A-F]+$/);
    expect(cert.days_left).toBeGreaterThanOrEqual(699);
    expect(new Date(cert.valid_to).getTime()).toBeGreaterThan(Date.now());

    const read = await call<CertificateResponse>('/sertifikat', { token: a.token });
    expect(read.body.certificate).toEqual(cert);
    const text = JSON.stringify(read.body);
    expect(text).not.toContain(PASS);
    expect(text).not.toMatch(/passphrase|file_sealed|MII/);

    // two years on, the same certificate reads as expired
    await advanceClock(800 * 86_400_000);
    const token = await login(a.email, a.password); // the old session has long expired
    const later = await call<CertificateResponse>('/sertifikat', { token });
    expect(later.body.certificate?.status).toBe('KEDALUWARSA');
    expect(later.body.certificate!.days_left).toBeLessThan(0);
  });

  it('marks a certificate ending within 30 days as akan kedaluwarsa', async () => {
    const p12 = makeP12({ passphrase: PASS, cn: 'Sertel', subjectSerial: npwp, notAfter: daysFromNow(10) });
    const reply = await upload(a.token, p12, 'sertel.pfx');
    expect(reply.status).toBe(201);
    expect(reply.body.certificate).toMatchObject({
      status: 'AKAN_KEDALUWARSA',
      days_left: 10,
      npwp_source: 'subject_serial',
      file_name: 'sertel.pfx',
    });
    // the new upload replaced the previous one
    expect(
      (await call<CertificateResponse>('/sertifikat', { token: a.token })).body.certificate?.file_name,
    ).toBe('sertel.pfx');
  });

  it('refuses an expired or not yet valid certificate', async () => {
    const expired = makeP12({
      passphrase: PASS,
      cn: npwp,
      notBefore: daysFromNow(-800),
      notAfter: daysFromNow(-5),
    });
    const reply = await upload(a.token, expired, `${npwp}.p12`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('certificate_expired');
    const future = makeP12({
      passphrase: PASS,
      cn: npwp,
      notBefore: daysFromNow(3),
      notAfter: daysFromNow(700),
    });
    expect((await upload(a.token, future, `${npwp}.p12`)).body.code).toBe('certificate_not_yet_valid');
  });

  it('answers a clear 400 for a wrong passphrase, and for bytes that are not PKCS#12', async () => {
    const p12 = makeP12({ passphrase: PASS, cn: npwp });
    const wrong = await upload(a.token, p12, `${npwp}.p12`, 'salah-sandi');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('certificate_wrong_passphrase');
    expect(wrong.body.fields).toHaveProperty('passphrase');

    for (const bytes of [TINY_PDF, Buffer.from('random bytes, not DER at all'), p12.subarray(0, 300)]) {
      const bad = await upload(a.token, bytes, `${npwp}.p12`);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('certificate_not_pkcs12');
    }
    const noKey = makeP12({ passphrase: PASS, cn: npwp, withKey: false });
    expect((await upload(a.token, noKey, `${npwp}.p12`)).body.code).toBe('certificate_no_key');
  });

  it('checks name, size, passphrase and file presence', async () => {
    const p12 = makeP12({ passphrase: PASS, cn: npwp });
    const wrongType = await upload(a.token, p12, `${npwp}.pem`);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('certificate_type');
    const big = await upload(a.token, Buffer.concat([p12, Buffer.alloc(51 * 1024)]), `${npwp}.p12`);
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('certificate_too_large');
    const noPass = await upload(a.token, p12, `${npwp}.p12`, null);
    expect(noPass.status).toBe(400);
    expect(noPass.body.fields).toHaveProperty('passphrase');
    const emptyPass = await upload(a.token, p12, `${npwp}.p12`, '');
    expect(emptyPass.status).toBe(400);
    const form = new FormData();
    form.append('passphrase', PASS);
    const noFile = await call('/sertifikat', { token: a.token, form });
    expect(noFile.status).toBe(400);
    expect(noFile.body.code).toBe('certificate_file_required');
    const json = await call('/sertifikat', { token: a.token, body: { passphrase: PASS } });
    expect(json.status).toBe(400);
  });

  it('checks the NPWP against the profile', async () => {
    const other = randomNpwp();
    const mismatch = await upload(
      a.token,
      makeP12({ passphrase: PASS, cn: `PT LAIN ${other}` }),
      `${npwp}.p12`,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('certificate_npwp_mismatch');

    // with no NPWP in the subject, the file name is checked
    const nameOnly = makeP12({ passphrase: PASS, cn: 'PT Tanpa Nomor' });
    const byName = await upload(
      a.token,
      nameOnly,
      `${npwp.slice(1, 3)}.${npwp.slice(3, 6)}.${npwp.slice(6, 9)}.${npwp.slice(9, 10)}-${npwp.slice(10, 13)}.${npwp.slice(13)}.p12`,
    );
    expect(byName.status).toBe(201);
    expect(byName.body.certificate?.npwp_source).toBe('file_name');
    const wrongName = await upload(a.token, nameOnly, `${other}.p12`);
    expect(wrongName.body.code).toBe('certificate_npwp_mismatch');
    const noNumber = await upload(a.token, nameOnly, 'sertifikat.p12');
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.code).toBe('certificate_npwp_missing');

    const noProfileNpwp = await createVerifiedUser();
    const reply = await upload(noProfileNpwp.token, makeP12({ passphrase: PASS, cn: npwp }), `${npwp}.p12`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('certificate_profile_npwp_missing');
  });

  it("keeps each client's certificate to itself; an admin reads the metadata", async () => {
    const b = await createVerifiedUser({ npwp: randomNpwp() });
    expect((await call<CertificateResponse>('/sertifikat', { token: b.token })).body.certificate).toBeNull();
    expect((await call(`/sertifikat?user_id=${a.user.id}`, { token: b.token })).status).toBe(404);
    const admin = await loginDemo('admin');
    const read = await call<CertificateResponse>(`/sertifikat?user_id=${a.user.id}`, { token: admin });
    expect(read.body.certificate?.npwp).toBe(npwp);
    expect((await call('/sertifikat')).status).toBe(401);
  });
});
