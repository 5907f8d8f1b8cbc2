import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDeclaration } from '../contract/routes';
import { ALL_ROUTE_LIST } from '../contract/routes/all';

// The page's own code is imported only once the entry has run and the router has matched the
// address: one round trip after the entry arrived. The server knows the address up front, so
// the page it sends names that code for the browser to fetch alongside the entry.

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

// The app with its router: every route but a first visit to a sign-in screen loads it.
const APP = 'src/app/App.tsx';
const FRAME = 'src/app/AppFrame.tsx';
// The admin workspace's route table, which every admin page's first visit loads too.
const ADMIN = 'src/app/AdminRoutes.tsx';

type DeclaredPage = PageDeclaration & { menuOf: 'client' | 'admin' };

/** What a first visit to the page loads besides the entry: the page, and the app and its frame where it opens in them. */
export function modulesOf(route: DeclaredPage) {
  const admin = route.menuOf === 'admin';
  if (route.guestGuard && !admin) return [route.page];
  return [APP, ...((route.layout ?? 'app') === 'app' ? [FRAME] : []), ...(admin ? [ADMIN] : []), route.page];
}

/** The manifest keys of `keys` and everything they import statically. */
export function importClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`);
// Fixed addresses before those with parameters (/client/transaksi/ebupot/new before …/:id).
const ROUTES = [...ALL_ROUTE_LIST]
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
  .map((route) => ({ route, pattern: patternOf(route.path) }));

export const routeOf = (path: string) => ROUTES.find((r) => r.pattern.test(path))?.route;

/** The build's manifest in `dir`, if it has one. */
export function readManifest(dir: string): Manifest | undefined {
  const file = join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The JS files (paths from the site root) the page of `route` needs before it can show, minus
 * those the built page names already (the entry's); none without a manifest or a page.
 */
export function pagePreloads(manifest: Manifest | undefined, route: DeclaredPage | undefined): string[] {
  const entry = manifest && Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!manifest || !entry || !route) return [];
  const loaded = new Set(importClosure(manifest, [entry]));
  // a group's chunk is in the manifest under its own name and those of the entries it took in
  const files = importClosure(manifest, modulesOf(route))
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key].file}`);
  return [...new Set(files)];
}
