import { dirname, resolve } from 'node:path';
import { ROUTES, roleOf } from '../contract/routes';
import { ALL_ROUTE_LIST } from '../contract/routes/all';
import { CHUNK_MODULES, FEATURE_MODULES } from '../contract/routes/chunks';
import type { FeatureGroup } from '../contract/routes/types';

// How vite.config.ts groups modules into chunks: read from the module graph and the route
// declaration (contract/routes.ts), with the module groups it names (contract/routes/chunks.ts).

const root = resolve(import.meta.dirname, '..');
const srcDir = resolve(root, 'src');

type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  code: string | null;
};
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

// A package's index (lucide-react's imports every icon) stands for the modules whose exports it
// passes on: a module that imports names from one needs the index's own code and those names'
// modules, not the rest. Both sides are read from the code: `import|export { names } from '...'`,
// `import * as name from '...'` and `export * from '...'`; whatever is not understood counts whole.
// TanStack Table's static-functions is such an index too: the grid's useTable imports two names
// from it, and counted whole it would put the in-memory grid's filtering code in the grid chunk.
const INDEX =
  /node_modules[\\/].*[\\/](index\.m?js|lucide-react\.mjs|table-core[\\/]dist[\\/]static-functions\.js)$/;
const NAMED = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE = /\bimport\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;
const STAR = /\bexport\s*\*\s*from\s*["']([^"']+)["']/g;
const ANY = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;
type Index = { byName: Map<string, string[]>; star: string[]; own: string[] };
const indexes = new Map<string, Index>();

function specTarget(id: string, deps: readonly string[], spec: string): string | undefined {
  if (spec.startsWith('.')) return deps.find((dep) => dep === resolve(id, '..', spec));
  // A package's entry, or one of its subpaths ('@tanstack/table-core/static-functions'), which
  // resolves to a file of that name in the package.
  const segments = spec.split('/');
  const pkg = segments.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  const subpath = spec.slice(pkg.length);
  const inPackage = deps.filter((dep) => dep.includes(`/node_modules/${pkg}/`));
  if (!subpath) return inPackage.find((dep) => INDEX.test(dep)) ?? inPackage[0];
  return inPackage.find((dep) => dep.replace(/(\/index)?\.[cm]?js$/, '').endsWith(subpath));
}

function readIndex(graph: ModuleGraph, id: string): Index {
  const known = indexes.get(id);
  if (known) return known;
  const info = graph.getModuleInfo(id);
  const code = info?.code ?? '';
  const deps = info?.importedIds ?? [];
  const index: Index = { byName: new Map(), star: [], own: [...deps] };
  // An index with code of its own (more than a few lines besides its imports and exports) counts whole.
  const rest = code
    .replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')
    .replace(/\b(import|export)\b[^;]*?(from\s*)?["'][^"']+["'];?|\bexport\s*\{[^}]*\};?/g, '');
  if (rest.replace(/\s/g, '').length > 300) {
    indexes.set(id, index);
    return index;
  }
  const add = (name: string, targets: string[]) =>
    index.byName.set(name, [...(index.byName.get(name) ?? []), ...targets]);
  for (const [, names, spec] of code.matchAll(NAMED)) {
    const target = specTarget(id, deps, spec);
    if (target) for (const [name] of names.matchAll(/[\w$]+/g)) add(name, [target]);
  }
  for (const [, name, spec] of code.matchAll(NAMESPACE)) {
    const target = specTarget(id, deps, spec);
    if (target) add(name, [target]);
  }
  for (const [, list] of code.matchAll(LOCAL_EXPORT)) {
    for (const [, local, exported] of list.matchAll(/([\w$]+)\s+as\s+([\w$]+)/g)) {
      add(exported, index.byName.get(local) ?? []);
    }
  }
  for (const [, spec] of code.matchAll(STAR)) {
    const target = specTarget(id, deps, spec);
    if (target) index.star.push(target);
  }
  const passedOn = new Set([...index.byName.values()].flat().concat(index.star));
  index.own = deps.filter((dep) => !passedOn.has(dep));
  indexes.set(id, index);
  return index;
}

/** The modules behind `name` imported from the package index `id`; undefined when not understood. */
function behindIndex(graph: ModuleGraph, id: string, name: string, depth = 0): string[] | undefined {
  const index = readIndex(graph, id);
  const targets = index.byName.get(name);
  if (targets) return targets;
  if (depth > 4 || index.star.length === 0) return undefined;
  const found = index.star.map((star) =>
    INDEX.test(star) ? behindIndex(graph, star, name, depth + 1) : [star],
  );
  return found.every((f) => f !== undefined) ? found.flat() : undefined;
}

/** A module's static imports: `full` whole, `shallow` (package indexes named from) their own code only. */
function imports(graph: ModuleGraph, id: string): { full: string[]; shallow: string[] } {
  const info = graph.getModuleInfo(id);
  const deps = [...(info?.importedIds ?? [])];
  const code = info?.code;
  if (!code || !deps.some((dep) => INDEX.test(dep))) return { full: deps, shallow: [] };
  const statements = new Map<string, number>();
  for (const [, from, bare] of code.matchAll(ANY)) {
    const spec = from ?? bare;
    statements.set(spec, (statements.get(spec) ?? 0) + 1);
  }
  // Per specifier: the names imported, and how many statements import them by name.
  const names = new Map<string, { names: string[]; statements: number }>();
  for (const [, list, spec] of code.matchAll(NAMED)) {
    const entry = names.get(spec) ?? { names: [], statements: 0 };
    const words = list.split(',').map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    );
    entry.names.push(...words.filter(Boolean));
    entry.statements += 1;
    names.set(spec, entry);
  }
  const full: string[] = [];
  const shallow: string[] = [];
  for (const dep of deps) {
    const specs = [...names.keys()].filter((spec) => INDEX.test(dep) && specTarget(id, deps, spec) === dep);
    const byNameOnly =
      specs.length > 0 && specs.every((spec) => names.get(spec)?.statements === statements.get(spec));
    const behind = byNameOnly
      ? specs.flatMap((spec) => names.get(spec)?.names ?? []).map((name) => behindIndex(graph, dep, name))
      : [undefined];
    if (behind.every((b) => b !== undefined)) shallow.push(dep, ...behind.flat());
    else full.push(dep);
  }
  return { full, shallow };
}

/** Every module reachable from `roots` by static imports (and dynamic ones with `dynamic`), not entering `stop`. */
function reachable(
  graph: ModuleGraph,
  roots: string[],
  dynamic = false,
  stop = new Set<string>(),
): Set<string> {
  const seen = new Set<string>();
  const whole = new Set<string>();
  const stack: [string, boolean][] = roots.map((root) => [root, true]);
  while (stack.length > 0) {
    const [id, isWhole] = stack.pop() as [string, boolean];
    if (stop.has(id) || (isWhole ? whole : seen).has(id)) continue;
    seen.add(id);
    if (!isWhole) {
      stack.push(...readIndex(graph, id).own.map((dep): [string, boolean] => [dep, true]));
      continue;
    }
    whole.add(id);
    const { full, shallow } = imports(graph, id);
    for (const dep of full) stack.push([dep, true]);
    for (const dep of shallow) stack.push([dep, !INDEX.test(dep)]);
    if (dynamic)
      for (const dep of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) stack.push([dep, true]);
  }
  return seen;
}

/**
 * Matches the modules of a declared group: files, and folders (ending in '/') with what is in
 * them; a package's wherever its node_modules folder is.
 */
function declared(entries: readonly string[]): (id: string) => boolean {
  const paths = entries.map((e) =>
    e.startsWith('node_modules/') ? `/${e}` : resolve(root, e) + (e.endsWith('/') ? '/' : ''),
  );
  return (id) => paths.some((path) => (path.endsWith('/') ? id.includes(path) : id.endsWith(path)));
}

/** The declared pages that open in the app frame (not guest, public or blank-layout ones). */
export const framedPages = () => [
  ...new Set(
    ALL_ROUTE_LIST.filter((route) => (route.layout ?? 'app') === 'app').map((route) =>
      resolve(root, route.page),
    ),
  ),
];

/** The client's pages (the 'client' subject's menu); the others are the admin workspace's. */
const clientPages = new Set(
  ALL_ROUTE_LIST.filter((route) => roleOf(route) === 'client').map((route) => resolve(root, route.page)),
);

export const inKit = declared(CHUNK_MODULES.kit);
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const common = declared(CHUNK_MODULES.common);
const COMMON_USERS = 4;
/** Below this size (source bytes) a module the client's lists reach joins their chunk (see below). */
const SMALL_MODULE = 2500;
const GRID = CHUNK_MODULES.grid.map((file) => resolve(root, file));
const GRID_TABLE = CHUNK_MODULES.gridTable.map((file) => resolve(root, file));
const CLIENT_GRID = CHUNK_MODULES.clientGrid.map((file) => resolve(root, file));
/** A feature's folders are its pages' (src/features/<folder>/), with the modules it adds. */
const features = (Object.keys(FEATURE_MODULES) as FeatureGroup[]).map((feature) => ({
  feature,
  has: declared([
    ...ALL_ROUTE_LIST.filter((route) => route.feature === feature).map(
      (route) => `${dirname(dirname(route.page))}/`,
    ),
    ...FEATURE_MODULES[feature],
  ]),
}));
const featureOf = (id: string) => features.find(({ has }) => has(id))?.feature;

const main = resolve(srcDir, 'main.tsx');
const app = resolve(srcDir, 'app/App.tsx');
const frame = resolve(srcDir, 'app/AppFrame.tsx');
const chrome = resolve(srcDir, 'app/ChromeFrame.tsx');
const signIn = resolve(root, ROUTES.login.page);
const home = resolve(root, ROUTES.dashboard.page);
const LIST_PAGES = [ROUTES.invoiceList, ROUTES.paymentList, ROUTES.ebupotList].map((r) =>
  resolve(root, r.page),
);

// Fewer, larger chunks on the first load (each small chunk costs a request, a module record and
// main-thread tasks, and compresses worse), none of them loading code a route does not need but for
// the small modules frame-lists takes in:
// - core: the entry's static imports;
// - kit: the primitives nearly every screen shows, and what sign-in shares with signed-in pages;
// - app: the app with its router and route table, and what it shares with the frame and the
//   pages but nothing the guest shell loads (its pages, the chrome) needs;
// - chrome: what the app frame (src/app/AppFrame.tsx) and the app chrome (src/app/ChromeFrame.tsx,
//   loaded right after first paint on every page) both need, and no first paint outside the frame;
// - frame: the rest of what the frame needs and nothing outside it loads (sign-in, guest and
//   public pages, the chrome, their lazy parts), and small pieces most signed-in pages use,
//   the client's home among them (frame-lists: what the client's lists share and no other page of theirs needs,
//   and the small modules a list loads that the home does not);
// - grid: the list-page kit around a server-paged grid, for the pages that show one;
// - grid-table: the table itself, loaded beside a list page (not before it paints);
// - feature-*: a feature's modules shared by several of its pages.
// Reachability is read from the module graph, package indexes through the names imported.
function chunkGroups(graph: ModuleGraph): Map<string, string> {
  const groups = new Map<string, string>();
  const pages = framedPages().filter((page) => graph.getModuleInfo(page));
  const outside = reachable(graph, [main], true, new Set([frame, ...pages, chrome]));
  const chromeStatic = reachable(graph, [chrome]);
  const chromeLazy = reachable(graph, [chrome], true, new Set([frame, ...pages]));
  for (const id of reachable(graph, [frame])) {
    // What only the chrome's lazy parts share (the signed-in user's search dialog) stays with the frame.
    if (!outside.has(id)) groups.set(id, chromeStatic.has(id) ? 'chrome' : 'frame');
  }
  for (const id of reachable(graph, [main])) groups.set(id, 'core');
  const signedIn = reachable(graph, [main, app, frame]);
  for (const id of reachable(graph, [signIn])) if (signedIn.has(id) && !groups.has(id)) groups.set(id, 'kit');
  const guestShell = reachable(graph, [main], true, new Set([app, frame, ...pages]));
  for (const id of reachable(graph, [app])) if (!groups.has(id) && !guestShell.has(id)) groups.set(id, 'app');

  const placed = (id: string) => groups.has(id) || outside.has(id) || chromeLazy.has(id);
  const besidesGrid = pages.map((page) =>
    reachable(graph, [page], false, new Set([...GRID, ...CLIENT_GRID])),
  );
  for (const id of reachable(graph, GRID)) {
    if (!placed(id) && !besidesGrid.some((r) => r.has(id))) groups.set(id, 'grid');
  }
  // The table a list page loads beside itself: what no page reaches without going through it.
  const besidesTable = pages.map((page) =>
    reachable(graph, [page], false, new Set([...GRID_TABLE, ...CLIENT_GRID])),
  );
  for (const id of reachable(graph, GRID_TABLE)) {
    if (!placed(id) && !besidesTable.some((r) => r.has(id))) groups.set(id, 'grid-table');
  }
  const needs = pages.map((page) => reachable(graph, [page]));
  const homeNeeds = reachable(graph, [home]);
  const listNeeds = LIST_PAGES.map((page) => reachable(graph, [page]));
  // what a list shows on its first load: its page and the table loaded beside it
  const listLoads = LIST_PAGES.map((page) => reachable(graph, [page, ...GRID_TABLE]));
  const forClients = pages.map((page) => clientPages.has(page));
  const otherClientNeeds = needs.filter(
    (_, i) => forClients[i] && pages[i] !== home && !LIST_PAGES.includes(pages[i]),
  );
  // A small module (an icon, a helper of a few lines) that a client's list loads and the client's
  // home does not would otherwise be a chunk of a few hundred bytes of its own, shared with whatever
  // other page uses it: the bill list loaded 41 files, 24 of them under 1 KB, each a request, a
  // module record and tasks of the main thread. In the lists' chunk, a detail page that uses one
  // loads the lists' chunk too (about 2 KB); measured on the bill list: 27 files instead of 41 and
  // 10–20% less main-thread time (bench/report.md, Lighthouse main-thread column).
  const smallListModule = (id: string) =>
    listLoads.some((r) => r.has(id)) &&
    !homeNeeds.has(id) &&
    (graph.getModuleInfo(id)?.code?.length ?? SMALL_MODULE) < SMALL_MODULE;
  const candidates = new Map<string, string>();
  for (const id of new Set([...needs, ...listLoads].flatMap((r) => [...r]))) {
    const users = needs.filter((r) => r.has(id)).length;
    const small = smallListModule(id);
    if (placed(id) || pages.includes(id) || (users < 2 && !small)) continue;
    // The frame loads on every signed-in page: what only the admin workspace's pages share goes
    // to frame-admin, so the client's first load never carries the admin's kit.
    const clientUsers = needs.filter((r, i) => forClients[i] && r.has(id)).length;
    const feature = featureOf(id);
    if (feature) candidates.set(id, `feature-${feature}`);
    else if (clientUsers >= COMMON_USERS && common(id) && homeNeeds.has(id)) candidates.set(id, 'frame');
    // What the client's home page (the first after sign-in) does not use waits for a page that
    // does: the client's lists share theirs; the rest is left to the automatic split.
    // Only what no other client page needs: a detail page that shares one module with the lists
    // would otherwise load all of it (the date field, the select…), about 2-3 KB.
    else if (
      (clientUsers >= COMMON_USERS &&
        common(id) &&
        listNeeds.every((r) => r.has(id)) &&
        !otherClientNeeds.some((r) => r.has(id))) ||
      small
    )
      candidates.set(id, 'frame-lists');
    else if (clientUsers === 0 && users >= COMMON_USERS && common(id)) candidates.set(id, 'frame-admin');
  }
  // A member whose imports would load more than its chunk, what it may import (a feature, the
  // frame) and what every signed-in page loads anyway, leaves it; until none does.
  const allowed = (dep: string, name: string) =>
    signedIn.has(dep) ||
    inKit(dep) ||
    (outside.has(dep) && LUCIDE_ICON.test(dep)) ||
    candidates.get(dep) === name ||
    ((name.startsWith('feature-') || name === 'frame-admin' || name === 'frame-lists') &&
      candidates.get(dep) === 'frame');
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, name] of candidates) {
      const deps = INDEX.test(id) ? readIndex(graph, id).own : Object.values(imports(graph, id)).flat();
      if (!deps.every((dep) => allowed(dep, name))) {
        candidates.delete(id);
        changed = true;
      }
    }
  }
  for (const [id, name] of candidates) groups.set(id, name);
  return groups;
}

let groups: Map<string, string> | undefined;
export const chunkGroup = (id: string, graph: ModuleGraph) => {
  groups ??= chunkGroups(graph);
  return groups.get(id) ?? null;
};

/**
 * The chart pages' libraries (issue 19: a chart page may weigh its library's gzip cost + 120 KB),
 * each with the packages it brings, kept in a chunk of its own (lib-<name>, vite.config.ts) so
 * the bench can state that cost. Only their pages load them, after the page shell. A package the
 * library imports must be listed too: left in the page's chunk, the two chunks would import each
 * other and the library could run before what it needs.
 */
export const CHART_LIBRARIES = {
  apexcharts: {
    path: '/charts/apex-charts',
    test: /[\\/]node_modules[\\/](apexcharts|@yr[\\/]monotone-cubic-spline)[\\/]/,
  },
  recharts: {
    path: '/charts/recharts',
    test: /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|es-toolkit|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|eventemitter3|react-is|tiny-invariant)[\\/]/,
  },
  chartjs: {
    path: '/charts/chartjs',
    test: /[\\/]node_modules[\\/](chart\.js|@kurkle[\\/]color|react-chartjs-2)[\\/]/,
  },
} as const;
