// The stack's floor for the Lighthouse part: bench/floor-page built with Vite (the portal's
// stylesheet, brotli and gzip copies as the portal's build makes them) and served by the real
// server, so its audits differ from the portal's in the application alone.
import { resolve } from 'node:path';
import tailwind from '@tailwindcss/postcss';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { startServer } from '../tests/api/start-server';
import { root } from './data';

/** Builds the floor page and serves it; answers its address and how to stop it. */
export async function serveFloorPage(): Promise<{ url: string; stop(): Promise<unknown> }> {
  const outDir = resolve(root, 'bench/.cache/floor-dist');
  // Vite's build sets NODE_ENV=production in this process, which the later parts must not inherit
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: resolve(root, 'bench/floor-page'),
      configFile: false,
      logLevel: 'warn',
      plugins: [
        react(),
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(html|css|js)$/,
          logLevel: 'silent',
        }),
      ],
      resolve: { alias: { '@': resolve(root, 'src'), '@contract': resolve(root, 'contract') } },
      css: { postcss: { plugins: [tailwind()] } },
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const server = await startServer({ env: { STATIC_DIR: outDir, SWEEP_INTERVAL_SECONDS: '3600' } });
  return { url: server.url, stop: () => server.stop() };
}
