import { SETTINGS_PATHS, type SignerResponse } from '@contract/settings';
import { api } from '@/lib/api';

export type NewSigner = {
  jenis_identitas: 'NIK' | 'NPWP';
  nomor_identitas: string;
  nama: string;
  jabatan: string;
  scope: 'BUPOT' | 'SPT' | 'BOTH';
  is_default: boolean;
};

/** POST /api/penandatangan (multipart, as Settings sends it): a PENGURUS signer of the signed-in account. */
export const registerSigner = (body: NewSigner) =>
  api.post<SignerResponse>(
    SETTINGS_PATHS.signers,
    { ...body, bertindak_sebagai: 'PENGURUS' },
    { multipart: true },
  );
