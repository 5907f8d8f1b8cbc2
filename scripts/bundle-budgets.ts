// `npm test`'s bundle check: the first-load JS budgets of `npm run bench -- bundle`, measured on the
// build the test run just made (dist/, or the folder given as the first argument). Exit 1 when a
// route breaks its budget (or the total JS its goal, once that is enforced: bench/bundle.ts). The
// admin workspace's pages are listed with their first-load JS against their 250 KB limit, the chart
// pages against their library's cost + 120 KB, and the build's total JS against its goal.
import {
  ADMIN_ROUTE_LIMIT_KB,
  CHART_PAGE_ALLOWANCE_KB,
  measureAdminRoutes,
  measureBundles,
  measureChartPages,
  measureTotalJs,
  TOTAL_JS_ENFORCED,
} from '../bench/bundle';

const dist = process.argv[2] ?? 'dist';
const routes = measureBundles(dist);
for (const r of routes) {
  const budget =
    r.budgetKb === undefined ? '' : ` (budget ${r.budgetKb})${r.withinBudget ? '' : ' OVER BUDGET'}`;
  console.log(`  ${r.route}: ${r.jsGzipKb} KB gzip, ${r.files.length} files${budget}`);
}
const admin = measureAdminRoutes(dist);
const over = admin.filter((r) => r.jsGzipKb > ADMIN_ROUTE_LIMIT_KB);
console.log(
  `\n  admin workspace: ${admin.length} pages, first-load JS (KB gzip), limit ${ADMIN_ROUTE_LIMIT_KB}:`,
);
for (const r of admin)
  console.log(`    ${r.route}: ${r.jsGzipKb}${r.jsGzipKb > ADMIN_ROUTE_LIMIT_KB ? ' OVER' : ''}`);
if (over.length) console.log(`  over the admin limit (open work): ${over.map((r) => r.route).join(', ')}`);

console.log(`\n  chart pages (KB gzip): first load against the library's cost + ${CHART_PAGE_ALLOWANCE_KB}:`);
for (const c of measureChartPages(dist))
  console.log(
    `    ${c.route}: first load ${c.jsGzipKb}, library ${c.library} ${c.libraryGzipKb}, limit ${c.limitKb}${c.withinLimit ? '' : ' OVER'}; with its charts drawn ${c.withChartsGzipKb}`,
  );

const total = measureTotalJs(dist);
const gap = Math.round((total.jsGzipKb - total.goalKb) * 10) / 10;
console.log(
  `\n  total JS emitted: ${total.jsGzipKb} KB gzip in ${total.files} files (goal ${total.goalKb}, half the MUI original's 2,019)` +
    (total.withinGoal
      ? ''
      : `: ${gap} KB over${TOTAL_JS_ENFORCED ? ' OVER GOAL' : ' (reported, not enforced yet)'}`) +
    `; examples' sources, text fetched on demand: ${total.exampleSourcesGzipKb} KB gzip`,
);
const broken = routes.some((r) => r.withinBudget === false) || (TOTAL_JS_ENFORCED && !total.withinGoal);
process.exit(broken ? 1 : 0);
