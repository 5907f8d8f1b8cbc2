import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildLocale, LANGUAGES } from './scripts/locales';

const srcDir = resolve(import.meta.dirname, 'src');

function localesPlugin(): Plugin {
  return {
    name: 'portal-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(/^\/locales\/([a-z]{2})\.json(\?.*)?$/);
        if (!match || !(LANGUAGES as readonly string[]).includes(match[1])) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(buildLocale(srcDir, match[1])));
      });
    },
    generateBundle() {
      for (const lng of LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${lng}.json`,
          source: JSON.stringify(buildLocale(srcDir, lng)),
        });
      }
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module the entry imports statically, directly or not. */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// Fewer, larger chunks on the first load (each small chunk costs a request and compresses worse):
// what the entry needs in one chunk, and the few primitives nearly every screen shows in another.
let entryModules: Set<string> | undefined;
const entryGroup = (id: string, graph: ModuleGraph) => {
  entryModules ??= staticClosure(graph, resolve(srcDir, 'main.tsx'));
  return entryModules.has(id) ? 'core' : null;
};
const basicKit =
  /src\/(components\/ui\/(Alert|Button|ButtonLink|Card|field-context|FormField|Input|PasswordInput|Spinner|tone)\.tsx?|lib\/(cn|errors)\.ts)$|lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/)/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), localesPlugin()],
  resolve: { alias: { '@': srcDir } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: entryGroup, debugName: 'core', priority: 20 },
            { name: 'kit', test: basicKit, priority: 10 },
          ],
        },
      },
    },
  },
});
