import { AUTH_PATHS, type OkResponse, type SessionsResponse, type User } from '@contract/auth';
import type { ChangePasswordBody } from '@contract/auth/schemas';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import {
  type CertificateResponse,
  type EfinResponse,
  type EmailChangeResponse,
  SETTINGS_PATHS,
  type SignerListResponse,
  type SignerResponse,
} from '@contract/settings';
import type { ProfileBody, SignerBody, SignerPatchBody } from '@contract/settings/schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { API_URL, ApiError, api, type UploadProgress } from '@/lib/api';
import { getAccessToken } from '@/lib/storage';

// Calls and queries of the settings screen. Every key starts with 'settings'.
export const settingsKeys = {
  signers: ['settings', 'signers'] as const,
  efin: ['settings', 'efin'] as const,
  certificate: ['settings', 'certificate'] as const,
  sessions: ['settings', 'sessions'] as const,
};

type Progress = (p: UploadProgress) => void;

// ---------- profile ----------
export const saveProfile = (body: ProfileBody) => api.put<User>(SETTINGS_PATHS.profile, body);
export const requestEmailChange = (newEmail: string) =>
  api.post<EmailChangeResponse>(SETTINGS_PATHS.emailChange, { new_email: newEmail });
export const confirmEmailChange = (otp: string) => api.post<User>(SETTINGS_PATHS.emailChangeConfirm, { otp });

// ---------- security ----------
export const changePassword = (body: ChangePasswordBody) =>
  api.post<OkResponse>(AUTH_PATHS.changePassword, body);
export const revokeSession = (id: number) => api.delete<OkResponse>(`${AUTH_PATHS.sessions}/${id}`);
export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: ({ signal }) => api.get<SessionsResponse>(AUTH_PATHS.sessions, { signal }),
  });
}

// ---------- signers ----------
export function useSigners() {
  return useQuery({
    queryKey: settingsKeys.signers,
    // at most 20 a client: one page holds them all, the grid filters in memory
    queryFn: ({ signal }) =>
      api.get<SignerListResponse>(SETTINGS_PATHS.signers, { query: { perPage: 100 }, signal }),
  });
}

/** New signer, multipart (fields + optional power of attorney) with upload progress. */
export const createSigner = (body: SignerBody, file: File | null, onProgress?: Progress) =>
  api.post<SignerResponse>(
    SETTINGS_PATHS.signers,
    { ...body, ...(file ? { surat_kuasa_file: file } : {}) },
    { multipart: true, onUploadProgress: onProgress },
  );

/** Signer detail update: JSON, or multipart when a new document goes with it. */
export const updateSigner = (
  id: number,
  patch: SignerPatchBody,
  file?: File | null,
  onProgress?: Progress,
) =>
  file
    ? api.put<SignerResponse>(
        SETTINGS_PATHS.signer(id),
        { ...patch, surat_kuasa_file: file },
        { multipart: true, onUploadProgress: onProgress },
      )
    : api.put<SignerResponse>(SETTINGS_PATHS.signer(id), patch);

/** Saves the stored power of attorney (the download needs the bearer token, so no plain link). */
export async function downloadSuratKuasa(id: number, fileName: string): Promise<void> {
  const headers: Record<string, string> = {
    [import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER]:
      import.meta.env.VITE_API_KEY || DEFAULT_API_KEY,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_URL}${SETTINGS_PATHS.suratKuasa(id)}`, { headers, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.statusText || 'Download failed', { status: res.status });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * After a signer change: the settings list, and any other screen's signer list (E-Bupot's signer
 * choice) so a deactivated signer disappears there too.
 */
export function invalidateSigners(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey.some((k) => typeof k === 'string' && /signer|penandatangan/i.test(k)),
  });
}

// ---------- EFIN ----------
export function useEfin() {
  return useQuery({
    queryKey: settingsKeys.efin,
    queryFn: ({ signal }) => api.get<EfinResponse>(SETTINGS_PATHS.efin, { signal }),
  });
}
export const saveEfin = (efin: string) => api.put<EfinResponse>(SETTINGS_PATHS.efin, { efin });

// ---------- certificate ----------
export function useCertificate() {
  return useQuery({
    queryKey: settingsKeys.certificate,
    queryFn: ({ signal }) => api.get<CertificateResponse>(SETTINGS_PATHS.certificate, { signal }),
  });
}
export const uploadCertificate = (file: File, passphrase: string, onProgress?: Progress) =>
  api.post<CertificateResponse>(
    SETTINGS_PATHS.certificate,
    { file, passphrase },
    { multipart: true, onUploadProgress: onProgress },
  );
