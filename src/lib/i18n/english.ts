// English is the default and the fallback: the strings of the pages outside the signed-in frame
// (auth and error screens) and of the shared pieces they use are bundled here, so those pages
// show at once. The shell's and the features' strings come with the rest of English from
// /locales/en.json when the frame or the app chrome loads i18next (see catalog.ts).

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

/** The folders whose English is in the entry bundle. */
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
