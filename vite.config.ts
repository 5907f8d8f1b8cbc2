import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { caslPureMatcher } from './scripts/casl-pure-matcher';
import { chunkGroup, inKit, type ModuleGraph } from './scripts/chunk-groups';
import { buildLocale, LANGUAGES } from './scripts/locales';
import { manifestGroupEntries } from './scripts/manifest-group-entries';
import { preloadFont } from './scripts/preload-font';

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

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    localesPlugin(),
    caslPureMatcher(),
    manifestGroupEntries(),
    preloadFont('inter-latin-wght-normal.woff2'),
    // Brotli and gzip copies of every text file the build writes (public/ included), sent by
    // server/static.ts; woff2 is brotli inside already, so the fonts are left as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//], logLevel: 'silent' }),
  ],
  resolve: { alias: { '@': srcDir, '@contract': resolve(import.meta.dirname, 'contract') } },
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
            {
              name: (id, graph) => (chunkGroup(id, graph) === 'core' ? 'core' : null),
              debugName: 'core',
              priority: 20,
            },
            {
              name: (id, graph) => (inKit(id) || chunkGroup(id, graph) === 'kit' ? 'kit' : null),
              debugName: 'kit',
              priority: 10,
            },
            {
              name: (id, graph) => (chunkGroup(id, graph) === 'app' ? 'app' : null),
              debugName: 'app',
              priority: 8,
              includeDependenciesRecursively: false,
            },
            // The other chunks' modules import nothing of another such chunk that a route using them
            // would not load anyway (by construction): their other imports stay where they are.
            ...['frame', 'chrome', 'grid', 'feature-'].map((prefix, i) => ({
              name: (id: string, graph: ModuleGraph) => {
                const name = chunkGroup(id, graph);
                return name?.startsWith(prefix) ? name : null;
              },
              debugName: prefix,
              priority: 5 - i,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
