import { eq } from 'drizzle-orm';
import { signers, users } from '../db/schema';
import type { SeedContext } from './context';

// Demo data of the settings domain: the first demo client's address, and a former director
// kept as an inactive signer (signers are never deleted, only deactivated).
export async function seedSettings(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await db
    .update(users)
    .set({ address: 'Jl. Jenderal Sudirman No. 45', city: 'Jakarta Selatan', postalCode: '12190' })
    .where(eq(users.id, ctx.users.client));
  await db.insert(signers).values({
    userId: ctx.users.client,
    bertindakSebagai: 'PENGURUS',
    jenisIdentitas: 'NIK',
    nomorIdentitas: '3174051208750003',
    nama: 'Andi Wijaya',
    jabatan: 'Direktur (hingga 2025)',
    scope: 'BOTH',
    active: false,
    isDefault: false,
    createdBy: ctx.users.client,
    updatedBy: ctx.users.client,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
}
