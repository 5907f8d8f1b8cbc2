import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '../../contract/config';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { startServer } from './start-server';

// The real server process under NODE_ENV=production: what it refuses, and what it warns about.

const PRODUCTION = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'a-test-secret-key-for-production-mode',
  API_KEY: 'a-production-api-key-of-this-test',
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_PGLITE: '1',
};

/** The lines a start that fails prints (read to the end of its output: 'close', not 'exit'). */
async function failedStart(env: Record<string, string>): Promise<string[]> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: '', DATABASE_URL: '', ENV_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  proc.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => proc.once('close', resolve));
  expect(code, out).toBe(1);
  return out.split('\n').filter((l) => l.includes('did not start'));
}

describe('a production start', () => {
  it('without its settings fails with one line for each missing one', async () => {
    const lines = await failedStart({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: '',
      API_KEY: '',
      SMTP_URL: '',
    });
    expect(lines.map((l) => /did not start: (\w+)/.exec(l)?.[1])).toEqual([
      'ENCRYPTION_KEY',
      'API_KEY',
      'SMTP_URL',
      'DATABASE_URL',
    ]);
    for (const line of lines)
      expect(line).toMatch(/^\{"level":"fatal".*"msg":"Portal Pajak server did not start: /);
  });

  it('refuses the development API key', async () => {
    const lines = await failedStart({ ...PRODUCTION, API_KEY: DEFAULT_API_KEY });
    expect(lines).toEqual([expect.stringContaining('API_KEY must be set to a key of your own')]);
  });

  /** Starts a production server with `env`, and answers its log and the demo admin's sign-in status. */
  async function adminSignIn(env: Record<string, string>): Promise<{ log: string; status: number }> {
    const server = await startServer({ env });
    try {
      const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { [DEFAULT_API_KEY_HEADER]: PRODUCTION.API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      return { log: server.output(), status: login.status };
    } finally {
      await server.stop();
    }
  }

  // seeding hashes the demo passwords (argon2): slow on a busy machine
  it('seeds the demo accounts only with SEED=demo, and says so loudly', { timeout: 180_000 }, async () => {
    const { log, status } = await adminSignIn({ ...PRODUCTION, SEED: 'demo' });
    expect(log).toMatch(/"level":"warn".*"msg":"SEED=demo on a production server/);
    expect(status).toBe(200);
  });

  it('has no demo accounts without SEED=demo', { timeout: 120_000 }, async () => {
    const { log, status } = await adminSignIn(PRODUCTION);
    expect(log).not.toMatch(/SEED=demo|demo data seeded/);
    expect(status).toBe(401);
  });
});
