import { firstSellerId, inBatches, issueBill, loginDemo, newClient, readyToIssue } from './accounts';
import type { Client } from './http';
import type { Tenant } from './workload';

/**
 * `count` new clients, each ready to issue slips and holding `billsEach` open bills issued by
 * the admin: the tenants of a load run.
 */
export async function makeTenants(api: Client, count: number, billsEach: number): Promise<Tenant[]> {
  const adminToken = await loginDemo(api, 'admin');
  const sellerId = await firstSellerId(api, adminToken);
  const accounts = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    4,
    (i) => newClient(api, `Klien Beban ${i + 1}`),
  );
  await inBatches(accounts, 4, (a) => readyToIssue(api, a));
  const tenants: Tenant[] = accounts.map((account) => ({ account, bills: [], pending: [], drafts: [] }));
  const jobs = tenants.flatMap((t) =>
    Array.from({ length: billsEach }, (_, k) => ({ t, amount: 10_000 + 1_000 * k })),
  );
  await inBatches(jobs, 8, async ({ t, amount }) => {
    const bill = await issueBill(api, adminToken, t.account.id, sellerId, amount);
    t.bills.push(bill.id);
  });
  return tenants;
}
