import { eq } from 'drizzle-orm';
import { EFIN_LENGTH, type EfinInfo, type EfinResponse } from '../../../contract/settings';
import type { DB } from '../../db/client';
import { efinRecords } from '../../db/schema';
import { clock } from '../../lib/clock';
import { sealText } from '../../lib/crypto';

// The EFIN is a secret (formats.md §7): sealed at rest, answered only masked, never logged.
const context = (userId: number) => `efin:${userId}`;

const mask = (last4: string, length: number) => `${'•'.repeat(Math.max(length - 4, 0))}${last4}`;

function lengthWarning(length: number): EfinResponse['warning'] {
  if (length === EFIN_LENGTH) return undefined;
  return {
    code: 'efin_length',
    message: `An EFIN usually has ${EFIN_LENGTH} digits; this one has ${length}. Saved; check it against your EFIN letter.`,
  };
}

export async function getEfin(db: DB, userId: number): Promise<EfinResponse> {
  const [row] = await db.select().from(efinRecords).where(eq(efinRecords.userId, userId)).limit(1);
  if (!row) return { efin: null };
  const info: EfinInfo = {
    masked: mask(row.last4, row.digits),
    last4: row.last4,
    length: row.digits,
    updated_at: row.updatedAt.toISOString(),
  };
  const warning = lengthWarning(row.digits);
  return warning ? { efin: info, warning } : { efin: info };
}

export async function saveEfin(
  db: DB,
  keyMaterial: string,
  owner: { id: number },
  efin: string,
): Promise<EfinResponse> {
  const values = {
    efinSealed: sealText(keyMaterial, efin, context(owner.id)),
    last4: efin.slice(-4),
    digits: efin.length,
    updatedBy: owner.id,
    updatedAt: clock.now(),
  };
  await db
    .insert(efinRecords)
    .values({ userId: owner.id, ...values })
    .onConflictDoUpdate({ target: efinRecords.userId, set: values });
  return { ...(await getEfin(db, owner.id)), message: 'EFIN saved' };
}
