import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { queryRows, type RawRow } from '../../db/rows';
import type * as tables from '../../db/schema';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

const SERIAL_SPAN = 9_999_999;

/**
 * The Unifikasi number (formats.md §5, PER-24/PJ/2021): 1-digit document code (2 = bukti
 * pemotongan unifikasi) + 2-digit series (00–99, moves on when the 7-digit serial runs out) +
 * 7-digit serial from 0000001, restarting every calendar year. `n` is the n-th slip of the year.
 */
export function formatBupotNumber(n: number): string {
  const serial = ((n - 1) % SERIAL_SPAN) + 1;
  const series = Math.floor((n - 1) / SERIAL_SPAN) % 100;
  return `2${String(series).padStart(2, '0')}${String(serial).padStart(7, '0')}`;
}

/**
 * Takes the next serial of a client's year. The upsert locks the counter row until the
 * transaction ends, so concurrent issues queue and no two get the same serial; a rolled-back
 * issue gives its serial back (no gaps).
 */
export async function nextBupotNumber(tx: Tx, userId: number, year: number): Promise<string> {
  const [row] = await queryRows<Pick<RawRow<typeof tables.bupotCounters>, 'last_serial'>>(
    tx as unknown as DB,
    sql`INSERT INTO bupot_counters (user_id, year, last_serial) VALUES (${userId}, ${year}, 1)
        ON CONFLICT (user_id, year) DO UPDATE SET last_serial = bupot_counters.last_serial + 1
        RETURNING last_serial`,
  );
  return formatBupotNumber(Number(row.last_serial));
}

// 32 symbols without 0/O, 1/I: 16 of them carry 80 random bits and read unambiguously.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 16-character verification code printed on the slip and in its QR code. */
export function newVerificationCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}
