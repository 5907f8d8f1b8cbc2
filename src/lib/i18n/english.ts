// English is the default and the fallback, so it is bundled rather than fetched. It is split in
// two so the sign-in route carries only what it shows: the strings of the pages outside the
// signed-in frame (auth and error screens) and of the shared pieces they use here, in the entry;
// every other folder's strings (shell included) in english-features.ts, which loads with i18next.
// Other languages load whole from /locales/{lng}.json.

export type TranslationTree = { [key: string]: string | TranslationTree };

export function mergeTrees(target: TranslationTree, source: TranslationTree): TranslationTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
  }
  return target;
}

export const mergeFiles = (files: Record<string, TranslationTree>): TranslationTree =>
  Object.keys(files)
    .sort()
    .reduce<TranslationTree>((merged, path) => mergeTrees(merged, files[path]), {});

/** The folders whose English is in the entry bundle (english-features.ts takes all the others). */
export const english = mergeFiles(
  import.meta.glob<TranslationTree>(
    [
      '/src/lib/**/locales/en.json',
      '/src/app/**/locales/en.json',
      '/src/components/**/locales/en.json',
      '/src/features/auth/**/locales/en.json',
      '/src/features/misc/**/locales/en.json',
    ],
    { eager: true, import: 'default' },
  ),
);
