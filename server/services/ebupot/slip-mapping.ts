import { eq } from 'drizzle-orm';
import type { Bupot } from '../../../contract/ebupot';
import { bupot, signers, taxObjectCodes, users } from '../../db/schema';
import type { Handle, SlipRow } from './slip-access';
import { snapshotOf } from './slip-signers';

// A slip joined with its tax object code, owner and signer, and its API shape.

const selection = {
  slip: bupot,
  nameId: taxObjectCodes.nameId,
  nameEn: taxObjectCodes.nameEn,
  final: taxObjectCodes.final,
  ownerNama: users.nama,
  ownerCompany: users.companyName,
  ownerNpwp: users.npwp,
  signer: signers,
};

export type Joined = {
  slip: SlipRow;
  nameId: string | null;
  nameEn: string | null;
  final: boolean | null;
  ownerNama: string | null;
  ownerCompany: string | null;
  ownerNpwp: string | null;
  signer: typeof signers.$inferSelect | null;
};

export function toApi(j: Joined): Bupot {
  const s = j.slip;
  return {
    id: s.id,
    userId: s.userId,
    status: s.status,
    revision: s.revision,
    replacesId: s.replacesId,
    replacedById: s.replacedById,
    masa: s.masa,
    tahun: s.tahun,
    recipientType: s.recipientType,
    recipientHasNpwp: s.recipientHasNpwp,
    recipientId: s.recipientId,
    recipientName: s.recipientName,
    recipientNitku: s.recipientNitku,
    recipientCountry: s.recipientCountry,
    recipientAddress: s.recipientAddress,
    recipientEmail: s.recipientEmail,
    kodeObjek: s.kodeObjek,
    pasal: s.pasal,
    kodeNameId: j.nameId ?? '',
    kodeNameEn: j.nameEn ?? '',
    final: j.final,
    fasilitas: s.fasilitas as Bupot['fasilitas'],
    fasilitasNumber: s.fasilitasNumber,
    manualRateBp: s.manualRateBp,
    dpp: s.dpp,
    rateBp: s.rateBp,
    normalRateBp: s.normalRateBp,
    higherRate: s.higherRate,
    pph: s.pph,
    pphPayable: s.pphPayable,
    docType: s.docType as Bupot['docType'],
    docNumber: s.docNumber,
    docDate: s.docDate,
    withholdingDate: s.withholdingDate,
    signerId: s.signerId,
    signer: s.signerSnapshot ?? (j.signer ? snapshotOf(j.signer) : null),
    number: s.number,
    issuedAt: s.issuedAt?.toISOString() ?? null,
    verificationCode: s.verificationCode,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
    cancelReason: s.cancelReason,
    replacedAt: s.replacedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    withholder: { nama: j.ownerNama ?? '', companyName: j.ownerCompany, npwp: j.ownerNpwp },
  };
}

export function joined(db: Handle) {
  return db
    .select(selection)
    .from(bupot)
    .leftJoin(taxObjectCodes, eq(taxObjectCodes.code, bupot.kodeObjek))
    .leftJoin(users, eq(users.id, bupot.userId))
    .leftJoin(signers, eq(signers.id, bupot.signerId));
}
