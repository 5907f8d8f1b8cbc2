// Translations live beside the code that uses them (src/**/locales/{lng}.json, one top-level
// namespace key a folder) so features never edit a shared file. This merges them into one
// bundle a language, served as /locales/{lng}.json in dev and emitted into dist/ on build.
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

export function buildLocale(srcDir: string, lng: string): Tree {
  const files = findLocaleFiles(srcDir, lng).sort();
  const merged: Tree = {};
  for (const file of files) deepMerge(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  return merged;
}

export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`),
  );
}
