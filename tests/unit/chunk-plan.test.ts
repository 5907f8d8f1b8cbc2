import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTE_LIST, ROUTES } from '@contract/routes';
import { ALL_ROUTE_LIST } from '@contract/routes/all';
import { CHUNK_MODULES, FEATURE_MODULES } from '@contract/routes/chunks';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { framedPages } from '../../scripts/chunk-groups';

// The build's chunk plan (scripts/chunk-groups.ts) against the route declaration, on a real
// production build (in memory, a few seconds): every declared page is found and framed as it
// opens, and every group the plan names holds something.

const root = resolve(import.meta.dirname, '../..');
const file = (path: string) => resolve(root, path);
const GROUPS = [
  'core',
  'kit',
  'app',
  'chrome',
  'frame',
  'grid',
  'grid-table',
  ...Object.keys(FEATURE_MODULES).map((f) => `feature-${f}`),
];

let chunks: Rolldown.OutputChunk[];
const chunkOf = (id: string) => chunks.find((c) => c.moduleIds.includes(id));
const named = (name: string) => chunks.find((c) => c.name === name && GROUPS.includes(c.name));
/** The chunk names a chunk loads with it (its static imports, recursively). */
function loadsWith(chunk: Rolldown.OutputChunk, seen = new Set<string>()): Set<string> {
  for (const fileName of chunk.imports) {
    const dep = chunks.find((c) => c.fileName === fileName);
    if (dep && !seen.has(dep.name)) {
      seen.add(dep.name);
      loadsWith(dep, seen);
    }
  }
  return seen;
}

beforeAll(async () => {
  const out = (await build({
    configFile: file('vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, manifest: false },
  })) as Rolldown.RolldownOutput;
  chunks = out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}, 120_000);

describe('the chunk plan of the route declaration', () => {
  it('finds every declared page module in the build', () => {
    for (const route of ALL_ROUTE_LIST) {
      expect(existsSync(file(route.page)), route.page).toBe(true);
      expect(chunkOf(file(route.page)), `${route.name}: ${route.page}`).toBeDefined();
    }
  });

  it('frames the app pages and only them: each loads on its own, after the app and its frame', () => {
    const appPages = ALL_ROUTE_LIST.filter((r) => (r.layout ?? 'app') === 'app').map((r) => file(r.page));
    expect(framedPages().sort()).toEqual([...new Set(appPages)].sort());
    for (const page of appPages) {
      const chunk = chunkOf(page);
      expect(chunk?.facadeModuleId, page).toBe(page);
      expect(GROUPS).not.toContain(chunk?.name);
      expect(loadsWith(chunk!).has('core'), page).toBe(true);
    }
  });

  it('keeps the sign-in pages off the app, its frame and the grid', () => {
    for (const route of ROUTE_LIST.filter((r) => r.guestGuard)) {
      // the template's sign-in variants (issue 20) share the sign-in forms, so a form's chunk may
      // hold more than its page; what it must not do is load the app, its frame or the grid
      const chunk = chunkOf(file(route.page))!;
      const loaded = loadsWith(chunk);
      for (const heavy of ['app', 'frame', 'chrome', 'grid', 'grid-table'])
        expect(loaded.has(heavy), `${route.name}: ${heavy}`).toBe(false);
    }
  });

  it("loads a client list's table beside its page, not before it paints", () => {
    for (const route of ROUTE_LIST.filter((r) => /\/list$/.test(r.path))) {
      const loaded = loadsWith(chunkOf(file(route.page))!);
      expect(loaded.has('grid'), route.name).toBe(true);
      expect(loaded.has('grid-table'), route.name).toBe(false);
    }
  });

  it("gives a client list's small modules no chunks of their own, unless its home loads them", () => {
    const home = chunkOf(file(ROUTES.dashboard.page))!;
    const homeLoads = new Set([home.name, ...loadsWith(home)]);
    const table = named('grid-table')!;
    for (const route of ROUTE_LIST.filter((r) => /\/list$/.test(r.path))) {
      const page = chunkOf(file(route.page))!;
      const names = new Set([...loadsWith(page), ...loadsWith(table)]);
      const tiny = chunks
        .filter((c) => names.has(c.name) && !homeLoads.has(c.name) && !GROUPS.includes(c.name))
        .filter((c) => c.code.length < 1000)
        .map(
          (c) => `${c.fileName} (${c.moduleIds.map((id) => id.split('/').slice(-2).join('/')).join(', ')})`,
        );
      // two stay apart: the toast helper (the app chrome's too) and the bills' query hooks (the
      // invoices feature's, whose imports the lists' chunk may not take)
      expect(tiny.length, `${route.path}: ${tiny.join('; ')}`).toBeLessThanOrEqual(2);
    }
  });

  it('fills every group it names', () => {
    for (const group of GROUPS) expect(named(group)?.moduleIds.length ?? 0, group).toBeGreaterThan(0);
  });

  it('puts the named kit and grid modules in their chunks', () => {
    const files = (entries: readonly string[]) =>
      entries.filter((e) => !e.startsWith('node_modules/') && !e.endsWith('/'));
    for (const kit of files(CHUNK_MODULES.kit))
      expect(['core', 'kit'], kit).toContain(chunkOf(file(kit))?.name);
    for (const grid of CHUNK_MODULES.grid) expect(chunkOf(file(grid))?.name, grid).toBe('grid');
    for (const table of CHUNK_MODULES.gridTable) expect(chunkOf(file(table))?.name, table).toBe('grid-table');
    for (const entry of [...CHUNK_MODULES.clientGrid, ...Object.values(FEATURE_MODULES).flat()])
      expect(existsSync(file(entry)), entry).toBe(true);
    for (const folder of CHUNK_MODULES.common) expect(existsSync(file(folder)), folder).toBe(true);
  });
});
