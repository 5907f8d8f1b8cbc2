// `npm test`'s bundle check: the first-load JS budgets of `npm run bench -- bundle`, measured on the
// build the test run just made (dist/). Exit 1 when a route breaks its budget.
import { measureBundles } from '../bench/bundle';

const routes = measureBundles();
for (const r of routes) {
  const budget =
    r.budgetKb === undefined ? '' : ` (budget ${r.budgetKb})${r.withinBudget ? '' : ' OVER BUDGET'}`;
  console.log(`  ${r.route}: ${r.jsGzipKb} KB gzip, ${r.files.length} files${budget}`);
}
process.exit(routes.some((r) => r.withinBudget === false) ? 1 : 0);
