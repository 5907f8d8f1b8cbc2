import { defineConfig, devices, type TraceMode } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the real server (built SPA + /api on one
// port, fresh PGlite directory each run, sandbox bank and development mailbox on).
const port = Number(process.env.E2E_PORT ?? 3100);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Specs that run after the others, one at a time:
// - the masa flow's bulk work (200 imported rows, 2 × 100 slips issued, PDFs mailed) holds the
//   one-connection PGlite server for seconds: another spec's page beside it waited over 10 s
//   (ebupot.spec.ts failed twice beside it);
// - the admin's journey checks that the service-wide sums of this month move by exactly its bill:
//   a spec beside it that issues or pays bills moves them too (admin-invoices.spec.ts did).
const ALONE = /ebupot-masa-flow|admin-journey/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace costs every test its
    // screencast and DOM snapshots whether it fails or not (kit B and the theme specs: 222 s with
    // it, 143 s without), and CI keeps only the run's output, not the trace files.
    trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? 'off',
    // The customizer's gear spins for ever (motion-safe) on every page: with motion on, headless
    // Chromium paints 60 frames a second in every open tab (kit B's walk: CPU 30.5 → 22.2 s).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: /@clock/,
      testIgnore: ALONE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Tests that move the server clock (or switch maintenance mode on) touch every session on the
      // server: they run last, and one at a time (two at once refused each other's requests).
      name: 'clock',
      grep: /@clock/,
      dependencies: ['chromium', 'alone'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf .tmp/e2e-db-${port} && node --import tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/api/dev/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-db-${port}`,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_REQUESTS: '0',
      TEST_CLOCK: '1',
      TRUST_PROXY: '1',
      // a build of its own (vite build --outDir) when several runs share the checkout
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
    },
  },
});
