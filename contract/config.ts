// Defaults shared by the portal and the reference server. Both can be overridden:
// the server by API_KEY_HEADER / API_KEY, the portal by VITE_API_KEY_HEADER / VITE_API_KEY.
export const DEFAULT_API_KEY_HEADER = 'x-api-key';
export const DEFAULT_API_KEY = 'portal-pajak-dev-key';
export const APP_NAME = 'Portal Pajak';
