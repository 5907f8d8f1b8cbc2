import { eq, sql } from 'drizzle-orm';
import type { User } from '../../../contract/auth';
import type { DB } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The profile object of GET /api/profile; never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    nama: row.nama,
    email: row.email,
    role: row.role,
    phone: row.phone,
    npwp: row.npwp,
    company_name: row.companyName,
    address: row.address,
    city: row.city,
    postal_code: row.postalCode,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
