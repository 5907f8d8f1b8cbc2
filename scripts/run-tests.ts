// `npm test`: lint + format check, type check, dependency check (knip), unit, build (portal and server), production-install check, API suite on
// PGlite and on PostgreSQL, end-to-end in Chromium. Ends with one line: "N passed, N failed" over every suite.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  note?: string;
  seconds?: number;
  /** what failed, reprinted before the summary: CI keeps only the tail of the output */
  why?: string;
}

const results = '.tmp/results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const outcomes: Outcome[] = [];
const only = process.argv.slice(2);
const wanted = (suite: string) => only.length === 0 || only.some((o) => suite.startsWith(o));

let lastRunSeconds = 0;

/**
 * Runs a command to its end, noting its duration. Its output goes straight to ours, or with
 * `capture` is printed when it ends and returned too (for reprinting a failure's end).
 */
function run(
  cmd: string,
  args: string[],
  { env = {}, capture = false }: { env?: NodeJS.ProcessEnv; capture?: boolean } = {},
): { code: number; output: string } {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    env: { ...process.env, ...env },
    ...(capture ? { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 } : { stdio: 'inherit' }),
  });
  lastRunSeconds = Math.round((Date.now() - started) / 1000);
  const output = capture ? `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? `\n${r.error.message}` : ''}` : '';
  process.stdout.write(output);
  return { code: r.status ?? 1, output };
}

/** How many lines of a failure are reprinted before the summary, at most. */
const WHY_LINES = 80;

/** Records an outcome with the duration of the command just run. */
const record = (o: Outcome) => outcomes.push({ seconds: lastRunSeconds, ...o });

/**
 * A check that is one pass or one fail (lint, types, build). Its output is printed when it ends,
 * and the end of a failed one's again before the summary.
 */
function check(suite: string, cmd: string, args: string[]) {
  if (!wanted(suite)) return;
  const { code, output } = run(cmd, args, { capture: true });
  record(checkOutcome(suite, code, output));
}

/** One pass or one fail, with the end of a failed check's output as its why. */
function checkOutcome(suite: string, code: number | null, output: string): Outcome {
  const why = code === 0 ? undefined : output.trimEnd().split('\n').slice(-WHY_LINES).join('\n');
  return { suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, why };
}

/**
 * check(), started now and left running: its output is printed when it ends. For the type check,
 * one core's work (tsc does not use a second) beside the build and the production install, which
 * leave a core idle most of their time.
 */
function checkInBackground(suite: string, cmd: string, args: string[]): Promise<void> {
  if (!wanted(suite)) return Promise.resolve();
  console.log(`\n▶ ${cmd} ${args.join(' ')} (in the background; its output when it ends)`);
  const started = Date.now();
  return new Promise((done) => {
    let output = '';
    const child = spawn(cmd, args, { env: process.env });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => {
      console.log(`\n◀ ${suite} (exit ${code})\n${output}`);
      const seconds = Math.round((Date.now() - started) / 1000);
      outcomes.push({ ...checkOutcome(suite, code, output), seconds });
      done();
    });
  });
}

function readJson(file: string): any {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const vitestArgs = (project: string, out: string) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
];

/** Counts a vitest JSON report: failed tests, plus files that failed without one (import or setup errors). */
function recordVitest(suite: string, out: string, code: number, seconds: number) {
  const report = readJson(out);
  if (!report)
    return outcomes.push({ suite, passed: 0, failed: 1, note: `no report (exit ${code})`, seconds });
  const brokenFiles = (report.testResults ?? []).filter(
    (f: any) => f.status === 'failed' && !(f.assertionResults ?? []).some((a: any) => a.status === 'failed'),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  outcomes.push({ suite, passed: report.numPassedTests, failed, seconds });
}

async function vitest(suite: string, project: string, env: NodeJS.ProcessEnv = {}) {
  if (wanted(suite)) await vitestTogether([{ suite, project, env }]);
}

/**
 * The failure sections of a vitest log (failed tests, unhandled errors), without colours, at most
 * WHY_LINES lines: an unhandled error fails a run with every test passed, and only the log says which.
 */
function failureExcerpt(log: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
  const lines = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((l) => /⎯{3,}.*(Failed|Unhandled|Error)/.test(l));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^\s*Test Files\s/.test(l));
  const section = lines.slice(start, end < 0 ? undefined : end).filter((l) => l.trim() !== '');
  return section.slice(0, WHY_LINES).join('\n') + (section.length > WHY_LINES ? '\n  …' : '');
}

/**
 * Runs vitest suites at the same time, each to its own log printed when it ends. The API suite runs
 * its files one after another against one server, so two of them (PGlite, PostgreSQL) share 2 cores well.
 */
async function vitestTogether(runs: { suite: string; project: string; env: NodeJS.ProcessEnv }[]) {
  await Promise.all(
    runs.map(
      ({ suite, project, env }) =>
        new Promise<void>((done) => {
          const out = `${results}/${suite}.json`;
          const log = `${results}/${suite}.log`;
          console.log(`\n▶ ${suite}: npx ${vitestArgs(project, out).join(' ')} (log: ${log})`);
          const started = Date.now();
          const file = createWriteStream(log);
          const child = spawn('npx', vitestArgs(project, out), { env: { ...process.env, ...env } });
          child.stdout.pipe(file, { end: false });
          child.stderr.pipe(file, { end: false });
          child.on('close', (code) => {
            file.end(() => {
              const text = readFileSync(log, 'utf8');
              console.log(`\n◀ ${suite}\n${text}`);
              recordVitest(suite, out, code ?? 1, Math.round((Date.now() - started) / 1000));
              const last = outcomes[outcomes.length - 1];
              if (last.failed > 0)
                last.why = failureExcerpt(text) ?? `exit code ${code}, no failure section in ${log}`;
              done();
            });
          });
        }),
    ),
  );
}

function postgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const r = spawnSync('bash', ['scripts/pg-test.sh', 'start'], { encoding: 'utf8' });
  if (r.status === 0) return r.stdout.trim().split('\n').pop();
  console.log(r.stderr);
  return undefined;
}

check('lint', 'npx', ['biome', 'check', '.']);
// knip.json: unused or unlisted dependencies and unused files fail; unused exports are listed.
check('deps', 'npx', ['knip', '--no-progress']);
await vitest('unit', 'unit');
// The type check runs beside the next three: on 2 cores the four took 114 s one after another, 90 s so.
const types = checkInBackground('types', 'npx', ['tsc', '--noEmit']);
// the portal (dist/) and the compiled server (server-dist/)
check('build', 'npm', ['run', 'build', '--silent']);
// that build on a production-only install (`npm ci --omit=dev`) starts and answers /api/ready
check('prod-install', 'node', ['--import', 'tsx', 'scripts/prod-install-check.ts']);
// First-load JS budgets on that build (as `npm run bench -- bundle`, without a second build).
check('bundle', 'node', ['--import', 'tsx', 'scripts/bundle-budgets.ts']);
await types;
const apiRuns: { suite: string; project: string; env: NodeJS.ProcessEnv }[] = [];
if (wanted('api-pglite'))
  apiRuns.push({ suite: 'api-pglite', project: 'api', env: { TEST_DATABASE_URL: '' } });
if (wanted('api-postgres')) {
  const url = postgresUrl();
  if (url) apiRuns.push({ suite: 'api-postgres', project: 'api', env: { TEST_DATABASE_URL: url } });
  else outcomes.push({ suite: 'api-postgres', passed: 0, failed: 1, note: 'PostgreSQL not available' });
}
await vitestTogether(apiRuns);
if (wanted('resilience')) {
  const url = postgresUrl();
  await vitest(
    'resilience',
    'resilience',
    url ? { TEST_DATABASE_URL: url, PG_TEST_SCRIPT: 'scripts/pg-test.sh' } : {},
  );
  // those files skip themselves without PostgreSQL; the summary must not hide it
  if (!url) outcomes[outcomes.length - 1].note = 'no PostgreSQL: load, faults and two-instance tests skipped';
}
if (wanted('e2e')) {
  const { code } = run('npx', ['playwright', 'test']);
  const report = readJson(`${results}/e2e.json`);
  if (!report) record({ suite: 'e2e', passed: 0, failed: 1, note: `no report (exit ${code})` });
  else {
    const s = report.stats;
    record({
      suite: 'e2e',
      passed: s.expected + (s.flaky ?? 0),
      failed: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0),
    });
  }
}

const startedAt = Date.now() - Math.round(process.uptime() * 1000);
for (const o of outcomes.filter((x) => x.why)) console.log(`\nWhat failed in ${o.suite}\n${o.why}`);
console.log('\nSuite summary');
for (const o of outcomes)
  console.log(
    `  ${o.suite.padEnd(14)} ${o.passed} passed, ${o.failed} failed${o.seconds === undefined ? '' : ` in ${o.seconds} s`}${o.note ? ` (${o.note})` : ''}`,
  );
console.log(`  all suites took ${Math.round((Date.now() - startedAt) / 1000)} s`);
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
