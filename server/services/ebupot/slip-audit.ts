import { asc, eq } from 'drizzle-orm';
import type { BupotAuditEntry, BupotDetail } from '../../../contract/ebupot';
import type { DB } from '../../db/client';
import { bupotAudit, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { Handle, SlipRow } from './slip-access';

// The audit trail: who changed which slip, when and what.

/** Fields compared for the audit trail of an update or a correction. */
const AUDITED = [
  'masa',
  'tahun',
  'recipientType',
  'recipientHasNpwp',
  'recipientId',
  'recipientName',
  'recipientNitku',
  'recipientCountry',
  'recipientAddress',
  'kodeObjek',
  'fasilitas',
  'fasilitasNumber',
  'manualRateBp',
  'dpp',
  'rateBp',
  'pph',
  'pphPayable',
  'docType',
  'docNumber',
  'docDate',
  'withholdingDate',
  'signerId',
] as const;

export function diff(before: Partial<SlipRow>, after: Partial<SlipRow>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of AUDITED) {
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (a !== b) changes[key] = [a, b];
  }
  return changes;
}

export async function audit(
  db: Handle,
  entry: { bupotId: number; ownerId: number; actorId: number; action: BupotAuditEntry['action'] } & {
    changes?: Record<string, [unknown, unknown]>;
    note?: string | null;
  },
) {
  await db.insert(bupotAudit).values({
    bupotId: entry.bupotId,
    ownerId: entry.ownerId,
    actorId: entry.actorId,
    action: entry.action,
    changes: entry.changes ?? {},
    note: entry.note ?? null,
    at: clock.now(),
  });
}

/** A slip's trail, oldest first, with each actor's name. */
export async function auditTrail(db: DB, bupotId: number): Promise<BupotDetail['audit']> {
  const rows = await db
    .select({ entry: bupotAudit, actorNama: users.nama })
    .from(bupotAudit)
    .leftJoin(users, eq(users.id, bupotAudit.actorId))
    .where(eq(bupotAudit.bupotId, bupotId))
    .orderBy(asc(bupotAudit.at), asc(bupotAudit.id));
  return rows.map(({ entry, actorNama }) => ({
    id: entry.id,
    action: entry.action,
    at: entry.at.toISOString(),
    actor: entry.actorId === null ? null : { id: entry.actorId, nama: actorNama ?? '' },
    changes: entry.changes,
    note: entry.note,
  }));
}
