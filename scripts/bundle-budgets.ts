// `npm test`'s bundle check: the first-load JS budgets of `npm run bench -- bundle`, measured on the
// build the test run just made (dist/). Exit 1 when a route breaks its budget. The admin workspace's
// pages are listed with their first-load JS against their 250 KB limit (reported, see the closing note).
import { ADMIN_ROUTE_LIMIT_KB, measureAdminRoutes, measureBundles } from '../bench/bundle';

const routes = measureBundles();
for (const r of routes) {
  const budget =
    r.budgetKb === undefined ? '' : ` (budget ${r.budgetKb})${r.withinBudget ? '' : ' OVER BUDGET'}`;
  console.log(`  ${r.route}: ${r.jsGzipKb} KB gzip, ${r.files.length} files${budget}`);
}
const admin = measureAdminRoutes();
const over = admin.filter((r) => r.jsGzipKb > ADMIN_ROUTE_LIMIT_KB);
console.log(
  `\n  admin workspace: ${admin.length} pages, first-load JS (KB gzip), limit ${ADMIN_ROUTE_LIMIT_KB}:`,
);
for (const r of admin)
  console.log(`    ${r.route}: ${r.jsGzipKb}${r.jsGzipKb > ADMIN_ROUTE_LIMIT_KB ? ' OVER' : ''}`);
if (over.length) console.log(`  over the admin limit (open work): ${over.map((r) => r.route).join(', ')}`);
process.exit(routes.some((r) => r.withinBudget === false) ? 1 : 0);
