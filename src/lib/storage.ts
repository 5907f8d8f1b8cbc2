// Browser storage keys of the original portal. Every access is guarded: storage can be
// unavailable (private mode, disabled cookies) and the portal must still run.

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  emailReg: 'emailreg',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives only for this page view
  }
}

export const getAccessToken = () => read(STORAGE_KEYS.accessToken);
export const setAccessToken = (token: string | null) => write(STORAGE_KEYS.accessToken, token);

export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken);
export const setRefreshToken = (token: string | null) => write(STORAGE_KEYS.refreshToken, token);

export const getEmailReg = () => read(STORAGE_KEYS.emailReg);
export const setEmailReg = (email: string | null) => write(STORAGE_KEYS.emailReg, email);

/** The stored profile, or null when absent or unreadable. */
export function getUserData<T = unknown>(): T | null {
  const raw = read(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const setUserData = (user: unknown | null) =>
  write(STORAGE_KEYS.userData, user === null ? null : JSON.stringify(user));

export const hasUserData = () => read(STORAGE_KEYS.userData) !== null;

/** Forgets the signed-in user: access token, refresh token and stored profile. */
export function clearSessionStorage(): void {
  setAccessToken(null);
  setRefreshToken(null);
  setUserData(null);
}
