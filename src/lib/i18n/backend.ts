import type { BackendModule, ReadCallback } from 'i18next';
import { loadLanguage } from './catalog';

// i18next reads through the shared catalog, so a language is fetched once for both translators
// (retries are the catalog's own).
export const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadLanguage(language).then((tree) =>
      tree ? callback(null, tree) : callback(new Error(`locale ${language} could not be loaded`), false),
    );
  },
};
