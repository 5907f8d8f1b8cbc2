import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { caslPureMatcher } from './scripts/casl-pure-matcher';
import { CHART_LIBRARIES, chunkGroup, inKit, type ModuleGraph } from './scripts/chunk-groups';
import { loadedPreloads } from './scripts/loaded-preloads';
import { buildLocale, LANGUAGES, localeFileName } from './scripts/locales';
import { manifestGroupEntries } from './scripts/manifest-group-entries';
import { preloadFont } from './scripts/preload-font';

const srcDir = resolve(import.meta.dirname, 'src');

function localesPlugin(): Plugin {
  return {
    name: 'portal-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(/^\/locales\/([a-z]{2})(\.admin)?\.json(\?.*)?$/);
        if (!match || !(LANGUAGES as readonly string[]).includes(match[1])) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(buildLocale(srcDir, match[1], match[2] ? 'admin' : 'app')));
      });
    },
    generateBundle() {
      for (const lng of LANGUAGES)
        for (const part of ['app', 'admin'] as const)
          this.emitFile({
            type: 'asset',
            fileName: `locales/${localeFileName(lng, part)}`,
            source: JSON.stringify(buildLocale(srcDir, lng, part)),
          });
    },
  };
}

/**
 * ApexCharts 5's per-type and feature files (`apexcharts/line`, `apexcharts/features/legend`…)
 * register themselves with its core when imported, but the package declares its dist files free of
 * side effects, so a bare `import 'apexcharts/line'` would be dropped: keep them.
 */
function apexChartParts(): Plugin {
  return {
    name: 'apexcharts-parts',
    transform: {
      filter: { id: /node_modules\/apexcharts\/dist\/(features\/)?\w+\.esm\.js$/ },
      handler: (code, id) => (/\/core\.esm\.js$/.test(id) ? null : { code, moduleSideEffects: true }),
    },
  };
}

/**
 * `import code from './Example.tsx?source'`: a showcase example's own source for its code toggle.
 * In the dev server the text itself; in a build a text file of its own (assets/<Name>-<hash>.tsx.txt)
 * and `{ url }`, fetched when the code view opens, so the sources are not in any JS chunk.
 */
function exampleSources(): Plugin {
  let build = false;
  return {
    name: 'example-sources',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    load: {
      filter: { id: /\?source$/ },
      handler(id) {
        const file = id.slice(0, -'?source'.length);
        this.addWatchFile(file);
        const text = readFileSync(file, 'utf8');
        if (!build) return `export default ${JSON.stringify(text)};`;
        const ref = this.emitFile({ type: 'asset', name: `${basename(file)}.txt`, source: text });
        return `export default { url: import.meta.ROLLDOWN_FILE_URL_${ref} };`;
      },
    },
  };
}

const preloads = loadedPreloads();

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    localesPlugin(),
    caslPureMatcher(),
    manifestGroupEntries(),
    apexChartParts(),
    exampleSources(),
    preloadFont('inter-latin-wght-normal.woff2'),
    preloads.plugin,
    // Brotli and gzip copies of every text file the build writes (public/ included), sent by
    // server/static.ts; woff2 is brotli inside already, so the fonts are left as they are.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|xml|css|json|js|mjs|svg|yaml|yml|toml|txt)$/,
      exclude: [/\.vite\//],
      logLevel: 'silent',
    }),
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
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // A chunk is named by its hash alone: every import and preload list names chunks, and the
        // readable prefix cost about 2 KB gzip on every route and 20 KB over the whole build (its name
        // stays in .vite/manifest.json, which the bench, the tests and the server read).
        chunkFileNames: 'assets/[hash].js',
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
            // Each chart page's library in a chunk of its own, so the bench states its cost (issue 19).
            ...Object.entries(CHART_LIBRARIES).map(([name, { test }]) => ({
              name: `lib-${name}`,
              test,
              priority: 15,
              includeDependenciesRecursively: false,
            })),
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
