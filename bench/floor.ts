// The stack's floor for the Lighthouse part: bench/floor-page built with Vite (the portal's
// stylesheet, brotli and gzip copies as the portal's build makes them) and served by the real
// server, so its audits differ from the portal's in the application alone.
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { startServer } from '../tests/api/start-server';
import { benchPageConfig, keepingNodeEnv } from './page-build';

/** Builds the floor page and serves it; answers its address and how to stop it. */
export async function serveFloorPage(): Promise<{ url: string; stop(): Promise<unknown> }> {
  const { outDir, config } = benchPageConfig('floor-page', [
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js)$/, logLevel: 'silent' }),
  ]);
  await keepingNodeEnv(() => build(config));
  const server = await startServer({ env: { STATIC_DIR: outDir, SWEEP_INTERVAL_SECONDS: '3600' } });
  return { url: server.url, stop: () => server.stop() };
}
