import {
  ACCOUNT_PATHS,
  type AccountPreferences,
  type NotificationPreferences,
  type RecoveryCodesResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@contract/account';
import type { NotificationPreferencesBody } from '@contract/account/schemas';
import type { OkResponse } from '@contract/auth';
import { DEFAULT_API_KEY, DEFAULT_API_KEY_HEADER } from '@contract/config';
import { useQuery } from '@tanstack/react-query';
import { API_URL, ApiError, api } from '@/lib/api';
import { getAccessToken } from '@/lib/storage';

// Calls and queries of the caller's own account (two-factor, notification choices, language,
// time zone, avatar). Every key starts with 'account'.
export const accountKeys = {
  twoFactor: ['account', 'two-factor'] as const,
  notifications: ['account', 'notifications'] as const,
  preferences: ['account', 'preferences'] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: accountKeys.twoFactor,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>(ACCOUNT_PATHS.twoFactor, { signal }),
  });
export const startTwoFactorSetup = (password: string) =>
  api.post<TwoFactorSetupResponse>(ACCOUNT_PATHS.twoFactorSetup, { password });
export const enableTwoFactor = (code: string) =>
  api.post<RecoveryCodesResponse>(ACCOUNT_PATHS.twoFactorEnable, { code });
export const disableTwoFactor = (password: string, code: string) =>
  api.post<OkResponse>(ACCOUNT_PATHS.twoFactorDisable, { password, code });
export const newRecoveryCodes = (password: string) =>
  api.post<RecoveryCodesResponse>(ACCOUNT_PATHS.recoveryCodes, { password });

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: accountKeys.notifications,
    queryFn: ({ signal }) => api.get<NotificationPreferences>(ACCOUNT_PATHS.notifications, { signal }),
  });
export const saveNotificationPreferences = (body: NotificationPreferencesBody) =>
  api.put<NotificationPreferences>(ACCOUNT_PATHS.notifications, body);

export const useAccountPreferences = () =>
  useQuery({
    queryKey: accountKeys.preferences,
    queryFn: ({ signal }) => api.get<AccountPreferences>(ACCOUNT_PATHS.preferences, { signal }),
  });
export const saveAccountPreferences = (body: {
  locale?: AccountPreferences['locale'];
  time_zone?: string | null;
}) => api.put<AccountPreferences>(ACCOUNT_PATHS.preferences, body);

export const uploadAvatar = (file: Blob) =>
  api.put<AccountPreferences>(ACCOUNT_PATHS.avatar, { file }, { multipart: true });
export const removeAvatar = () => api.delete<AccountPreferences>(ACCOUNT_PATHS.avatar);

/** The stored avatar as an object URL (the request needs the bearer token, so no plain <img src>). */
export async function fetchAvatarUrl(): Promise<string> {
  const headers: Record<string, string> = {
    [import.meta.env.VITE_API_KEY_HEADER || DEFAULT_API_KEY_HEADER]:
      import.meta.env.VITE_API_KEY || DEFAULT_API_KEY,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_URL}${ACCOUNT_PATHS.avatar}`, { headers, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.statusText || 'Avatar not found', { status: res.status });
  return URL.createObjectURL(await res.blob());
}
