import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (jsdom, no server) and `api` (a real server process started once by
// tests/api/global-setup.ts, PGlite or PostgreSQL by TEST_DATABASE_URL).
export default defineConfig({
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src'),
      '@contract': resolve(import.meta.dirname, 'contract'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // lazy routes and jsdom are slow on a loaded 2-core machine; a hung test still fails
          testTimeout: 20_000,
          // Twice the cores: a file's worker spends much of its time waiting on the main process
          // (its modules, its jsdom), and two workers used 1.2 of 2 cores. Measured on 2 cores:
          // 2 workers 256 s, 4 workers 161 s, 6 workers 166 s.
          maxWorkers: Math.min(8, 2 * availableParallelism()),
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Load, faults, fuzz and the access matrix: each file starts the servers it needs.
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
