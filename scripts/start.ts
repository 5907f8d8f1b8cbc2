// `npm start`: builds the portal when dist/ is missing or older than its sources, then serves
// the SPA and /api from one process (PORT/HOST, default 127.0.0.1:3000).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

const stamp = join('dist', 'index.html');
const stale = !existsSync(stamp) || sources.some((s) => newestMtime(s) > statSync(stamp).mtimeMs);
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the portal (dist/ is missing or stale)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
await import('../server/index');
