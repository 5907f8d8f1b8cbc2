import type { DB } from '../../db/client';
import { conflict } from '../../lib/errors';
import { hasValidCertificate } from '../settings/certificate';

/**
 * Issuing (and correcting) signs the slip electronically, so the client needs an electronic
 * certificate valid now (ebupot.md §8, uploaded under Settings). 409 bupot_no_certificate otherwise.
 */
export async function requireValidCertificate(db: DB, userId: number): Promise<void> {
  if (!(await hasValidCertificate(db, userId)))
    throw conflict(
      'Issuing needs a valid electronic certificate: upload one under Settings › Certificate',
      'bupot_no_certificate',
    );
}
