import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The lazy pages of the route table (src/app/routes.tsx and its guest part), read from the source
// so the build's chunking and the bundle benchmark need not run the app's code.

export interface LazyPage {
  path: string;
  /** e.g. 'src/features/auth/pages/LoginPage.tsx' */
  module: string;
  /** Opens in the app frame (not a guest, public or blank-layout page). */
  framed: boolean;
  /** A sign-in screen: a first visit opens it in the guest shell, without the app. */
  guest: boolean;
}

const TABLE_FILES = ['src/app/routes.tsx', 'src/app/guest-routes.ts'];
const ENTRY = /\{\s*path: '([^']+)',\s*Component: page\(\(\) => import\('@\/([^']+)'\)\),([^}]*)\}/g;

export function lazyPages(root = resolve(import.meta.dirname, '..')): LazyPage[] {
  const source = TABLE_FILES.map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n');
  return [...source.matchAll(ENTRY)].map(([, path, module, rest]) => ({
    path,
    module: `src/${module}.tsx`,
    framed: !/\.\.\.(guest|publicPage)|layout: 'blank'/.test(rest),
    guest: /\.\.\.guest\b/.test(rest),
  }));
}
