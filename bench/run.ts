// `npm run bench`: builds the portal, measures it and writes bench/report.md and bench/report.json.
// Fails (exit 1) when a first-load JS budget is broken.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measureBundles, type RouteSize } from './bundle';

const only = new Set(process.argv.slice(2));
const wants = (part: string) => only.size === 0 || only.has(part);

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const meta = {
    commit: commit(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    node: process.version,
    at: new Date().toISOString(),
  };
  console.log('building…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });

  const report: Record<string, unknown> = { meta };
  const md: string[] = [
    `# Benchmark report`,
    '',
    `Commit ${meta.commit}, ${meta.cores} cores (${meta.cpu}), Node ${meta.node}, ${meta.at}.`,
    '',
  ];

  let bundles: RouteSize[] = [];
  if (wants('bundle')) {
    bundles = measureBundles();
    report.bundles = bundles;
    md.push(
      '## First-load JS and CSS a route (gzip, from the build manifest)',
      '',
      '| route | critical-path JS KB | JS KB incl. chrome loaded after paint | CSS KB | budget KB (critical JS) | within |',
      '|---|---:|---:|---:|---:|---|',
    );
    for (const b of bundles)
      md.push(
        `| ${b.route} | ${b.jsGzipKb} | ${b.jsTotalGzipKb} | ${b.cssGzipKb} | ${b.budgetKb ?? '–'} | ${b.withinBudget === undefined ? '–' : b.withinBudget ? 'yes' : '**NO**'} |`,
      );
    md.push('');
  }

  for (const [part, modulePath] of [
    ['grid', './grid'],
    ['api', './api'],
    ['browser', './browser'],
  ] as const) {
    if (!wants(part)) continue;
    try {
      const mod = await import(modulePath);
      const { json, markdown } = await mod.run(meta);
      report[part] = json;
      md.push(markdown, '');
    } catch (err) {
      const message = (err as Error).message;
      if (/Cannot find module|ERR_MODULE_NOT_FOUND/.test(message)) continue;
      report[part] = { error: message };
      md.push(`## ${part}`, '', `Failed: ${message}`, '');
    }
  }

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
}

await main();
