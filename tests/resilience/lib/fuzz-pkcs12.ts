import { type HostileFile, hostilePkcs12Files } from './hostile-pkcs12';

// Hostile certificate uploads for the fuzz: each kind of hostile PKCS#12 (hidden counts, many
// entries, truncated and indefinite lengths, deep nesting), as built and mutated at random
// (cut short, a byte flipped, a length byte forced to indefinite or long form, a piece doubled),
// so the class is covered, not a handful of payloads. Deterministic for the fuzzer's rng.

let files: HostileFile[] | undefined;
/** Built once (one kind encrypts with forge for about a second). */
export const hostileFiles = () => {
  files ??= hostilePkcs12Files();
  return files;
};

export function mutatedPkcs12(rng: () => number): { bytes: Buffer; kind: string } {
  const int = (n: number) => Math.floor(rng() * n);
  const base = hostileFiles()[int(hostileFiles().length)].bytes;
  const bytes = Buffer.from(base);
  const at = int(bytes.length);
  switch (int(6)) {
    case 0:
      return { bytes, kind: 'pkcs12-as-built' };
    case 1:
      return { bytes: bytes.subarray(0, at), kind: 'pkcs12-cut-short' };
    case 2:
      bytes[at] ^= 1 << int(8);
      return { bytes, kind: 'pkcs12-bit-flip' };
    case 3:
      bytes[at] = 0x80; // a length (or anything) made indefinite
      return { bytes, kind: 'pkcs12-indefinite' };
    case 4:
      bytes[at] = 0x84; // a long-form length reading four bytes on
      return { bytes, kind: 'pkcs12-long-form' };
    default: {
      const piece = bytes.subarray(at, at + 1 + int(64));
      return {
        bytes: Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at)]),
        kind: 'pkcs12-doubled',
      };
    }
  }
}
