// `npm run bench`: builds the portal, measures it and writes bench/report.md and bench/report.json.
// Exit 1 when a first-load JS budget is broken, else 2 when a part failed to run (it is in the
// report as failed). `npm run bench -- vitals api` runs only the parts named (bundle, vitals,
// lighthouse, search, grid, api, import).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import {
  CHART_PAGE_ALLOWANCE_KB,
  type ChartPageSize,
  measureBundles,
  measureChartPages,
  measureTotalJs,
  type RouteSize,
  type TotalJs,
} from './bundle';

const only = new Set(process.argv.slice(2));
const wants = (part: string) => only.size === 0 || only.has(part);

/** The short commit, marked when the working tree has changes the commit does not hold. */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    return dirty.trim() ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

function bundleMarkdown(bundles: RouteSize[]): string[] {
  return [
    '## First-load JS and CSS a route (gzip, from the build manifest)',
    '',
    '| route | critical-path JS KB | JS KB incl. chrome loaded after paint | CSS KB | budget KB (critical JS) | within |',
    '|---|---:|---:|---:|---:|---|',
    ...bundles.map(
      (b) =>
        `| ${b.route} | ${b.jsGzipKb} | ${b.jsTotalGzipKb} | ${b.cssGzipKb} | ${b.budgetKb ?? '–'} | ${b.withinBudget === undefined ? '–' : b.withinBudget ? 'yes' : '**NO**'} |`,
    ),
  ];
}

function totalMarkdown(total: TotalJs, charts: ChartPageSize[]): string[] {
  return [
    '## All JS the build emits, every route included (gzip level 9, file by file, summed)',
    '',
    `${total.jsGzipKb} KB in ${total.files} files; goal ≤ ${total.goalKb} KB (half the MUI original's 2,019): ${total.withinGoal ? 'met' : `**${Math.round((total.jsGzipKb - total.goalKb) * 10) / 10} KB over**`}. The showcase examples' sources, fetched as text when a code view opens: ${total.exampleSourcesGzipKb} KB.`,
    '',
    `## Chart pages: first-load JS against the library's gzip cost + ${CHART_PAGE_ALLOWANCE_KB} KB`,
    '',
    '| route | library | library KB | first-load JS KB | limit KB | within | KB with its charts drawn |',
    '|---|---|---:|---:|---:|---|---:|',
    ...charts.map(
      (c) =>
        `| ${c.route} | ${c.library} | ${c.libraryGzipKb} | ${c.jsGzipKb} | ${c.limitKb} | ${c.withinLimit ? 'yes' : '**NO**'} | ${c.withChartsGzipKb} |`,
    ),
  ];
}

async function main() {
  const startedAt = Date.now();
  const meta = {
    commit: commit(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    node: process.version,
    at: new Date().toISOString(),
    loadAverage: Math.round(loadavg()[0] * 100) / 100,
  };
  // The api part measures the server alone: it needs no build.
  if (['bundle', 'vitals', 'lighthouse', 'search', 'grid'].some(wants)) {
    console.log('building…');
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }

  const report: Record<string, unknown> = { meta };
  const md: string[] = [
    `# Benchmark report`,
    '',
    '| commit | cores | CPU | Node | date | load average at the start |',
    '|---|---:|---|---|---|---:|',
    `| ${meta.commit} | ${meta.cores} | ${meta.cpu} | ${meta.node} | ${meta.at} | ${meta.loadAverage} |`,
    '',
    'Every figure below is from this machine and this build; compare reports only with equal cores and CPU.',
    '',
  ];

  let bundles: RouteSize[] = [];
  const failed: string[] = [];
  if (wants('bundle')) {
    try {
      bundles = measureBundles();
      report.bundles = bundles;
      const total = measureTotalJs();
      const charts = measureChartPages();
      report.totalJs = total;
      report.chartPages = charts;
      md.push(...bundleMarkdown(bundles), '', ...totalMarkdown(total, charts), '');
    } catch (err) {
      failed.push('bundle');
      report.bundles = { error: (err as Error).message };
      md.push('## Bundle', '', `**Failed:** ${(err as Error).message}`, '');
    }
  }

  // Each part starts what it needs and stops it again; one that throws is reported as failed.
  const parts = {
    vitals: './vitals',
    lighthouse: './lighthouse',
    search: './search',
    grid: './grid',
    api: './api',
    import: './import',
  } as const;
  const seconds: Record<string, number> = {};
  for (const [part, modulePath] of Object.entries(parts)) {
    if (!wants(part)) continue;
    const started = Date.now();
    console.log(`${part}…`);
    try {
      const mod = await import(modulePath);
      const { json, markdown } = await mod.run(meta);
      report[part] = json;
      md.push(markdown, '');
    } catch (err) {
      const message = (err as Error).stack ?? String(err);
      console.error(`${part} failed: ${message}`);
      failed.push(part);
      report[part] = { error: (err as Error).message };
      md.push(`## ${part}`, '', `**Failed:** ${(err as Error).message}`, '');
    }
    seconds[part] = Math.round((Date.now() - started) / 1000);
  }
  const { seedingSeconds } = await import('./data');
  report.seconds = {
    ...seconds,
    total: Math.round((Date.now() - startedAt) / 1000),
    seeding: seedingSeconds,
  };
  const seeding = Object.entries(seedingSeconds).map(([kind, s]) => `${kind} ${s} s`);
  const times = Object.entries(seconds).map(([part, s]) => `${part} ${s} s`);
  times.push(`total ${Math.round((Date.now() - startedAt) / 1000)} s with the build`);
  md.push(
    `Run time: ${times.join(', ')}. ` +
      (seeding.length
        ? `Seeding, inside the part that first needed it: ${seeding.join(', ')}.`
        : 'No seeding: the databases were kept from an earlier run.'),
  );

  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync('bench/report.md', `${md.join('\n')}\n`);
  console.log(md.join('\n'));
  const broken = bundles.filter((b) => b.withinBudget === false);
  if (broken.length) {
    console.error(
      `budget broken: ${broken.map((b) => `${b.route} ${b.jsGzipKb} KB > ${b.budgetKb} KB`).join('; ')}`,
    );
    process.exit(1);
  }
  if (failed.length) {
    console.error(`failed to run: ${failed.join(', ')}`);
    process.exit(2);
  }
}

await main();
