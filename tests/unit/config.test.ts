import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../../contract/config';
import { DEV_ENCRYPTION_KEY, DEV_MAIL_FROM, loadConfig, readEnvironment } from '../../server/config';

/** Everything a production start needs; each test takes one piece away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'k'.repeat(64),
  API_KEY: 'an-api-key-of-our-own',
  SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
  MAIL_FROM: 'Portal Pajak <no-reply@example.com>',
  DATABASE_URL: 'postgres://portal@db:5432/portal',
};

/** The one-line message a start with these settings fails with. */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('server configuration in development', () => {
  it('runs with the documented defaults and nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      sandbox: true,
      devMailbox: true,
      seed: true,
      apiKey: DEFAULT_API_KEY,
      encryptionKey: DEV_ENCRYPTION_KEY,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: DEV_MAIL_FROM,
      vaTtlMinutes: 1440,
      sweepIntervalSeconds: 60,
      warnings: [],
    });
  });

  it('reads an empty variable as unset and SEED=0 as no demo data', () => {
    expect(loadConfig({ PORT: '', SEED: '' })).toMatchObject({ port: 3000, seed: true });
    expect(loadConfig({ SEED: '0' }).seed).toBe(false);
    expect(loadConfig({ SEED: 'off', SANDBOX: 'no', TRUST_PROXY: 'YES' })).toMatchObject({
      seed: false,
      sandbox: false,
      trustProxy: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ SANDBOX: 'maybe' }, 'SANDBOX must be 1 or 0 (true/false, yes/no, on/off)'],
    [{ SEED: 'lots' }, 'SEED must be demo, 1 or 0'],
    [{ DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL must be a URL like postgres://'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be a URL like smtp://'],
    [{ MAIL_FROM: 'Portal <nobody>' }, 'MAIL_FROM must be an address like'],
    [{ SWEEP_INTERVAL_SECONDS: '0' }, 'SWEEP_INTERVAL_SECONDS must be a whole number from 1 to'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const line = refusal(env);
    expect(line.startsWith(message)).toBe(true);
    expect(line).not.toContain('\n');
  });

  it('never repeats a secret value in its message', () => {
    const line = refusal({ DATABASE_URL: 'mysql://admin:hunter2@db/portal' });
    expect(line).not.toContain('hunter2');
  });
});

describe('server configuration in production', () => {
  it('starts with every required setting, without demo data or development helpers', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      production: true,
      seed: false,
      sandbox: false,
      devMailbox: false,
      testClock: false,
      smtpUrl: PRODUCTION.SMTP_URL,
      mailFrom: PRODUCTION.MAIL_FROM,
      warnings: [],
    });
    // TEST_CLOCK cannot be switched on in production
    expect(loadConfig({ ...PRODUCTION, TEST_CLOCK: '1' }).testClock).toBe(false);
  });

  it.each([
    [
      'no ENCRYPTION_KEY',
      { ENCRYPTION_KEY: undefined },
      'ENCRYPTION_KEY must be set to a secret of your own',
    ],
    ['the development ENCRYPTION_KEY', { ENCRYPTION_KEY: DEV_ENCRYPTION_KEY }, 'ENCRYPTION_KEY must be set'],
    ['no API_KEY', { API_KEY: undefined }, 'API_KEY must be set to a key of your own'],
    ['the development API_KEY', { API_KEY: DEFAULT_API_KEY }, 'API_KEY must be set to a key of your own'],
    ['no SMTP_URL', { SMTP_URL: '' }, 'SMTP_URL must be set when NODE_ENV=production'],
    ['PGlite', { DATABASE_URL: undefined }, 'DATABASE_URL must point at PostgreSQL'],
    ['SEED=1', { SEED: '1' }, 'SEED=demo is the only value that seeds demo accounts'],
  ])('refuses to start with %s, in one line', (_label, change, message) => {
    const line = refusal({ ...PRODUCTION, ...change });
    expect(line.startsWith(message)).toBe(true);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/NODE_ENV=production/);
  });

  it('names every missing setting at once, a line each', () => {
    const lines = refusal({ NODE_ENV: 'production' }).split('\n');
    expect(lines.map((l) => l.split(' ')[0])).toEqual([
      'ENCRYPTION_KEY',
      'API_KEY',
      'SMTP_URL',
      'DATABASE_URL',
    ]);
  });

  it('runs on PGlite only when ALLOW_PGLITE=1 says so', () => {
    const config = loadConfig({ ...PRODUCTION, DATABASE_URL: undefined, ALLOW_PGLITE: '1' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('seeds demo data only with SEED=demo, and then warns', () => {
    expect(loadConfig({ ...PRODUCTION, SEED: '0' }).seed).toBe(false);
    const config = loadConfig({ ...PRODUCTION, SEED: 'demo' });
    expect(config.seed).toBe(true);
    expect(config.warnings).toEqual([
      expect.stringMatching(/^SEED=demo on a production server: the demo accounts/),
    ]);
  });

  it('warns when mail would go out from the development sender', () => {
    const config = loadConfig({ ...PRODUCTION, MAIL_FROM: undefined });
    expect(config.mailFrom).toBe(DEV_MAIL_FROM);
    expect(config.warnings).toEqual([expect.stringMatching(/^MAIL_FROM is not set/)]);
  });
});

describe('the .env file', () => {
  const envFile = (text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-env-')), '.env');
    writeFileSync(file, text);
    return file;
  };

  it('fills in what the environment leaves unset; the environment wins', () => {
    const file = envFile('PORT=4321\nHOST=0.0.0.0\n# a comment\nMAIL_FROM="Pajak <pajak@example.com>"\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, HOST: '127.0.0.2' };
    const config = loadConfig(readEnvironment(env));
    expect(config).toMatchObject({ port: 4321, host: '127.0.0.2', mailFrom: 'Pajak <pajak@example.com>' });
  });

  it('is optional, and never read by a test run', () => {
    expect(() => readEnvironment({ ENV_FILE: join(tmpdir(), 'no-such-dir', '.env') })).not.toThrow();
    const file = envFile('PORT=4321\n');
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', ENV_FILE: file };
    expect(readEnvironment(env).PORT).toBeUndefined();
  });
});
