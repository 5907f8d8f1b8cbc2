import { and, eq, sql } from 'drizzle-orm';
import type { CheckNpwpAnswer } from '../../../contract/forms';
import type { DB } from '../../db/client';
import { users } from '../../db/schema';

/** Whether a client account already carries this NPWP (16 digits; stored ones may be written with dots). */
export async function checkNpwp(db: DB, npwp: string): Promise<CheckNpwpAnswer> {
  const legacy = npwp.startsWith('0') ? npwp.slice(1) : null;
  const digits = sql`regexp_replace(${users.npwp}, '[^0-9]', '', 'g')`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'client'),
        legacy ? sql`${digits} in (${npwp}, ${legacy})` : sql`${digits} = ${npwp}`,
      ),
    )
    .limit(1);
  return { npwp, registered: row !== undefined };
}
