import type { BackendModule, ReadCallback } from 'i18next';
import { loadedTree, loadLanguage } from './catalog';

// i18next reads through the shared catalog, so a language is fetched once for both translators
// (retries are the catalog's own).
export const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    // the tree as it is now, with any admin strings that arrived while this read waited (i18next
    // was not yet holding the language then, so they were left for this read: ./index.ts)
    loadLanguage(language).then((tree) =>
      tree
        ? callback(null, loadedTree(language) ?? tree)
        : callback(new Error(`locale ${language} could not be loaded`), false),
    );
  },
};
