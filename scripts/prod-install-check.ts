// The production runner's install, tried: the build output (dist/, server-dist/) with package.json
// and package-lock.json in an empty directory, `npm ci --omit=dev` there, then
// `node server-dist/main.js` with production settings must answer /api/ready and serve the
// portal, and stop cleanly on SIGTERM. No tsx, no vite: they are development dependencies.
// Run after `npm run build`; exits non-zero with the reason on any failure.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const fail = (reason: string): never => {
  throw new Error(reason);
};

const dir = mkdtempSync(join(tmpdir(), 'portal-prod-install-'));
let server: ChildProcess | undefined;
try {
  for (const built of ['dist/index.html', 'server-dist/main.js'])
    if (!existsSync(built)) fail(`${built} is missing: run \`npm run build\` first`);
  for (const item of ['dist', 'server-dist', 'package.json', 'package-lock.json'])
    cpSync(item, join(dir, item), { recursive: true });
  // the npm cache of the development install serves every package: no download in the usual case
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (install.status !== 0) fail(`npm ci --omit=dev failed (exit ${install.status})`);
  for (const devOnly of ['tsx', 'vite', 'pino-pretty'])
    if (existsSync(join(dir, 'node_modules', devOnly))) fail(`${devOnly} was installed by --omit=dev`);
  console.log(`prod-install: production dependencies installed in ${seconds()}`);

  server = spawn(process.execPath, ['server-dist/main.js'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      ALLOW_PGLITE: '1',
      DATA_DIR: join(dir, 'data'),
      ENCRYPTION_KEY: 'prod-install-check-encryption-key-0123456789',
      API_KEY: 'prod-install-check-api-key-0123456789',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Portal Pajak <no-reply@example.com>',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));

  let listening = false;
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no listening line in 120 s:\n${output}`)), 120_000);
    poll = setInterval(() => {
      const m = output.match(/on (http:\/\/127\.0\.0\.1:\d+)/);
      if (!m) return;
      listening = true;
      resolve(m[1]);
    }, 50);
    void exited.then((code) => {
      if (!listening) reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  }).finally(() => {
    clearTimeout(timer);
    clearInterval(poll);
  });
  const ready = await fetch(`${url}/api/ready`);
  const body = await ready.text();
  if (ready.status !== 200) fail(`/api/ready answered ${ready.status}: ${body}`);
  const page = await fetch(`${url}/login`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">'))
    fail(`/login answered ${page.status} without the portal's page`);
  console.log(`prod-install: ${url}/api/ready answered ${body} after ${seconds()}`);

  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`SIGTERM stopped the server with exit ${code}:\n${output}`);
  console.log(`prod-install: passed in ${seconds()}`);
} catch (err) {
  console.error(`prod-install: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
