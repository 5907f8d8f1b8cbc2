import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// The API server compiled to plain JavaScript (`npm run build` runs this after the portal's
// build): `node server-dist/main.js` then runs without tsx or vite, on production dependencies
// only. Modules keep their own files and folders (server/, contract/, the few src/ locale files
// the search reads), so the paths the server resolves from import.meta.url (migrations, data
// files, the certificate worker) hold as in the sources. node_modules stay external.

const OUT = 'server-dist';
const root = import.meta.dirname;

/** Every file under server/ that is not TypeScript: SQL migrations and data read at run time. */
function runtimeFiles(dir = join(root, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return runtimeFiles(path);
    return entry.name.endsWith('.ts') ? [] : [path];
  });
}

const copyRuntimeFiles: Plugin = {
  name: 'portal-server-runtime-files',
  apply: 'build',
  writeBundle() {
    for (const file of runtimeFiles()) cpSync(file, join(root, OUT, relative(root, file)));
    writeFileSync(join(root, OUT, 'package.json'), '{ "type": "module" }\n');
  },
};

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  plugins: [copyRuntimeFiles],
  build: {
    ssr: true,
    outDir: OUT,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        // the entry at a short, fixed path: `node server-dist/main.js`
        main: join(root, 'server/index.ts'),
        // loaded by path in a worker thread (pkcs12-pool.ts), never imported: its own entry, in place
        'server/services/settings/pkcs12-worker': join(root, 'server/services/settings/pkcs12-worker.ts'),
      },
      output: {
        format: 'esm',
        preserveModules: true,
        preserveModulesRoot: root,
        entryFileNames: '[name].js',
      },
    },
  },
});
