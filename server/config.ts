import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../contract/config';
import { LOG_LEVELS } from './lib/logger';
import type { PasswordHashProfile } from './lib/password';

// Every environment variable the server reads, validated once at start. A wrong value or a
// production start without a required setting fails with one line naming the variable, a line
// for each when there are several (server/index.ts prints them). .env.example lists them all.

export const DEV_ENCRYPTION_KEY = 'dev-only-key-change-me-in-production-0000';
export const DEV_MAIL_FROM = 'Portal Pajak <no-reply@portalpajak.test>';

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

/** An empty variable counts as unset (`FOO=` in a .env file or a compose file). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const flag = optional(
  z
    .string()
    .toLowerCase()
    .refine((v) => ON.includes(v) || OFF.includes(v), 'must be 1 or 0 (true/false, yes/no, on/off)')
    .transform((v) => ON.includes(v)),
);

const whole = (min: number, max: number) =>
  optional(
    z.coerce
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be a whole number from ${min} to ${max}`)
      .max(max, `must be a whole number from ${min} to ${max}`),
  );

const urlOf = (protocols: string[], example: string) =>
  optional(
    z.string().refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`),
  );

const schema = z.object({
  NODE_ENV: optional(z.string()),
  PORT: whole(0, 65_535),
  HOST: optional(z.string()),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/portal'),
  DATA_DIR: optional(z.string()),
  ALLOW_PGLITE: flag,
  STATIC_DIR: optional(z.string()),
  API_KEY_HEADER: optional(z.string().regex(/^[!#$%&'*+.^_`|~0-9a-z-]+$/i, 'must be an HTTP header name')),
  API_KEY: optional(z.string()),
  SANDBOX: flag,
  TRUST_PROXY: flag,
  TEST_CLOCK: flag,
  SEED: optional(
    z
      .string()
      .toLowerCase()
      .refine((v) => v === 'demo' || ON.includes(v) || OFF.includes(v), 'must be demo, 1 or 0'),
  ),
  LOG_REQUESTS: flag,
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], { error: 'must be json or pretty' })),
  ENCRYPTION_KEY: optional(z.string()),
  VA_TTL_MINUTES: whole(1, 60 * 24 * 30),
  SWEEP_INTERVAL_SECONDS: whole(1, 24 * 60 * 60),
  SMTP_URL: urlOf(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
  MAIL_FROM: optional(
    z
      .string()
      .regex(
        /^([^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        'must be an address like "Portal Pajak <no-reply@example.com>"',
      ),
  ),
});

/** What a production start cannot do without, one line each. */
function productionRefusals(env: z.output<typeof schema>): string[] {
  const refusals: string[] = [];
  // EFIN and certificate passphrases encrypted with a key everyone can read are not encrypted.
  if (!env.ENCRYPTION_KEY || env.ENCRYPTION_KEY === DEV_ENCRYPTION_KEY)
    refusals.push('ENCRYPTION_KEY must be set to a secret of your own when NODE_ENV=production');
  if (!env.API_KEY || env.API_KEY === DEFAULT_API_KEY)
    refusals.push(
      'API_KEY must be set to a key of your own when NODE_ENV=production (the development key is public; build the portal with the same VITE_API_KEY)',
    );
  if (!env.SMTP_URL)
    refusals.push(
      'SMTP_URL must be set when NODE_ENV=production (e.g. smtp://user:password@mail.example.com:587): without mail nobody receives a registration or reset code',
    );
  if (!env.DATABASE_URL && !env.ALLOW_PGLITE)
    refusals.push(
      'DATABASE_URL must point at PostgreSQL when NODE_ENV=production (set ALLOW_PGLITE=1 to run on the embedded PGlite database on purpose)',
    );
  if (env.SEED !== undefined && env.SEED !== 'demo' && ON.includes(env.SEED))
    refusals.push('SEED=demo is the only value that seeds demo accounts when NODE_ENV=production');
  return refusals;
}

/**
 * Adds the optional .env file (ENV_FILE names another) to `env`, process.env by default, as
 * Node's --env-file would: variables already set win. Test runs set everything they need
 * themselves and never read it.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const file = env.ENV_FILE ?? '.env';
  if (env.NODE_ENV === 'test' || !file || !existsSync(file)) return env;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[name] ??= value;
  return env;
}

export function loadConfig(raw: NodeJS.ProcessEnv = readEnvironment()) {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('\n'),
    );
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const refusals = production ? productionRefusals(env) : [];
  if (refusals.length) throw new Error(refusals.join('\n'));

  const seed = production ? env.SEED === 'demo' : env.SEED === undefined || !OFF.includes(env.SEED);
  const warnings: string[] = [];
  if (production && seed)
    warnings.push(
      'SEED=demo on a production server: the demo accounts and their passwords published in the README can sign in; unset SEED and remove them before real use',
    );
  if (production && !env.MAIL_FROM)
    warnings.push(
      `MAIL_FROM is not set: mail goes out from ${DEV_MAIL_FROM}, which receiving servers may reject`,
    );

  return {
    production,
    port: env.PORT ?? 3000,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    apiKeyHeader: (env.API_KEY_HEADER ?? DEFAULT_API_KEY_HEADER).toLowerCase(),
    apiKey: env.API_KEY ?? DEFAULT_API_KEY,
    /** Sandbox bank (POST /api/testPayment) and the development mailbox. Off in production. */
    sandbox: env.SANDBOX ?? !production,
    devMailbox: !production,
    /** Trust X-Forwarded-For for the client address (behind a proxy, and in tests). */
    trustProxy: env.TRUST_PROXY ?? false,
    /** POST /api/dev/clock moves the server clock; only for the test suites. */
    testClock: (env.TEST_CLOCK ?? false) && !production,
    /** Demo accounts and data into an empty database: on in development, only SEED=demo in production. */
    seed,
    logRequests: env.LOG_REQUESTS ?? true,
    logLevel: env.LOG_LEVEL ?? 'info',
    /** pretty only when a developer reads it; JSON lines in production and for the test suites */
    logFormat: env.LOG_FORMAT ?? (production || env.NODE_ENV === 'test' ? 'json' : 'pretty'),
    /** 32-byte key (hex or base64) encrypting EFIN and certificates at rest. */
    encryptionKey: env.ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY,
    vaTtlMinutes: env.VA_TTL_MINUTES ?? 24 * 60,
    sweepIntervalSeconds: env.SWEEP_INTERVAL_SECONDS ?? 60,
    /** Outgoing mail over SMTP; unset outside production: the development mailbox. */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? DEV_MAIL_FROM,
    /** argon2id's cost: OWASP's profile, or the test suites' light one (server/lib/password.ts). */
    passwordHashProfile: (env.NODE_ENV === 'test' ? 'test' : 'owasp') as PasswordHashProfile,
    /** Said once at start, loudly (a production server with demo accounts, a default sender). */
    warnings,
  };
}

export type Config = ReturnType<typeof loadConfig>;
