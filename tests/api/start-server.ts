import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  proc: ChildProcess;
  dataDir?: string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  output(): string;
}

/** What a production start needs (NODE_ENV=production refuses to start without it), on PGlite. */
export const productionEnv = (apiKey: string): Record<string, string> => ({
  NODE_ENV: 'production',
  LOG_REQUESTS: '1',
  ENCRYPTION_KEY: 'a-test-secret-key-for-production-mode',
  API_KEY: apiKey,
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_PGLITE: '1',
});

/**
 * Starts the real server (node --import tsx server/index.ts) on a free port with its own
 * PGlite directory, or on `databaseUrl` when given. Resolves once it listens.
 */
export async function startServer(
  opts: { databaseUrl?: string; env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = opts.databaseUrl ? undefined : (opts.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-api-')));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    TEST_CLOCK: '1',
    TRUST_PROXY: '1',
    LOG_REQUESTS: '0',
    STATIC_DIR: join(tmpdir(), 'portal-no-static'),
    SWEEP_INTERVAL_SECONDS: '1',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    ...opts.env,
  };
  // TEST_SERVER_BUILD=1: the compiled server of `npm run build` (server-dist/) instead of the sources
  const entry =
    process.env.TEST_SERVER_BUILD === '1' ? ['server-dist/main.js'] : ['--import', 'tsx', 'server/index.ts'];
  const proc = spawn(process.execPath, entry, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });
  return {
    url,
    proc,
    dataDir,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve(proc.exitCode);
        proc.once('exit', (code) => {
          if (dataDir && !opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        proc.kill(signal);
      }),
  };
}
