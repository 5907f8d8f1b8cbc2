import { mergeFiles, type TranslationTree } from './english';

/** The English of every folder not bundled in the entry (see english.ts): shell and features. */
export const featuresEnglish = mergeFiles(
  import.meta.glob<TranslationTree>(
    [
      '/src/**/locales/en.json',
      '!/src/lib/**',
      '!/src/app/**',
      '!/src/components/**',
      '!/src/features/auth/**',
      '!/src/features/misc/**',
    ],
    { eager: true, import: 'default' },
  ),
);
