import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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
  signer: SignerFields | null;
};

/** What a slip shows of its signer when it carries no snapshot (snapshotOf). */
type SignerFields = Pick<
  typeof signers.$inferSelect,
  'id' | 'nama' | 'jabatan' | 'jenisIdentitas' | 'nomorIdentitas' | 'bertindakSebagai'
>;

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

// A page of slips in plain SQL: drizzle's mapping of the joined select (about 70 columns a row,
// each checked and decoded in turn) was a third of the slip list's time in Node. The slip's
// columns come aliased to their keys; only timestamps and amounts need converting, as drizzle
// converts them (ts: new Date of the text; money: Number).
const slipColumns = Object.entries(getTableColumns(bupot));
const converted = slipColumns.flatMap(([key, column]) =>
  column.columnType === 'PgTimestamp' || column.columnType === 'PgBigInt53'
    ? [{ key, toDate: column.columnType === 'PgTimestamp' }]
    : [],
);
const slipSelect = sql.raw(slipColumns.map(([key, column]) => `b.${column.name} AS "${key}"`).join(', '));

/** Slips by id (`ids`: an int[] expression) in its order, with code, owner and signer. */
export const slipsByIdsSql = (ids: SQL): SQL =>
  sql`SELECT ${slipSelect}, t.name_id AS "_nameId", t.name_en AS "_nameEn", t.final AS "_final",
        u.nama AS "_ownerNama", u.company_name AS "_ownerCompany", u.npwp AS "_ownerNpwp",
        s.id AS "_signerId", s.nama AS "_signerNama", s.jabatan AS "_signerJabatan",
        s.jenis_identitas AS "_signerJenisIdentitas", s.nomor_identitas AS "_signerNomorIdentitas",
        s.bertindak_sebagai AS "_signerBertindakSebagai"
      FROM unnest(${ids}) WITH ORDINALITY AS ids(id, n)
      JOIN bupot b ON b.id = ids.id
      LEFT JOIN tax_object_codes t ON t.code = b.kode_objek
      LEFT JOIN users u ON u.id = b.user_id
      LEFT JOIN signers s ON s.id = b.signer_id
      ORDER BY ids.n`;

/** A row of slipsByIdsSql as `joined` answers it. */
export function joinedOfRow(row: Record<string, unknown>): Joined {
  for (const { key, toDate } of converted) {
    const value = row[key];
    if (value != null) row[key] = toDate ? new Date(value as string) : Number(value);
  }
  return {
    slip: row as SlipRow,
    nameId: row._nameId as string | null,
    nameEn: row._nameEn as string | null,
    final: row._final as boolean | null,
    ownerNama: row._ownerNama as string | null,
    ownerCompany: row._ownerCompany as string | null,
    ownerNpwp: row._ownerNpwp as string | null,
    signer:
      row._signerId == null
        ? null
        : {
            id: row._signerId as number,
            nama: row._signerNama as string,
            jabatan: row._signerJabatan as string,
            jenisIdentitas: row._signerJenisIdentitas as SignerFields['jenisIdentitas'],
            nomorIdentitas: row._signerNomorIdentitas as string,
            bertindakSebagai: row._signerBertindakSebagai as SignerFields['bertindakSebagai'],
          },
  };
}
