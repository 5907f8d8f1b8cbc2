import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { User } from '../../../contract/auth';
import { makeP12, randomNpwp } from '../../api/settings-fixtures';
import { bearer } from './session';

/**
 * A new client ready to issue slips, made through the API: registered with an NPWP, confirmed by
 * the mailed code, signed in, with an active signer and a valid electronic certificate.
 */
export async function issuingClient(api: APIRequestContext, tag = 'bupot') {
  const npwp = randomNpwp();
  const email = `${tag}-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'Nasi-Uduk-Pagi-21';
  const headers = { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` };
  const reg = await api.post('/api/user', {
    data: { nama: 'Klien Uji Bupot', email, password, phone: '081377778888', npwp },
    headers,
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const otp = (await (await api.get(`/api/dev/mailbox?email=${email}`)).json()).messages[0].otp;
  expect((await api.post('/api/validasi', { data: { email, otp }, headers })).ok()).toBe(true);
  const login = await (await api.post('/api/login', { data: { email, password }, headers })).json();
  const token = login.content.access_token as string;
  const auth = bearer(token);
  const signer = await api.post('/api/penandatangan', {
    headers: auth,
    multipart: {
      bertindak_sebagai: 'PENGURUS',
      jenis_identitas: 'NIK',
      nomor_identitas: '3174051708900001',
      nama: 'Andi Wijaya',
      jabatan: 'Direktur',
      scope: 'BOTH',
    },
  });
  expect(signer.status(), await signer.text()).toBe(201);
  const p12 = makeP12({ passphrase: 'rahasia', cn: npwp });
  const cert = await api.post('/api/sertifikat', {
    headers: auth,
    multipart: {
      file: { name: `${npwp}.p12`, mimeType: 'application/x-pkcs12', buffer: p12 },
      passphrase: 'rahasia',
    },
  });
  expect(cert.status(), await cert.text()).toBe(201);
  const user = (await (await api.get('/api/profile', { headers: auth })).json()) as User;
  return { token, auth, user, npwp, email };
}
