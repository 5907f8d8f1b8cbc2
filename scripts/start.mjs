// `npm start`: serves the portal (dist/) and the API from one process with the compiled server,
// `node server-dist/main.js` (PORT/HOST, default 127.0.0.1:3000). Plain JavaScript so that it
// also runs on a production install (`npm ci --omit=dev`, no tsx). Where the development tools
// are installed it first rebuilds whichever of the two builds is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const VITE = 'node_modules/vite/bin/vite.js';
const builds = [
  {
    what: 'the portal',
    stamp: join('dist', 'index.html'),
    sources: [
      'src',
      'contract',
      'public',
      'index.html',
      'vite.config.ts',
      'postcss.config.js',
      'package-lock.json',
    ],
    args: ['build', '--logLevel', 'warn'],
  },
  {
    what: 'the server',
    stamp: join('server-dist', 'main.js'),
    sources: ['server', 'contract', 'src/layouts/locales', 'vite.server.config.ts', 'package-lock.json'],
    args: ['build', '--config', 'vite.server.config.ts'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

if (process.env.SKIP_BUILD !== '1' && existsSync(VITE)) {
  for (const build of builds) {
    const stale =
      !existsSync(build.stamp) || build.sources.some((s) => newestMtime(s) > statSync(build.stamp).mtimeMs);
    if (!stale) continue;
    console.log(`Building ${build.what} (missing or older than its sources)…`);
    execFileSync(process.execPath, [VITE, ...build.args], { stdio: 'inherit' });
  }
}
if (!existsSync(builds[1].stamp)) {
  console.error(
    'server-dist/main.js is missing: run `npm run build` where the dev dependencies are installed',
  );
  process.exit(1);
}
await import('../server-dist/main.js');
