import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { users } from './core';

// Deposits of withheld tax, as server/db/migrations/0022_tax_deposit.sql creates them.

/** A kode billing for a masa's KAP-KJS and, once paid, its NTPN. */
export const taxDeposits = pgTable(
  'tax_deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tahun: integer('tahun').notNull(),
    masa: integer('masa').notNull(),
    kap: text('kap').notNull(),
    kjs: text('kjs').notNull(),
    amount: money('amount').notNull(),
    billingCode: text('billing_code').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'void'] })
      .notNull()
      .default('unpaid'),
    expiresAt: ts('expires_at').notNull(),
    ntpn: text('ntpn'),
    paidAt: ts('paid_at'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_deposits_billing_key').on(t.billingCode),
    uniqueIndex('tax_deposits_ntpn_key').on(t.ntpn).where(sql`${t.ntpn} IS NOT NULL`),
    uniqueIndex('tax_deposits_one_unpaid')
      .on(t.userId, t.tahun, t.masa, t.kap, t.kjs)
      .where(sql`${t.status} = 'unpaid'`),
    index('tax_deposits_period_idx').on(t.userId, t.tahun, t.masa),
  ],
);
