import { mergeFiles, type TranslationTree } from './english';
import { i18n } from './index';

// The English of every other folder (the features behind sign-in), added to the bundled English
// when this module loads: AppFrame and ChromeFrame import it, so it is there before any of their
// pages render.
const rest = mergeFiles(
  import.meta.glob<TranslationTree>(
    [
      '/src/**/locales/en.json',
      '!/src/lib/**',
      '!/src/app/**',
      '!/src/components/**',
      '!/src/layouts/**',
      '!/src/features/auth/**',
      '!/src/features/misc/**',
    ],
    { eager: true, import: 'default' },
  ),
);

i18n.addResourceBundle('en', 'translation', rest, true, false);
