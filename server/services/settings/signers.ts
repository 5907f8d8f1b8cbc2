import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { jakartaDate } from '../../../contract/jakarta-time';
import {
  SETTINGS_MESSAGES,
  SIGNER_LIMIT,
  type Signer,
  type SignerListResponse,
} from '../../../contract/settings';
import {
  createSignerSchema,
  type SignerBody,
  type SignerPatchBody,
  type signerListQuerySchema,
} from '../../../contract/settings/schemas';
import type { DB } from '../../db/client';
import { signers, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { parseInput } from './parse';

// Signer rules (shared/domain/ebupot.md §7): no delete, only active/inactive; at most
// SIGNER_LIMIT a client (inactive ones count); once a client has a signer, exactly one is the
// default and it is active: the first signer becomes the default, making another the default
// moves the flag, and the default can be neither deactivated nor un-defaulted (choose another
// default first: 409 signer_default_deactivate / signer_default_required).

/** A stored power of attorney, checked by the route (type sniffed from its bytes). */
export interface SuratKuasaUpload {
  bytes: Buffer;
  mime: string;
  name: string;
}

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
type Handle = DB | Tx;

const columns = {
  id: signers.id,
  userId: signers.userId,
  bertindakSebagai: signers.bertindakSebagai,
  jenisIdentitas: signers.jenisIdentitas,
  nomorIdentitas: signers.nomorIdentitas,
  nama: signers.nama,
  jabatan: signers.jabatan,
  scope: signers.scope,
  active: signers.active,
  isDefault: signers.isDefault,
  suratKuasaNomor: signers.suratKuasaNomor,
  suratKuasaTanggal: signers.suratKuasaTanggal,
  suratKuasaMime: signers.suratKuasaMime,
  suratKuasaName: signers.suratKuasaName,
  suratKuasaSize: sql<number | null>`octet_length(${signers.suratKuasaFile})`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
  createdAt: signers.createdAt,
  updatedAt: signers.updatedAt,
};
type SignerRow = {
  [K in keyof typeof columns]: K extends 'suratKuasaSize'
    ? number | null
    : (typeof signers.$inferSelect)[K & keyof typeof signers.$inferSelect];
};

export function toSigner(row: SignerRow): Signer {
  return {
    id: row.id,
    bertindak_sebagai: row.bertindakSebagai,
    jenis_identitas: row.jenisIdentitas,
    nomor_identitas: row.nomorIdentitas,
    nama: row.nama,
    jabatan: row.jabatan,
    scope: row.scope,
    active: row.active,
    is_default: row.isDefault,
    surat_kuasa_nomor: row.suratKuasaNomor,
    surat_kuasa_tanggal: row.suratKuasaTanggal,
    surat_kuasa_file:
      row.suratKuasaSize !== null && row.suratKuasaMime
        ? { name: row.suratKuasaName ?? 'surat-kuasa', mime: row.suratKuasaMime, size: row.suratKuasaSize }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function allOf(db: Handle, ownerId: number): Promise<SignerRow[]> {
  return db
    .select(columns)
    .from(signers)
    .where(eq(signers.userId, ownerId))
    .orderBy(desc(signers.isDefault), desc(signers.active), asc(signers.nama), asc(signers.id));
}

type ListQuery = z.output<typeof signerListQuerySchema>;

export async function listSigners(db: DB, ownerId: number, query: ListQuery): Promise<SignerListResponse> {
  const all = (await allOf(db, ownerId)).map(toSigner);
  const status = query.status ?? (query.active === undefined ? 'all' : query.active ? 'active' : 'inactive');
  const q = (query.q ?? '').toLowerCase();
  const matching = all.filter(
    (s) =>
      (status === 'all' || s.active === (status === 'active')) &&
      (!query.scope || s.scope === query.scope || s.scope === 'BOTH') &&
      (!q ||
        s.nama.toLowerCase().includes(q) ||
        s.jabatan.toLowerCase().includes(q) ||
        s.nomor_identitas.includes(q.replace(/[.\-\s]/g, ''))),
  );
  const start = (query.page - 1) * query.perPage;
  return {
    data: matching.slice(start, start + query.perPage),
    total: matching.length,
    params: {
      q: query.q ?? '',
      status,
      scope: query.scope ?? null,
      page: query.page,
      perPage: query.perPage,
    },
    allData: all,
  };
}

/** One signer the viewer may read: their own, or any for an admin; else 404. */
export async function findSigner(
  db: Handle,
  id: number,
  viewer: { id: number; role: string },
  opts: { forWrite?: boolean } = {},
): Promise<SignerRow> {
  const [row] = await db.select(columns).from(signers).where(eq(signers.id, id)).limit(1);
  // writes only by the owner; an admin reads any
  const allowed = row && (row.userId === viewer.id || (!opts.forWrite && viewer.role === 'admin'));
  if (!allowed) throw notFound('No such signer', 'not_found');
  return row;
}

/** Serialises signer changes of one client (limit and default rules) with a row lock. */
async function lockOwner(tx: Tx, ownerId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

const kuasaRequired = () =>
  badRequest('A proxy (KUASA) needs the power of attorney document', 'surat_kuasa_required', {
    surat_kuasa_file: 'Attach the power of attorney (PDF, PNG or JPEG)',
  });

export async function createSigner(
  db: DB,
  owner: { id: number },
  body: SignerBody,
  file: SuratKuasaUpload | null,
): Promise<Signer> {
  if (body.bertindak_sebagai === 'KUASA' && !file) throw kuasaRequired();
  const id = await db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const [{ total, active }] = await tx
      .select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        active: sql<number>`count(*) FILTER (WHERE ${signers.active})::int`.mapWith(Number),
      })
      .from(signers)
      .where(eq(signers.userId, owner.id));
    if (total >= SIGNER_LIMIT)
      throw conflict(
        `A client has at most ${SIGNER_LIMIT} signers; deactivated ones count too`,
        'signer_limit_reached',
      );
    const makeDefault = body.is_default === true || active === 0;
    if (makeDefault) await clearDefault(tx, owner.id);
    const now = clock.now();
    const [row] = await tx
      .insert(signers)
      .values({
        userId: owner.id,
        bertindakSebagai: body.bertindak_sebagai,
        jenisIdentitas: body.jenis_identitas,
        nomorIdentitas: body.nomor_identitas,
        nama: body.nama,
        jabatan: body.jabatan,
        scope: body.scope,
        active: true,
        isDefault: makeDefault,
        suratKuasaNomor: body.surat_kuasa_nomor,
        suratKuasaTanggal: body.surat_kuasa_tanggal,
        ...(file && body.bertindak_sebagai === 'KUASA'
          ? { suratKuasaFile: file.bytes, suratKuasaMime: file.mime, suratKuasaName: file.name }
          : {}),
        createdBy: owner.id,
        updatedBy: owner.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: signers.id });
    return row.id;
  });
  return toSigner(await findSigner(db, id, { id: owner.id, role: 'client' }));
}

async function clearDefault(tx: Tx, ownerId: number, exceptId?: number) {
  await tx
    .update(signers)
    .set({ isDefault: false })
    .where(
      and(
        eq(signers.userId, ownerId),
        eq(signers.isDefault, true),
        exceptId === undefined ? undefined : ne(signers.id, exceptId),
      ),
    );
}

type PatchOutput = {
  [K in keyof SignerPatchBody]?: unknown;
} & { active?: boolean; is_default?: boolean };

/** PUT: merges the change into the stored signer, checks the whole again, applies the default rules. */
export async function updateSigner(
  db: DB,
  owner: { id: number },
  id: number,
  patch: PatchOutput,
  file: SuratKuasaUpload | null,
): Promise<Signer> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const current = await findSigner(tx, id, { id: owner.id, role: 'client' }, { forWrite: true });
    const merged = parseInput(createSignerSchema(SETTINGS_MESSAGES, { today: jakartaDate(clock.now()) }), {
      bertindak_sebagai: patch.bertindak_sebagai ?? current.bertindakSebagai,
      jenis_identitas: patch.jenis_identitas ?? current.jenisIdentitas,
      nomor_identitas: patch.nomor_identitas ?? current.nomorIdentitas,
      nama: patch.nama ?? current.nama,
      jabatan: patch.jabatan ?? current.jabatan,
      scope: patch.scope ?? current.scope,
      surat_kuasa_nomor:
        patch.surat_kuasa_nomor !== undefined ? patch.surat_kuasa_nomor : current.suratKuasaNomor,
      surat_kuasa_tanggal:
        patch.surat_kuasa_tanggal !== undefined ? patch.surat_kuasa_tanggal : current.suratKuasaTanggal,
    });
    const isKuasa = merged.bertindak_sebagai === 'KUASA';
    if (isKuasa && !file && current.suratKuasaSize === null) throw kuasaRequired();

    const active = patch.active ?? current.active;
    if (current.isDefault && !active)
      throw conflict(
        'This is the default signer; make another active signer the default first',
        'signer_default_deactivate',
      );
    if (current.isDefault && patch.is_default === false)
      throw conflict(
        'A client always has one default signer; make another one the default instead',
        'signer_default_required',
      );
    if (patch.is_default === true && !active)
      throw conflict('Activate the signer before making it the default', 'signer_default_inactive');
    if (patch.is_default === true && !current.isDefault) await clearDefault(tx, owner.id, id);

    await tx
      .update(signers)
      .set({
        bertindakSebagai: merged.bertindak_sebagai,
        jenisIdentitas: merged.jenis_identitas,
        nomorIdentitas: merged.nomor_identitas,
        nama: merged.nama,
        jabatan: merged.jabatan,
        scope: merged.scope,
        active,
        isDefault: current.isDefault || patch.is_default === true,
        suratKuasaNomor: merged.surat_kuasa_nomor,
        suratKuasaTanggal: merged.surat_kuasa_tanggal,
        // a PENGURUS keeps no power of attorney; a new file replaces the old one
        ...(!isKuasa
          ? { suratKuasaFile: null, suratKuasaMime: null, suratKuasaName: null }
          : file
            ? { suratKuasaFile: file.bytes, suratKuasaMime: file.mime, suratKuasaName: file.name }
            : {}),
        updatedBy: owner.id,
        updatedAt: clock.now(),
      })
      .where(eq(signers.id, id));
  });
  return toSigner(await findSigner(db, id, { id: owner.id, role: 'client' }));
}

/** The stored power of attorney of a signer the viewer may read. */
export async function readSuratKuasa(
  db: DB,
  id: number,
  viewer: { id: number; role: string },
): Promise<SuratKuasaUpload> {
  await findSigner(db, id, viewer);
  const [row] = await db
    .select({ file: signers.suratKuasaFile, mime: signers.suratKuasaMime, name: signers.suratKuasaName })
    .from(signers)
    .where(eq(signers.id, id))
    .limit(1);
  if (!row?.file || !row.mime)
    throw notFound('This signer has no power of attorney on file', 'surat_kuasa_not_found');
  return { bytes: row.file, mime: row.mime, name: row.name ?? 'surat-kuasa' };
}
