import { resolve } from 'node:path';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export const DEV_ENCRYPTION_KEY = 'dev-only-key-change-me-in-production-0000';

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production';
  // EFIN and certificate passphrases encrypted with a key everyone can read are not encrypted.
  if (production && (!env.ENCRYPTION_KEY || env.ENCRYPTION_KEY === DEV_ENCRYPTION_KEY)) {
    throw new Error('ENCRYPTION_KEY must be set to a secret of your own when NODE_ENV=production');
  }
  return {
    production,
    port: int(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    apiKeyHeader: (env.API_KEY_HEADER ?? DEFAULT_API_KEY_HEADER).toLowerCase(),
    apiKey: env.API_KEY ?? DEFAULT_API_KEY,
    /** Sandbox bank (POST /api/testPayment) and the development mailbox. Off in production. */
    sandbox: bool(env.SANDBOX, !production),
    devMailbox: !production,
    /** Trust X-Forwarded-For for the client address (behind a proxy, and in tests). */
    trustProxy: bool(env.TRUST_PROXY, false),
    /** POST /api/dev/clock moves the server clock; only for the test suites. */
    testClock: bool(env.TEST_CLOCK, false) && !production,
    seed: bool(env.SEED, true),
    logRequests: bool(env.LOG_REQUESTS, true),
    /** 32-byte key (hex or base64) encrypting EFIN and certificates at rest. */
    encryptionKey: env.ENCRYPTION_KEY || DEV_ENCRYPTION_KEY,
    vaTtlMinutes: int(env.VA_TTL_MINUTES, 24 * 60),
    sweepIntervalSeconds: int(env.SWEEP_INTERVAL_SECONDS, 60),
  };
}

export type Config = ReturnType<typeof loadConfig>;
