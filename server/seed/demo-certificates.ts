import forge from 'node-forge';
import { saveCertificate } from '../services/settings/certificate';
import type { SeedContext } from './context';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Passphrase of the seeded demo certificates (README). */
export const DEMO_CERTIFICATE_PASSPHRASE = 'sertel-demo-2026';

const DAY = 86_400_000;

/**
 * A self-signed sandbox certificate (subject CN = the client's NPWP, valid two years, as DJP's
 * are) for each demo client, stored exactly as an upload would be, so the demo can issue
 * E-Bupot slips at once. 1024-bit keys: made at first start in pure JS, and never trusted by anyone.
 */
export async function seedDemoCertificates(ctx: SeedContext): Promise<void> {
  for (const key of ['client', 'client2'] as const) {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = `0${(ctx.users[key] * 7919 + 104729).toString(16)}`;
    cert.validity.notBefore = new Date(ctx.now.getTime() - DAY);
    cert.validity.notAfter = new Date(ctx.now.getTime() + 730 * DAY);
    cert.setSubject([
      { name: 'commonName', value: account.npwp! },
      { name: 'organizationName', value: account.companyName! },
      { name: 'countryName', value: 'ID' },
    ]);
    cert.setIssuer([
      { name: 'commonName', value: 'Portal Pajak Sandbox CA' },
      { name: 'countryName', value: 'ID' },
    ]);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, cert, DEMO_CERTIFICATE_PASSPHRASE, {
      algorithm: '3des',
    });
    const bytes = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
    await saveCertificate(
      ctx.db,
      ctx.encryptionKey,
      { id: ctx.users[key] },
      { bytes, fileName: `${account.npwp}.p12`, passphrase: DEMO_CERTIFICATE_PASSPHRASE },
    );
  }
}
