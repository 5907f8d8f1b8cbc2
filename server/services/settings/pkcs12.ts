import forge from 'node-forge';
import { normalizeNpwp } from '../../../contract/tax-id';
import { badRequest, HttpError } from '../../lib/errors';
import { notPkcs12, wrongPassphrase } from './pkcs12-errors';
import { withDerivationBudget } from './pkcs12-meter';
import { scanPkcs12 } from './pkcs12-scan';

// Opens an uploaded PKCS#12 (.p12/.pfx) with node-forge and reads what the portal shows.
// Every failure is a 4xx with its own code; nothing here echoes the passphrase. Synchronous and
// CPU-bound by nature: the server runs it in a worker thread (pkcs12-pool.ts), never on its loop.

export interface OpenedCertificate {
  subject: string;
  subjectCn: string | null;
  subjectSerial: string | null;
  serialNumber: string;
  issuer: string;
  validFrom: Date;
  validTo: Date;
}

const ATTRIBUTE_LABELS: Record<string, string> = { '2.5.4.5': 'serialNumber' };

function distinguishedName(attributes: forge.pki.CertificateField[]): string {
  return attributes
    .map((a) => `${a.shortName ?? ATTRIBUTE_LABELS[a.type ?? ''] ?? a.name ?? a.type}=${String(a.value)}`)
    .join(', ');
}

export function openPkcs12(bytes: Buffer, passphrase: string): OpenedCertificate {
  // forge reads only what the pre-scan read in full and found within the limits
  const checked = scanPkcs12(bytes);
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.asn1.fromDer(forge.util.createBuffer(checked.toString('binary')));
    p12 = withDerivationBudget(() => forge.pkcs12.pkcs12FromAsn1(der, false, passphrase));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // forge says "MAC could not be verified. Invalid password?" or "...wrong password?" for a
    // wrong passphrase; anything else is a file it cannot read.
    if (/password|MAC could not be verified/i.test((err as Error).message ?? '')) throw wrongPassphrase();
    throw notPkcs12();
  }

  const certBags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ??
      []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key)
    throw badRequest(
      'The file holds no private key; export the certificate with its key',
      'certificate_no_key',
      {
        file: 'No private key in the file',
      },
    );
  const certs = certBags.map((b) => b.cert).filter((c): c is forge.pki.Certificate => Boolean(c));
  // the signing certificate is the one whose public key belongs to the private key
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!cert) throw notPkcs12();

  const field = (shortOrOid: string) =>
    cert.subject.attributes.find((a) => a.shortName === shortOrOid || a.type === shortOrOid)?.value;
  return {
    subject: distinguishedName(cert.subject.attributes),
    subjectCn: field('CN') ? String(field('CN')) : null,
    subjectSerial: field('2.5.4.5') ? String(field('2.5.4.5')) : null,
    serialNumber: cert.serialNumber.toUpperCase(),
    issuer: distinguishedName(cert.issuer.attributes),
    validFrom: cert.validity.notBefore,
    validTo: cert.validity.notAfter,
  };
}

/** 15- or 16-digit numbers in a text (separators '.', '-' and spaces between digits are ignored), as canonical NPWPs. */
export function npwpCandidates(text: string | null): string[] {
  if (!text) return [];
  const joined = text.replace(/(\d)[.\-\s](?=\d)/g, '$1');
  const runs = joined.match(/\d+/g) ?? [];
  return runs
    .map((r) => (r.length === 15 || r.length === 16 ? normalizeNpwp(r) : null))
    .filter((n) => n !== null);
}
