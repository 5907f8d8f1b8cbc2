// Translations live beside the code that uses them (src/**/locales/{lng}.json, one top-level
// namespace key a folder) so features never edit a shared file. This merges them into two
// bundles a language, served in dev and emitted into dist/ on build: /locales/{lng}.json with
// what every signed-in page may show, and /locales/{lng}.admin.json with the strings of the admin
// workspace's features (src/features/admin*), which only the admin's pages load (more than half
// of the strings: no client downloads them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['en', 'id', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

function findLocaleFiles(dir: string, lng: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) findLocaleFiles(full, lng, out);
    else if (name === `${lng}.json` && dir.endsWith(`${join('', 'locales')}`)) out.push(full);
  }
  return out;
}

export function deepMerge(target: Tree, source: Tree, path = ''): Tree {
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'object' && value !== null) {
      if (typeof existing === 'string') throw new Error(`locale key ${here} is both a string and a group`);
      target[key] = deepMerge((existing as Tree) ?? {}, value, here);
    } else {
      if (existing !== undefined) throw new Error(`locale key ${here} is defined twice`);
      target[key] = value;
    }
  }
  return target;
}

/** Which strings: all of them, those of every page (`app`), or the admin workspace's. */
export type LocalePart = 'all' | 'app' | 'admin';

/** The admin workspace's features: src/features/admin, src/features/admin-*. */
export const isAdminLocaleFile = (file: string) =>
  /[\\/]src[\\/]features[\\/]admin(-[^\\/]+)?[\\/]/.test(file);

/** The file a part is served as: /locales/{lng}.json, /locales/{lng}.admin.json. */
export const localeFileName = (lng: string, part: Exclude<LocalePart, 'all'>) =>
  part === 'admin' ? `${lng}.admin.json` : `${lng}.json`;

export function buildLocale(srcDir: string, lng: string, part: LocalePart = 'all'): Tree {
  const files = findLocaleFiles(srcDir, lng)
    .filter((file) => part === 'all' || isAdminLocaleFile(file) === (part === 'admin'))
    .sort();
  const merged: Tree = {};
  for (const file of files) deepMerge(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return merged;
}

export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  );
}
