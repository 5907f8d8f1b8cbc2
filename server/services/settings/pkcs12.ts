import forge from 'node-forge';
import { normalizeNpwp } from '../../../contract/tax-id';
import { badRequest } from '../../lib/errors';

// Opens an uploaded PKCS#12 (.p12/.pfx) with node-forge and reads what the portal shows.
// Every failure is a 400 with its own code; nothing here echoes the passphrase.

/** Key-derivation iteration counts above this are refused before forge runs them (a crafted file could stall the server). */
const MAX_ITERATIONS = 200_000;

export interface OpenedCertificate {
  subject: string;
  subjectCn: string | null;
  subjectSerial: string | null;
  serialNumber: string;
  issuer: string;
  validFrom: Date;
  validTo: Date;
}

const notPkcs12 = () =>
  badRequest(
    'This file is not a PKCS#12 certificate (.p12/.pfx) or it is damaged',
    'certificate_not_pkcs12',
    {
      file: 'Not a readable PKCS#12 certificate',
    },
  );

const wrongPassphrase = () =>
  badRequest('The passphrase does not open this certificate', 'certificate_wrong_passphrase', {
    passphrase: 'Wrong passphrase',
  });

function integerValue(node: forge.asn1.Asn1): number {
  const bytes = typeof node.value === 'string' ? node.value : '';
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    n = n * 256 + bytes.charCodeAt(i);
    if (n > Number.MAX_SAFE_INTEGER / 256) return Number.MAX_SAFE_INTEGER;
  }
  return n;
}

/**
 * Walks the structure (decoding DER nested in OCTET STRINGs, as PKCS#12 nests it) and checks
 * every iteration count: in PBE/PBKDF2 parameters and MAC data an INTEGER follows the salt
 * (an OCTET STRING) in one SEQUENCE.
 */
function iterationsWithinLimit(node: forge.asn1.Asn1, depth = 0): boolean {
  if (depth > 40) return false;
  const { asn1 } = forge;
  if (Array.isArray(node.value)) {
    const children = node.value;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      const prev = children[i - 1];
      if (
        prev &&
        child.tagClass === asn1.Class.UNIVERSAL &&
        child.type === asn1.Type.INTEGER &&
        prev.type === asn1.Type.OCTETSTRING &&
        integerValue(child) > MAX_ITERATIONS
      )
        return false;
      if (!iterationsWithinLimit(child, depth + 1)) return false;
    }
    return true;
  }
  if (node.type === asn1.Type.OCTETSTRING && typeof node.value === 'string' && node.value.length > 1) {
    let inner: forge.asn1.Asn1 | null = null;
    try {
      inner = asn1.fromDer(node.value);
    } catch {
      inner = null; // opaque bytes (salt, ciphertext, digest)
    }
    if (inner) return iterationsWithinLimit(inner, depth + 1);
  }
  return true;
}

const ATTRIBUTE_LABELS: Record<string, string> = { '2.5.4.5': 'serialNumber' };

function distinguishedName(attributes: forge.pki.CertificateField[]): string {
  return attributes
    .map((a) => `${a.shortName ?? ATTRIBUTE_LABELS[a.type ?? ''] ?? a.name ?? a.type}=${String(a.value)}`)
    .join(', ');
}

export function openPkcs12(bytes: Buffer, passphrase: string): OpenedCertificate {
  let der: forge.asn1.Asn1;
  try {
    der = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw notPkcs12();
  }
  if (!iterationsWithinLimit(der)) throw notPkcs12();

  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(der, false, passphrase);
  } catch (err) {
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
