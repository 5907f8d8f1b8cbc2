import { sql } from 'drizzle-orm';
import type { RecipientList } from '../../../contract/messages';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { partyOf } from './mailbox';

/** Active accounts whose name, email or NPWP (digits, punctuation ignored) holds `q`; clients first. */
export async function searchRecipients(db: DB, q = ''): Promise<RecipientList> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = q.replace(/\D/g, '');
  const rows = await queryRows<{
    id: number;
    nama: string;
    email: string;
    role: string;
    npwp: string | null;
  }>(
    db,
    sql`SELECT id, nama, email, role, npwp FROM users
        WHERE status = 'active' AND (nama ILIKE ${like} OR email ILIKE ${like}
          ${digits.length >= 3 ? sql`OR regexp_replace(coalesce(npwp, ''), '\D', '', 'g') LIKE ${`%${digits}%`}` : sql``})
        ORDER BY (role = 'client') DESC, nama, id LIMIT 20`,
  );
  return { recipients: rows.map((r) => ({ ...partyOf(r), npwp: r.role === 'client' ? r.npwp : null })) };
}
