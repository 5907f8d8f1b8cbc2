import forge from 'node-forge';
import { tooComplex } from './pkcs12-errors';
import { PKCS12_LIMITS } from './pkcs12-scan';

// The pre-scan cannot see inside an encrypted SafeContents: the bags forge finds there after
// decrypting carry their own iteration counts. So forge's three key-derivation functions are
// metered too, and a file whose derivations, counted as forge starts each one, exceed the same
// budget stops before the one that would exceed it. Unmetered outside withDerivationBudget.

type Digest = { digestLength?: number } | string | undefined;
let remaining: number | null = null;

function charge(iterations: number, bytes: number, md: Digest) {
  if (remaining === null) return;
  const blockBytes = typeof md === 'object' && md.digestLength ? md.digestLength : 20;
  remaining -= Math.max(1, iterations) * Math.ceil(Math.max(1, bytes) / blockBytes);
  if (iterations > PKCS12_LIMITS.iterations || remaining < 0) throw tooComplex();
}

let installed = false;
function install() {
  if (installed) return;
  installed = true;
  type Functions = Record<string, (...args: unknown[]) => unknown>;
  const pbe = (forge.pki as unknown as { pbe: Functions }).pbe;
  const pkcs12 = forge.pkcs12 as unknown as Functions;
  const pkcs5 = forge.pkcs5 as unknown as Functions;
  const pkcs12Key = pbe.generatePkcs12Key;
  // password, salt, id, iterations, bytes, md
  const meteredKey = (...args: unknown[]) => {
    charge(args[3] as number, args[4] as number, args[5] as Digest);
    return pkcs12Key(...args);
  };
  pbe.generatePkcs12Key = meteredKey;
  pkcs12.generateKey = meteredKey;
  const pbkdf2 = pkcs5.pbkdf2;
  // password, salt, iterations, bytes, md
  pkcs5.pbkdf2 = (...args: unknown[]) => {
    charge(args[2] as number, args[3] as number, args[4] as Digest);
    return pbkdf2(...args);
  };
}

/** Runs `open` (synchronous) with every forge key derivation counted against the file's budget. */
export function withDerivationBudget<T>(open: () => T): T {
  install();
  remaining = PKCS12_LIMITS.rounds;
  try {
    return open();
  } finally {
    remaining = null;
  }
}
