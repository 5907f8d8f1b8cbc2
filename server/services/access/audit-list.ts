import { sql } from 'drizzle-orm';
import type { AuditEntry, AuditListResponse } from '../../../contract/access';
import type { AuditListQuery } from '../../../contract/access/schemas';
import type { DB } from '../../db/client';
import { queryRows } from '../../db/rows';
import { iso } from '../billing/dates';
import { containsPattern } from '../billing/rows';

const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The admin audit log, newest first; filtered by target, actor or words in the action. */
export async function listAudit(db: DB, params: AuditListQuery): Promise<Omit<AuditListResponse, 'params'>> {
  const like = params.q ? containsPattern(params.q) : null;
  const where = sql`WHERE (${like}::text IS NULL OR a.action ILIKE ${like} OR a.target_type ILIKE ${like}
      OR coalesce(u.nama, '') ILIKE ${like})
    AND (${params.target_type ?? null}::text IS NULL OR a.target_type = ${params.target_type ?? null})
    AND (${params.target_id ?? null}::text IS NULL OR a.target_id = ${params.target_id ?? null})
    AND (${params.actor_id ?? null}::int IS NULL OR a.actor_id = ${params.actor_id ?? null})`;
  const rows = await queryRows<{
    id: number;
    actor_id: number | null;
    actor_nama: string | null;
    action: string;
    target_type: string;
    target_id: string | null;
    before: unknown;
    after: unknown;
    ip: string | null;
    at: Date | string;
  }>(
    db,
    sql`SELECT a.id, a.actor_id, u.nama AS actor_nama, a.action, a.target_type, a.target_id,
          a.before, a.after, a.ip, a.at
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ${where}
        ORDER BY a.at DESC, a.id DESC
        LIMIT ${params.perPage} OFFSET ${(params.page - 1) * params.perPage}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ${where}`,
  );
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor: r.actor_id === null ? null : { id: r.actor_id, nama: r.actor_nama ?? '' },
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id,
    before: parse(r.before),
    after: parse(r.after),
    ip: r.ip,
    at: iso(r.at) as string,
  }));
  return { entries, total };
}
