import type { Context } from 'hono';
import type { DB } from '../db/client';
import { auditLog } from '../db/schema';
import type { AppEnv } from '../env';

export interface AuditRecord {
  /** what was done, 'subject.verb': 'role.create', 'user.suspend' */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one admin action to the audit log: who (the signed-in caller), from where, what, on
 * which record, its values before and after. Pass the transaction so a rolled-back change
 * leaves no entry.
 */
export async function audit(c: Context<AppEnv>, record: AuditRecord, db: DB = c.get('db')) {
  await db.insert(auditLog).values({
    actorId: c.get('user')?.id ?? null,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: c.get('clientIp') ?? null,
  });
}
