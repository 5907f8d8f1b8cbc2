import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CERTIFICATE_WARNING_DAYS,
  type CertificateInfo,
  type CertificateStatus,
} from '../../../contract/settings';
import type { DB } from '../../db/client';
import { certificates, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { open, seal, sealText } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { SlidingWindowLimiter } from '../../lib/rate-limit';
import { npwpCandidates } from './pkcs12';
import { openPkcs12Isolated } from './pkcs12-pool';
import { profileNpwp } from './profile';

// The client's electronic certificate (ebupot.md §8). The file and its passphrase are sealed at
// rest (server/lib/crypto.ts) and never answered; the portal sees only the metadata below.
const DAY_MS = 86_400_000;
const fileContext = (userId: number) => `certificate-file:${userId}`;
const passphraseContext = (userId: number) => `certificate-passphrase:${userId}`;

/** Certificate files opened per account (every attempt counts: each costs a worker's time). */
export const certificateAttempts = new SlidingWindowLimiter('certificate_user', 20, 15 * 60_000);

export function certificateStatus(validTo: Date, now: Date): { status: CertificateStatus; daysLeft: number } {
  const ms = validTo.getTime() - now.getTime();
  const daysLeft = ms >= 0 ? Math.ceil(ms / DAY_MS) : Math.floor(ms / DAY_MS);
  if (ms < 0) return { status: 'KEDALUWARSA', daysLeft };
  return { status: daysLeft <= CERTIFICATE_WARNING_DAYS ? 'AKAN_KEDALUWARSA' : 'AKTIF', daysLeft };
}

/** True when the client has a certificate valid right now (E-Bupot asks before issuing a slip). */
export async function hasValidCertificate(db: DB, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ validFrom: certificates.validFrom, validTo: certificates.validTo })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .limit(1);
  const now = clock.now();
  return Boolean(row && row.validFrom <= now && now < row.validTo);
}

/** Compares a typed passphrase with the stored one (constant time); false when there is no certificate. */
export async function verifyCertificatePassphrase(
  db: DB,
  keyMaterial: string,
  userId: number,
  passphrase: string,
): Promise<boolean> {
  const [row] = await db
    .select({ sealed: certificates.passphraseSealed })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .limit(1);
  if (!row) return false;
  const stored = open(keyMaterial, row.sealed, passphraseContext(userId));
  const typed = Buffer.from(passphrase, 'utf8');
  return stored.length === typed.length && timingSafeEqual(stored, typed);
}

export async function getCertificate(db: DB, userId: number): Promise<CertificateInfo | null> {
  const [row] = await db
    .select({
      c: {
        fileName: certificates.fileName,
        subject: certificates.subject,
        subjectCn: certificates.subjectCn,
        npwp: certificates.npwp,
        npwpSource: certificates.npwpSource,
        serialNumber: certificates.serialNumber,
        issuer: certificates.issuer,
        validFrom: certificates.validFrom,
        validTo: certificates.validTo,
        uploadedAt: certificates.uploadedAt,
        uploadedBy: certificates.uploadedBy,
      },
      uploaderName: users.nama,
    })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.uploadedBy))
    .where(eq(certificates.userId, userId))
    .limit(1);
  if (!row) return null;
  const { c } = row;
  const { status, daysLeft } = certificateStatus(c.validTo, clock.now());
  return {
    file_name: c.fileName,
    subject: c.subject,
    subject_cn: c.subjectCn,
    npwp: c.npwp,
    npwp_source: c.npwpSource as CertificateInfo['npwp_source'],
    serial_number: c.serialNumber,
    issuer: c.issuer,
    valid_from: c.validFrom.toISOString(),
    valid_to: c.validTo.toISOString(),
    status,
    days_left: daysLeft,
    uploaded_at: c.uploadedAt.toISOString(),
    uploaded_by:
      c.uploadedBy !== null && row.uploaderName ? { id: c.uploadedBy, nama: row.uploaderName } : null,
  };
}

/**
 * Which NPWP the certificate is for. The subject's CN and serialNumber are checked first: if
 * either carries a 15/16-digit number, one of them must be the client's NPWP. Only when the
 * subject carries none is the file name (DJP names it <NPWP>.p12) checked the same way.
 */
export function matchNpwp(
  opened: { subjectCn: string | null; subjectSerial: string | null },
  fileName: string,
  clientNpwp: string,
): CertificateInfo['npwp_source'] {
  const fromSubject: [CertificateInfo['npwp_source'], string[]][] = [
    ['subject_cn', npwpCandidates(opened.subjectCn)],
    ['subject_serial', npwpCandidates(opened.subjectSerial)],
  ];
  const mismatch = () =>
    badRequest(
      'This certificate belongs to another NPWP than the one in your profile',
      'certificate_npwp_mismatch',
      { file: 'The NPWP in the certificate is not yours' },
    );
  if (fromSubject.some(([, found]) => found.length > 0)) {
    const hit = fromSubject.find(([, found]) => found.includes(clientNpwp));
    if (!hit) throw mismatch();
    return hit[0];
  }
  const fromName = npwpCandidates(fileName.replace(/\.(p12|pfx)$/i, ''));
  if (fromName.length === 0)
    throw badRequest(
      'No NPWP found in the certificate subject or its file name',
      'certificate_npwp_missing',
      { file: 'No NPWP found in the certificate' },
    );
  if (!fromName.includes(clientNpwp)) throw mismatch();
  return 'file_name';
}

export async function saveCertificate(
  db: DB,
  keyMaterial: string,
  owner: { id: number },
  upload: { bytes: Buffer; fileName: string; passphrase: string },
): Promise<CertificateInfo> {
  const opened = await openPkcs12Isolated(upload.bytes, upload.passphrase);
  const now = clock.now();
  if (opened.validTo.getTime() <= now.getTime())
    throw badRequest(
      `This certificate expired on ${opened.validTo.toISOString().slice(0, 10)}`,
      'certificate_expired',
      {
        file: 'The certificate has expired',
      },
    );
  if (opened.validFrom.getTime() > now.getTime())
    throw badRequest(
      `This certificate is valid only from ${opened.validFrom.toISOString().slice(0, 10)}`,
      'certificate_not_yet_valid',
      { file: 'The certificate is not valid yet' },
    );
  const clientNpwp = await profileNpwp(db, owner.id);
  if (!clientNpwp)
    throw badRequest(
      'Fill in your NPWP in the profile before uploading a certificate',
      'certificate_profile_npwp_missing',
    );
  const npwpSource = matchNpwp(opened, upload.fileName, clientNpwp);

  const values = {
    fileName: upload.fileName,
    fileSealed: seal(keyMaterial, upload.bytes, fileContext(owner.id)),
    passphraseSealed: sealText(keyMaterial, upload.passphrase, passphraseContext(owner.id)),
    subject: opened.subject,
    subjectCn: opened.subjectCn,
    npwp: clientNpwp,
    npwpSource,
    serialNumber: opened.serialNumber,
    issuer: opened.issuer,
    validFrom: opened.validFrom,
    validTo: opened.validTo,
    uploadedBy: owner.id,
    uploadedAt: now,
  };
  await db
    .insert(certificates)
    .values({ userId: owner.id, ...values })
    .onConflictDoUpdate({ target: certificates.userId, set: values });
  return (await getCertificate(db, owner.id))!;
}
