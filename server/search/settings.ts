import { and, eq, ilike, or } from 'drizzle-orm';
import { routePath } from '../../contract/routes';
import { signers } from '../db/schema';
import type { SearchProvider } from './types';

/** The caller's signers by name, position or identity number, as 'contacts'. */
export const settingsSearch: SearchProvider = async ({ db, user, q }) => {
  if (q.length < 2) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const digits = q.replace(/[.\-\s]/g, '');
  const rows = await db
    .select({ id: signers.id, nama: signers.nama, jabatan: signers.jabatan, active: signers.active })
    .from(signers)
    .where(
      and(
        eq(signers.userId, user.id),
        or(
          ilike(signers.nama, pattern),
          ilike(signers.jabatan, pattern),
          /^\d{3,}$/.test(digits) ? ilike(signers.nomorIdentitas, `%${digits}%`) : undefined,
        ),
      ),
    )
    .limit(5);
  return rows.map((r) => ({
    id: `signer-${r.id}`,
    url: `${routePath('settings')}?tab=penandatangan`,
    icon: 'user-pen',
    title: `${r.nama} · ${r.jabatan}`,
    type: 'contacts' as const,
  }));
};
