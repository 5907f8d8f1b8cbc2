import { randomBytes } from 'node:crypto';
import forge from 'node-forge';

// Hostile PKCS#12 files, built byte by byte: key-derivation work hidden from a reader that only
// understands DER (constructed OCTET STRINGs, indefinite and padded lengths), work spread over
// many entries each under a per-entry cap, and structures no reader can finish (truncated
// lengths, deep nesting, constructed INTEGERs). Shared by the API tests and the resilience fuzz.

const OID = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  pbeSha3Des: '1.2.840.113549.1.12.1.3',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
  aes256Cbc: '2.16.840.1.101.3.4.1.42',
  hmacSha256: '1.2.840.113549.2.9',
  sha1: '1.3.14.3.2.26',
};

/** How a value's length is written: shortest DER form, padded long form, or indefinite (BER). */
type LengthForm = 'der' | 'padded' | 'indefinite';

function lengthBytes(n: number, form: LengthForm): Buffer {
  if (form === 'padded') return Buffer.from([0x84, n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
  if (n < 128) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 255);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, content: Buffer, form: LengthForm = 'der'): Buffer {
  if (form === 'indefinite') return Buffer.concat([Buffer.from([tag, 0x80]), content, Buffer.from([0, 0])]);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(content.length, form), content]);
}

export const seq = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
export const octets = (bytes: Buffer) => tlv(0x04, bytes);
export const explicit0 = (...items: Buffer[]) => tlv(0xa0, Buffer.concat(items));
export const oid = (dotted: string) => Buffer.from(forge.asn1.oidToDer(dotted).getBytes(), 'binary');
export const oidTlv = (dotted: string) => tlv(0x06, oid(dotted));
export function int(n: number): Buffer {
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 255);
  if (!bytes.length || bytes[0] & 0x80) bytes.unshift(0);
  return tlv(0x02, Buffer.from(bytes));
}

/** An OCTET STRING in BER's constructed form: `bytes` cut into pieces of `piece` bytes. */
export function chunkedOctets(bytes: Buffer, piece = 1, form: LengthForm = 'der'): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += piece)
    parts.push(tlv(0x04, bytes.subarray(i, i + piece), form === 'indefinite' ? 'der' : form));
  return tlv(0x24, Buffer.concat(parts), form);
}

const pbe3DesParams = (iterations: number) =>
  seq(oidTlv(OID.pbeSha3Des), seq(octets(randomBytes(8)), int(iterations)));

const pbes2Params = (iterations: number) =>
  seq(
    oidTlv(OID.pbes2),
    seq(
      seq(
        oidTlv(OID.pbkdf2),
        seq(octets(randomBytes(8)), int(iterations), seq(oidTlv(OID.hmacSha256), tlv(0x05, Buffer.alloc(0)))),
      ),
      seq(oidTlv(OID.aes256Cbc), octets(randomBytes(16))),
    ),
  );

/** A pkcs8ShroudedKeyBag whose ciphertext is random (the derivation runs, then decryption fails). */
export const shroudedBag = (algorithm: Buffer) =>
  seq(oidTlv(OID.shroudedKeyBag), explicit0(seq(algorithm, octets(randomBytes(32)))));

/** A ContentInfo of type data around SafeContents, its OCTET STRING written as `wrap` says. */
const dataContent = (safeContents: Buffer, wrap: (b: Buffer) => Buffer = octets) =>
  seq(oidTlv(OID.data), explicit0(wrap(safeContents)));

const encryptedContent = (algorithm: Buffer) =>
  seq(
    oidTlv(OID.encryptedData),
    explicit0(seq(int(0), seq(oidTlv(OID.data), algorithm, tlv(0x80, randomBytes(64))))),
  );

/** PFX { version 3, authSafe } (no MAC: forge then goes straight to the bags). */
const pfx = (authSafe: Buffer, wrap: (b: Buffer) => Buffer = octets) =>
  seq(int(3), seq(oidTlv(OID.data), explicit0(wrap(authSafe))));

let validBag: Buffer | undefined;
/**
 * A shrouded bag that decrypts with the passphrase `pw` after `UNDER_CAP` iterations (made once:
 * forge takes about a second). Its plaintext is no key, so forge derives, decrypts, moves on.
 */
export const UNDER_CAP = 199_999;
export const HOSTILE_PASSPHRASE = 'pw';
function decryptableBag(): Buffer {
  if (!validBag) {
    const epki = forge.pki.encryptPrivateKeyInfo(forge.asn1.create(0, 16, true, []), HOSTILE_PASSPHRASE, {
      algorithm: '3des',
      count: UNDER_CAP,
    });
    const der = Buffer.from(forge.asn1.toDer(epki).getBytes(), 'binary');
    validBag = seq(oidTlv(OID.shroudedKeyBag), explicit0(der));
  }
  return validBag;
}

export interface HostileFile {
  name: string;
  bytes: Buffer;
  /** the answer it must get: 422 when it asks for too much work, 400 when it cannot be read */
  refusal: { status: number; code: string };
}

const TOO_COMPLEX = { status: 422, code: 'certificate_too_complex' };
const UNREADABLE = { status: 400, code: 'certificate_not_pkcs12' };

/** 2,000,000 iterations in a shrouded bag, the authSafe cut into one-byte constructed pieces. */
export const hiddenCountChunked = (iterations = 2_000_000): HostileFile => ({
  name: 'hidden count (constructed OCTET STRING, one-byte pieces)',
  refusal: TOO_COMPLEX,
  bytes: pfx(seq(dataContent(seq(shroudedBag(pbe3DesParams(iterations))))), (b) => chunkedOctets(b, 1)),
});

/** The same hiding with indefinite lengths everywhere and PBES2 (native PBKDF2, 2^31-1 rounds). */
export const hiddenCountIndefinite = (): HostileFile => {
  const safeContents = tlv(0x30, shroudedBag(pbes2Params(2 ** 31 - 1)), 'indefinite');
  const authSafe = tlv(
    0x30,
    tlv(
      0x30,
      Buffer.concat([
        oidTlv(OID.data),
        tlv(0xa0, chunkedOctets(safeContents, 3, 'indefinite'), 'indefinite'),
      ]),
      'indefinite',
    ),
    'indefinite',
  );
  const outer = Buffer.concat([
    int(3),
    tlv(
      0x30,
      Buffer.concat([oidTlv(OID.data), tlv(0xa0, chunkedOctets(authSafe, 2, 'indefinite'), 'indefinite')]),
      'indefinite',
    ),
  ]);
  return {
    name: 'hidden count (indefinite lengths, PBES2)',
    refusal: TOO_COMPLEX,
    bytes: tlv(0x30, outer, 'indefinite'),
  };
};

/** Padded long-form lengths around a chunked OCTET STRING that hides a large count. */
export const hiddenCountPadded = (): HostileFile => ({
  name: 'hidden count (padded long-form lengths)',
  refusal: TOO_COMPLEX,
  bytes: pfx(seq(dataContent(seq(shroudedBag(pbe3DesParams(5_000_000))))), (b) =>
    chunkedOctets(b, 4, 'padded'),
  ),
});

/** `n` shrouded bags, each under the per-entry cap, each one decrypting: work adds up. */
export const manyEntries = (n = 8): HostileFile => ({
  name: `${n} key entries each under the cap`,
  refusal: TOO_COMPLEX,
  bytes: pfx(seq(dataContent(seq(...Array.from({ length: n }, decryptableBag))))),
});

/** `n` encrypted SafeContents, each with a count under the cap. */
export const manyEncryptedSafes = (n = 8): HostileFile => ({
  name: `${n} encrypted SafeContents each under the cap`,
  refusal: TOO_COMPLEX,
  bytes: pfx(seq(...Array.from({ length: n }, () => encryptedContent(pbe3DesParams(UNDER_CAP))))),
});

/**
 * Key bags no pre-scan can see: a SafeContents encrypted with the passphrase (a small count)
 * holding `n` bags, each under the cap, each decrypting. The work shows only once decrypted.
 */
export const hiddenInsideEncryption = (n = 8): HostileFile => {
  const safeContents = seq(...Array.from({ length: n }, decryptableBag));
  const epki = forge.pki.encryptPrivateKeyInfo(
    forge.asn1.fromDer(safeContents.toString('binary')),
    HOSTILE_PASSPHRASE,
    { algorithm: '3des', count: 1000 },
  );
  const [algorithm, ciphertext] = epki.value as forge.asn1.Asn1[];
  const algorithmDer = Buffer.from(forge.asn1.toDer(algorithm).getBytes(), 'binary');
  const encrypted = Buffer.from(ciphertext.value as string, 'binary');
  const info = seq(
    oidTlv(OID.encryptedData),
    explicit0(seq(int(0), seq(oidTlv(OID.data), algorithmDer, tlv(0x80, encrypted)))),
  );
  return {
    name: `${n} key entries inside an encrypted SafeContents`,
    refusal: TOO_COMPLEX,
    bytes: pfx(seq(info)),
  };
};

/** Thousands of cheap entries: no derivation, but more than any real certificate holds. */
export const manyCheapEntries = (n = 2000): HostileFile => ({
  name: `${n} small key bags`,
  refusal: TOO_COMPLEX,
  bytes: pfx(
    seq(dataContent(seq(...Array.from({ length: n }, () => seq(oidTlv(OID.keyBag), explicit0(seq())))))),
  ),
});

/** A length that claims far more bytes than follow. */
export const truncatedLength = (): HostileFile => {
  const inner = seq(dataContent(seq(shroudedBag(pbe3DesParams(1000)))));
  const lying = Buffer.concat([Buffer.from([0x04, 0x84, 0x7f, 0xff, 0xff, 0xff]), inner]);
  return {
    name: 'truncated length (claims 2 GB)',
    refusal: UNREADABLE,
    bytes: seq(int(3), seq(oidTlv(OID.data), explicit0(lying))),
  };
};

/** An indefinite length that never ends (no end-of-contents). */
export const unterminatedIndefinite = (): HostileFile => {
  const whole = tlv(
    0x30,
    Buffer.concat([int(3), seq(oidTlv(OID.data), explicit0(octets(seq())))]),
    'indefinite',
  );
  return {
    name: 'indefinite length without end-of-contents',
    refusal: UNREADABLE,
    bytes: whole.subarray(0, whole.length - 2),
  };
};

/** Constructed OCTET STRINGs nested `depth` deep inside the authSafe. */
export const deepNesting = (depth = 4000): HostileFile => {
  let inner = octets(seq());
  for (let i = 0; i < depth; i++)
    inner = Buffer.concat([Buffer.from([0x24, 0x80]), inner, Buffer.from([0, 0])]);
  return {
    name: `constructed OCTET STRINGs nested ${depth} deep`,
    refusal: TOO_COMPLEX,
    bytes: seq(int(3), seq(oidTlv(OID.data), explicit0(inner))),
  };
};

/** SEQUENCEs nested `depth` deep at the top. */
export const deepSequences = (depth = 4000): HostileFile => {
  let inner = seq();
  for (let i = 0; i < depth; i++) inner = tlv(0x30, inner, 'indefinite');
  return { name: `SEQUENCEs nested ${depth} deep`, refusal: TOO_COMPLEX, bytes: seq(int(3), inner) };
};

/** The iteration count as a constructed INTEGER (no valid BER has one). */
export const constructedInteger = (): HostileFile => {
  const count = tlv(
    0x22,
    Buffer.concat([tlv(0x02, Buffer.from([0x1e])), tlv(0x02, Buffer.from([0x84, 0x80]))]),
  );
  const bag = seq(
    oidTlv(OID.shroudedKeyBag),
    explicit0(seq(seq(oidTlv(OID.pbeSha3Des), seq(octets(randomBytes(8)), count)), octets(randomBytes(32)))),
  );
  return { name: 'constructed INTEGER count', refusal: UNREADABLE, bytes: pfx(seq(dataContent(seq(bag)))) };
};

/** A MAC asking for ten million iterations (visible, but far over the cap). */
export const macOverCap = (): HostileFile => {
  const mac = seq(
    seq(seq(oidTlv(OID.sha1), tlv(0x05, Buffer.alloc(0))), octets(randomBytes(20))),
    octets(randomBytes(8)),
    int(10_000_000),
  );
  const authSafe = octets(seq(dataContent(seq())));
  return {
    name: 'MAC with 10,000,000 iterations',
    refusal: TOO_COMPLEX,
    bytes: seq(int(3), seq(oidTlv(OID.data), explicit0(authSafe)), mac),
  };
};

/** Every kind above: what the server must refuse without stalling anyone else. */
export function hostilePkcs12Files(): HostileFile[] {
  return [
    hiddenCountChunked(),
    hiddenCountIndefinite(),
    hiddenCountPadded(),
    manyEntries(8),
    manyEncryptedSafes(8),
    hiddenInsideEncryption(8),
    manyCheapEntries(),
    truncatedLength(),
    unterminatedIndefinite(),
    deepNesting(),
    deepSequences(),
    constructedInteger(),
    macOverCap(),
  ];
}

/**
 * A valid PKCS#12 (DER) rewritten in the BER forms real exporters use: indefinite lengths on the
 * outer structure and the AuthenticatedSafe cut into constructed pieces. The MAC still holds
 * (it covers the joined bytes), so a reader that understands BER must still open it.
 */
export function asBer(der: Buffer): Buffer {
  const pfxAsn1 = forge.asn1.fromDer(der.toString('binary'));
  const [version, authSafe, mac] = pfxAsn1.value as forge.asn1.Asn1[];
  const content = Buffer.from(
    ((authSafe.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string,
    'binary',
  );
  const toBuffer = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
  const wrapped = tlv(0xa0, chunkedOctets(content, 100, 'indefinite'), 'indefinite');
  const info = tlv(0x30, Buffer.concat([oidTlv(OID.data), wrapped]), 'indefinite');
  return tlv(
    0x30,
    Buffer.concat([toBuffer(version), info, mac ? toBuffer(mac) : Buffer.alloc(0)]),
    'indefinite',
  );
}
