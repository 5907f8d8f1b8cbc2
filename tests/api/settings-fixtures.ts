import { generateKeyPairSync, randomInt } from 'node:crypto';
import forge from 'node-forge';

// Test material for the settings suites (API and end to end): PKCS#12 certificates made on the
// spot with node-forge (self-signed; never real ones), small PDF/PNG files and NPWPs.

let keyPair: { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } | undefined;

/** One RSA key for every test certificate (Node's generator is fast; forge's pure JS is not). */
function testKeys() {
  if (!keyPair) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    keyPair = {
      privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
      publicKey: forge.pki.publicKeyFromPem(publicKey) as forge.pki.rsa.PublicKey,
    };
  }
  return keyPair;
}

export interface TestCertificateOptions {
  passphrase: string;
  /** common name; the NPWP often rides here */
  cn: string;
  /** the subject's serialNumber attribute (2.5.4.5) */
  subjectSerial?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** false: a PKCS#12 with the certificate only */
  withKey?: boolean;
}

const DAY = 86_400_000;

/** A self-signed certificate and its key as PKCS#12 (DER bytes), protected by `passphrase`. */
export function makeP12(opts: TestCertificateOptions): Buffer {
  const { privateKey, publicKey } = testKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `0${randomInt(1, 2 ** 40).toString(16)}`;
  cert.validity.notBefore = opts.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = opts.notAfter ?? new Date(Date.now() + 730 * DAY);
  const subject: forge.pki.CertificateField[] = [
    { name: 'commonName', value: opts.cn },
    { name: 'organizationName', value: 'Portal Pajak Uji' },
    { name: 'countryName', value: 'ID' },
  ];
  if (opts.subjectSerial) subject.push({ type: '2.5.4.5', value: opts.subjectSerial });
  cert.setSubject(subject);
  cert.setIssuer([
    { name: 'commonName', value: 'Test CA Portal Pajak' },
    { name: 'countryName', value: 'ID' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(opts.withKey === false ? null : privateKey, cert, opts.passphrase, {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A random valid-looking 16-digit NPWP (not all one digit). */
export const randomNpwp = () =>
  `0${randomInt(10 ** 6, 10 ** 7)}${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;

/** A minimal one-page PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
