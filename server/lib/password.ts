import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane).
const OWASP = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// The test suites' servers (NODE_ENV=test) create thousands of accounts and one-time codes, each
// hashed and checked: still argon2id, with the least memory and one pass (about 1 ms a hash
// instead of 36 ms on a 2-core CI machine). A hash carries its own parameters, so a database
// written by one profile is read by the other.
const TEST = { ...OWASP, memoryCost: 1024, timeCost: 1 } as const;

export type PasswordHashProfile = 'owasp' | 'test';
let options: typeof OWASP | typeof TEST = OWASP;

/** Set once at start from the configuration (server/config.ts: 'test' only with NODE_ENV=test). */
export function configurePasswordHashing(profile: PasswordHashProfile) {
  options = profile === 'test' ? TEST : OWASP;
}

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
