/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_API_KEY_HEADER?: string;
  /** the layout of /login and the other sign-in screens: 'v1' (default), 'v2' or 'with-appbar' */
  readonly VITE_LOGIN_VARIANT?: string;
}
