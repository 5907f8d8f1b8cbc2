// English is bundled (it is the default and the fallback): every `locales/en.json` beside the
// code is merged here at build time. Other languages load from /locales/{lng}.json.

export type TranslationTree = { [key: string]: string | TranslationTree };

const files = import.meta.glob<TranslationTree>('/src/**/locales/en.json', {
  eager: true,
  import: 'default',
});

export function mergeTrees(target: TranslationTree, source: TranslationTree): TranslationTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
  }
  return target;
}

export const english: TranslationTree = Object.keys(files)
  .sort()
  .reduce<TranslationTree>((merged, path) => mergeTrees(merged, files[path]), {});
