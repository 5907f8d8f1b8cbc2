import type { Plugin } from 'vite';

/**
 * Vite lists, for each dynamic import, every chunk the imported one needs, including the chunks the
 * importing chunk already imports statically (the frame, core, the kit…), which are loaded by the
 * time its code runs. Those names were in every route's preload list, in the route table that every
 * signed-in page loads. This keeps only what may still be missing: not the importer's own static
 * imports, and not the imported chunk itself (the import asks for it at the same moment).
 */
export function loadedPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  // what of the build's output this needs: each chunk's static imports
  let bundle: Record<string, { type: 'chunk'; imports: string[] } | { type: 'asset' }> | undefined;
  const closures = new Map<string, Set<string>>();

  const staticClosure = (host: string): Set<string> => {
    const known = closures.get(host);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle?.[file];
      if (seen.has(file) || chunk?.type !== 'chunk') return;
      seen.add(file);
      chunk.imports.forEach(visit);
    };
    visit(host);
    closures.set(host, seen);
    return seen;
  };

  return {
    plugin: {
      name: 'portal-loaded-preloads',
      apply: 'build',
      // before Vite's import analysis, which asks resolveDependencies in its own generateBundle
      generateBundle: {
        order: 'pre',
        handler(_, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      if (!bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => dep !== file && !loaded.has(dep));
    },
  };
}
