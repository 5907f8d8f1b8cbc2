import forge from 'node-forge';
import { type BerNode, readBer, TAG, toDer } from './pkcs12-ber';
import { notPkcs12, tooComplex } from './pkcs12-errors';

// The pre-scan of an uploaded PKCS#12, run before any key derivation: it walks the whole
// structure forge will read (PFX, MAC, AuthenticatedSafe, every SafeContents and SafeBag) and
// adds up the work every derivation would take. Over a limit, the file is refused unopened.

export const PKCS12_LIMITS = {
  /** one iteration count (MAC, a shrouded key, an encrypted SafeContents) */
  iterations: 200_000,
  /** the whole file, in hash rounds: iterations times the hash blocks each derivation needs */
  rounds: 1_000_000,
  /** ContentInfos in the AuthenticatedSafe (real files: one or two) */
  safeContents: 8,
  /** SafeBags over the whole file (a key and a certificate chain) */
  bags: 32,
};

const OID = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
};
/** pbeWithSHAAnd…: PKCS#12's own schemes, which derive a key and an IV (at most 3 SHA-1 blocks) */
const PKCS12_PBE = '1.2.840.113549.1.12.1.';

interface Work {
  rounds: number;
  bags: number;
}

function expectTag(node: BerNode | undefined, tag: number): BerNode {
  if (node?.cls !== 0 || node.tag !== tag) throw notPkcs12();
  return node;
}

/** The content of an [0] EXPLICIT wrapper. */
function explicit0(node: BerNode | undefined): BerNode {
  if (node?.cls !== 2 || node.tag !== 0 || !node.constructed || node.children.length !== 1) throw notPkcs12();
  return node.children[0];
}

const oidOf = (node: BerNode | undefined) =>
  forge.asn1.derToOid(expectTag(node, TAG.OID).bytes.toString('binary'));

function iterationCount(node: BerNode | undefined): number {
  const bytes = expectTag(node, TAG.INTEGER).bytes;
  if (bytes.length === 0 || bytes[0] & 0x80) throw notPkcs12();
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  if (bytes.length - start > 4) throw tooComplex();
  return bytes.subarray(start).reduce((n, b) => n * 256 + b, 0);
}

function derive(work: Work, iterations: number, blocks: number) {
  if (iterations > PKCS12_LIMITS.iterations) throw tooComplex();
  work.rounds += Math.max(1, iterations) * blocks;
  if (work.rounds > PKCS12_LIMITS.rounds) throw tooComplex();
}

/** An encryption AlgorithmIdentifier: the schemes forge opens, with their iteration counts. */
function encryption(work: Work, node: BerNode | undefined) {
  const alg = expectTag(node, TAG.SEQUENCE);
  const id = oidOf(alg.children[0]);
  const params = expectTag(alg.children[1], TAG.SEQUENCE);
  if (id.startsWith(PKCS12_PBE)) {
    expectTag(params.children[0], TAG.OCTET_STRING);
    return derive(work, iterationCount(params.children[1]), 3);
  }
  if (id !== OID.pbes2) throw notPkcs12();
  const kdf = expectTag(params.children[0], TAG.SEQUENCE);
  if (oidOf(kdf.children[0]) !== OID.pbkdf2) throw notPkcs12();
  const kdfParams = expectTag(kdf.children[1], TAG.SEQUENCE);
  derive(work, iterationCount(kdfParams.children[1]), 2);
}

function safeBags(work: Work, contents: Buffer) {
  for (const bag of expectTag(readBer(contents), TAG.SEQUENCE).children) {
    if (++work.bags > PKCS12_LIMITS.bags) throw tooComplex();
    const parts = expectTag(bag, TAG.SEQUENCE).children;
    const value = explicit0(parts[1]);
    switch (oidOf(parts[0])) {
      case OID.shroudedKeyBag:
        encryption(work, expectTag(value, TAG.SEQUENCE).children[0]);
        break;
      case OID.keyBag:
        expectTag(value, TAG.SEQUENCE);
        break;
      case OID.certBag:
        readBer(expectTag(explicit0(expectTag(value, TAG.SEQUENCE).children[1]), TAG.OCTET_STRING).bytes);
        break;
      default:
        throw notPkcs12(); // forge reads no other bag type
    }
  }
}

function macData(work: Work, mac: BerNode) {
  const [digestInfo, salt, iterations] = expectTag(mac, TAG.SEQUENCE).children;
  expectTag(expectTag(digestInfo, TAG.SEQUENCE).children[1], TAG.OCTET_STRING);
  expectTag(salt, TAG.OCTET_STRING);
  derive(work, iterations ? iterationCount(iterations) : 1, 1);
}

/**
 * Checks the file against PKCS12_LIMITS and answers it as DER: the outer structure rewritten in
 * its shortest form (the AuthenticatedSafe's bytes, which the MAC covers, kept as they are).
 */
export function scanPkcs12(bytes: Buffer): Buffer {
  const pfx = expectTag(readBer(bytes), TAG.SEQUENCE);
  if (pfx.children.length < 2 || pfx.children.length > 3) throw notPkcs12();
  expectTag(pfx.children[0], TAG.INTEGER);
  const authSafe = expectTag(pfx.children[1], TAG.SEQUENCE);
  if (oidOf(authSafe.children[0]) !== OID.data) throw notPkcs12();
  const content = expectTag(explicit0(authSafe.children[1]), TAG.OCTET_STRING).bytes;

  const work: Work = { rounds: 0, bags: 0 };
  if (pfx.children[2]) macData(work, pfx.children[2]);
  const infos = expectTag(readBer(content), TAG.SEQUENCE).children;
  if (infos.length > PKCS12_LIMITS.safeContents) throw tooComplex();
  for (const info of infos) {
    const [type, wrapped] = expectTag(info, TAG.SEQUENCE).children;
    const inner = explicit0(wrapped);
    const kind = oidOf(type);
    if (kind === OID.data) safeBags(work, expectTag(inner, TAG.OCTET_STRING).bytes);
    else if (kind === OID.encryptedData)
      encryption(work, expectTag(expectTag(inner, TAG.SEQUENCE).children[1], TAG.SEQUENCE).children[1]);
    else throw notPkcs12();
  }
  return toDer(pfx);
}
