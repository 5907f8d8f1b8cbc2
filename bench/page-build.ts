// The bench's own pages (bench/grid-page, bench/floor-page): built with Vite from the portal's
// sources and stylesheet, outside the portal's build.
import { resolve } from 'node:path';
import tailwind from '@tailwindcss/postcss';
import react from '@vitejs/plugin-react';
import type { InlineConfig, PluginOption } from 'vite';
import { root } from './data';

/** The Vite config of bench/<page>, built into bench/.cache/<page>-dist with the given plugins added. */
export function benchPageConfig(page: string, plugins: PluginOption[] = []) {
  const outDir = resolve(root, `bench/.cache/${page}-dist`);
  return {
    outDir,
    config: {
      root: resolve(root, `bench/${page}`),
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), ...plugins],
      resolve: { alias: { '@': resolve(root, 'src'), '@contract': resolve(root, 'contract') } },
      css: { postcss: { plugins: [tailwind()] } },
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    } satisfies InlineConfig,
  };
}

/**
 * Runs Vite's build or preview: they set NODE_ENV=production in this process, which the later
 * parts must not inherit (the server's config refuses the development encryption key in production).
 */
export async function keepingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
