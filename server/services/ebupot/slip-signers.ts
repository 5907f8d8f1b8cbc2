import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BupotSignerOption, BupotSignerSnapshot } from '../../../contract/ebupot';
import { signers } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Handle } from './slip-access';

/** Signers that may sign a slip: the owner's active ones with scope BUPOT or BOTH, default first. */
export async function bupotSigners(db: Handle, userId: number): Promise<BupotSignerOption[]> {
  const rows = await db
    .select()
    .from(signers)
    .where(
      and(eq(signers.userId, userId), eq(signers.active, true), inArray(signers.scope, ['BUPOT', 'BOTH'])),
    )
    .orderBy(desc(signers.isDefault), asc(signers.nama), asc(signers.id));
  return rows.map((s) => ({ ...snapshotOf(s), isDefault: s.isDefault }));
}

export function snapshotOf(
  s: Pick<
    typeof signers.$inferSelect,
    'id' | 'nama' | 'jabatan' | 'jenisIdentitas' | 'nomorIdentitas' | 'bertindakSebagai'
  >,
): BupotSignerSnapshot {
  return {
    id: s.id,
    nama: s.nama,
    jabatan: s.jabatan,
    jenisIdentitas: s.jenisIdentitas,
    nomorIdentitas: s.nomorIdentitas,
    bertindakSebagai: s.bertindakSebagai,
  };
}

/** The signer for issuing: the one asked for, else the slip's, else the default; active with scope BUPOT/BOTH. */
export async function issuingSigner(db: Handle, userId: number, wanted: number | null | undefined) {
  const options = await bupotSigners(db, userId);
  const signer =
    wanted != null ? options.find((s) => s.id === wanted) : (options.find((s) => s.isDefault) ?? options[0]);
  if (!signer)
    throw conflict(
      wanted != null
        ? 'The chosen signer is not active or cannot sign slips; choose an active signer'
        : 'No active signer for slips: add or activate one under Settings › Signers',
      'bupot_no_signer',
    );
  const { isDefault: _default, ...snapshot } = signer;
  return snapshot;
}
