/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_API_KEY_HEADER?: string;
  /** the layout of /login and the other sign-in screens: 'v1' (default), 'v2' or 'with-appbar' */
  readonly VITE_LOGIN_VARIANT?: string;
}

/** A showcase example's source (vite.config.ts, exampleSources): the text, or where a build keeps it. */
type ExampleSource = string | { url: string };

declare module '*?source' {
  const source: ExampleSource;
  export default source;
}
