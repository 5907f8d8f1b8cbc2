import { sql } from 'drizzle-orm';
import type { DB } from '../db/client';
import { queryRows } from '../db/rows';
import { signers, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { seedBilling } from './billing';
import { seedChat } from './chat';
import { seedContent } from './content';
import type { SeedContext } from './context';
import { DEMO_ACCOUNTS, type DemoKey } from './demo-accounts';
import { seedDemoCertificates } from './demo-certificates';
import { seedEbupot } from './ebupot';
import { seedSettings } from './settings';
import { seedShell } from './shell';
import { seedTableDemo } from './table-demo';

/** Seeds the demo accounts and every domain's demo data, once: only into an empty database. */
export async function seedIfEmpty(db: DB, opts: { encryptionKey: string }): Promise<boolean> {
  const [{ count }] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM users`);
  if (count > 0) {
    // the data-grid showcase's table came after many databases were seeded: filled once here
    await seedTableDemo(db);
    // so were the content pages (issue 20)
    await seedContent(db);
    return false;
  }
  const ids = {} as Record<DemoKey, number>;
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({
        nama: account.nama,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        phone: account.phone,
        npwp: account.npwp,
        companyName: account.companyName,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    ids[account.key] = row.id;
  }
  // One active default signer a demo client, so E-Bupot works before settings are touched.
  for (const key of ['client', 'client2'] as const) {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
    await db.insert(signers).values({
      userId: ids[key],
      bertindakSebagai: 'PENGURUS',
      jenisIdentitas: 'NPWP',
      nomorIdentitas: account.npwp!,
      nama: account.nama,
      jabatan: 'Direktur Utama',
      scope: 'BOTH',
      active: true,
      isDefault: true,
      createdBy: ids[key],
    });
  }
  const ctx: SeedContext = { db, users: ids, now: new Date(), encryptionKey: opts.encryptionKey };
  await seedShell(ctx);
  await seedBilling(ctx);
  await seedEbupot(ctx);
  await seedSettings(ctx);
  await seedDemoCertificates(ctx);
  await seedChat(ctx);
  await seedTableDemo(db);
  await seedContent(db);
  return true;
}
