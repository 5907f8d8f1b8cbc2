import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A chunk group that takes in a dynamic entry (the 'app' group takes src/app/App.tsx, 'frame'
 * src/app/AppFrame.tsx) gives it no chunk of its own, and the build manifest loses the entry's
 * key. This names such entries again, pointing at their group's chunk, as Rollup's manual chunks
 * do, so what reads the manifest (the bundle bench, the e2e tests) finds them.
 */
export function manifestGroupEntries(): Plugin {
  let root = '';
  let manifestFile = '';
  return {
    name: 'portal-manifest-group-entries',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      manifestFile = join(config.build.outDir, '.vite', 'manifest.json');
      if (!config.build.manifest) manifestFile = '';
    },
    writeBundle(_, bundle) {
      if (!manifestFile) return;
      const path = resolve(root, manifestFile);
      const manifest = JSON.parse(readFileSync(path, 'utf8'));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
        const group = manifest[`_${chunk.fileName.split('/').pop()}`];
        for (const id of chunk.moduleIds) {
          const src = relative(root, id);
          if (!group || !src.startsWith('src/') || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          manifest[src] ??= { ...group, src, isDynamicEntry: true };
        }
      }
      writeFileSync(path, JSON.stringify(manifest, null, 2));
    },
  };
}
