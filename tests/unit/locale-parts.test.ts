import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roleOf } from '../../contract/routes';
import { ALL_ROUTE_LIST } from '../../contract/routes/all';
import { buildLocale, flattenKeys, isAdminLocaleFile, LANGUAGES } from '../../scripts/locales';

// Each language is two bundles (scripts/locales.ts): every page's strings, and the admin
// workspace's, which only admin pages load. A string that code outside the admin features shows
// must be in the first, or a client would see its key.

const root = resolve(import.meta.dirname, '../..');
const srcDir = join(root, 'src');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|mts)$/.test(name)) out.push(full);
  }
  return out;
}

describe('locale bundles: every page, and the admin workspace', () => {
  it.each(LANGUAGES)('%s: the two parts hold every string once', (lng) => {
    const all = flattenKeys(buildLocale(srcDir, lng)).sort();
    const app = flattenKeys(buildLocale(srcDir, lng, 'app'));
    const admin = flattenKeys(buildLocale(srcDir, lng, 'admin'));
    expect([...app, ...admin].sort()).toEqual(all);
    // the admin part is most of the strings, which is why it is apart
    expect(admin.length).toBeGreaterThan(all.length / 4);
  });

  it('code outside the admin features names no string of the admin part', () => {
    const app = new Set(flattenKeys(buildLocale(srcDir, 'en', 'app')));
    const admin = new Set(flattenKeys(buildLocale(srcDir, 'en', 'admin')));
    const misplaced: string[] = [];
    for (const file of sourceFiles(srcDir).filter((f) => !isAdminLocaleFile(f))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g))
        if (admin.has(key) && !app.has(key)) misplaced.push(`${file.slice(root.length + 1)}: ${key}`);
    }
    expect(misplaced).toEqual([]);
  });

  it("the client's pages have their titles in the first part", () => {
    const app = new Set(flattenKeys(buildLocale(srcDir, 'en', 'app')));
    const missing = ALL_ROUTE_LIST.filter((r) => roleOf(r) === 'client' && !app.has(r.title)).map(
      (r) => r.path,
    );
    expect(missing).toEqual([]);
  });
});
