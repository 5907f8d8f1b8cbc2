import { generateKeyPairSync, randomInt } from 'node:crypto';
import forge from 'node-forge';
import { expect } from 'vitest';
import type { BupotInput } from '../../contract/ebupot/schemas';
import { createVerifiedUser, type TestAccount } from './helpers/accounts';
import { call } from './http';

// Fixtures of the E-Bupot API tests: a client ready to issue slips (NPWP in the profile, an
// active signer, a valid electronic certificate) and valid slip bodies.

/** A random 16-digit NPWP (leading 0, as converted 15-digit ones are). */
export const randomNpwp = () => `0${Array.from({ length: 15 }, () => randomInt(10)).join('')}`;

/** A self-signed PKCS#12 whose subject CN carries the NPWP, valid from `from` for `days`. */
export function makeP12(npwp: string, passphrase: string, opts: { from?: Date; days?: number } = {}): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = String(randomInt(1_000_000, 9_999_999));
  const from = opts.from ?? new Date(Date.now() - 86_400_000);
  cert.validity.notBefore = from;
  cert.validity.notAfter = new Date(from.getTime() + (opts.days ?? 730) * 86_400_000);
  const attrs = [
    { name: 'commonName', value: npwp },
    { name: 'countryName', value: 'ID' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer([{ name: 'commonName', value: 'Test CA' }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

export async function uploadCertificate(
  token: string,
  npwp: string,
  opts: { from?: Date; days?: number } = {},
) {
  const form = new FormData();
  const bytes = makeP12(npwp, 'rahasia-sertel', opts);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/x-pkcs12' }), `${npwp}.p12`);
  form.append('passphrase', 'rahasia-sertel');
  return call('/sertifikat', { method: 'POST', form, token });
}

export async function addSigner(
  token: string,
  nama: string,
  opts: { scope?: string; isDefault?: boolean } = {},
) {
  const form = new FormData();
  form.append('bertindak_sebagai', 'PENGURUS');
  form.append('jenis_identitas', 'NIK');
  form.append('nomor_identitas', '3174051708900001');
  form.append('nama', nama);
  form.append('jabatan', 'Direktur');
  form.append('scope', opts.scope ?? 'BOTH');
  if (opts.isDefault) form.append('is_default', 'true');
  const reply = await call<{ data: { id: number } }>('/penandatangan', { method: 'POST', form, token });
  if (reply.status !== 201)
    expect.fail(`POST /api/penandatangan answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

export interface EbupotClient extends TestAccount {
  npwp: string;
  signerId: number;
}

/** A new client with an NPWP, a default active signer and (unless told not to) a valid certificate. */
export async function ebupotClient(opts: { certificate?: boolean } = {}): Promise<EbupotClient> {
  const npwp = randomNpwp();
  const account = await createVerifiedUser({ npwp });
  const signerId = await addSigner(account.token, 'Andi Wijaya');
  if (opts.certificate !== false) {
    const reply = await uploadCertificate(account.token, npwp);
    if (reply.status !== 201)
      expect.fail(`certificate upload answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  return { ...account, npwp, signerId };
}

/** Today's Jakarta date, and the current masa/tahun. */
export function jakartaToday() {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const [tahun, masa] = today.split('-').map(Number);
  return { today, tahun, masa };
}

/** A valid PPh 23 jasa teknik slip body for the current masa (recipient by NPWP). */
export function slipBody(over: Partial<BupotInput> = {}): BupotInput {
  const { today, tahun, masa } = jakartaToday();
  return {
    masa,
    tahun,
    recipientType: 'NPWP',
    recipientId: '0215550123407000',
    recipientName: 'PT Rekayasa Teknik Nusantara',
    recipientNitku: null,
    kodeObjek: '24-104-01',
    fasilitas: 'N/A',
    dpp: 10_000_000,
    docType: 'CommercialInvoice',
    docNumber: 'INV/001',
    docDate: today,
    withholdingDate: today,
    ...over,
  };
}
