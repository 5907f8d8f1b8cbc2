import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localesBackend } from './backend';
import { getLanguage, onAdminStrings, setLanguage, setLanguageSwitcher } from './catalog';
import { SUPPORTED_LANGUAGES } from './languages';

// i18next, the app's translation engine. Only the signed-in frame and the app chrome (loaded
// right after first paint) import this module, so neither i18next nor the strings of the shell
// and the features weigh on the sign-in route: the pages outside the frame translate with useT()
// from the same catalog, which this engine fills (every language, English included, from
// /locales/{lng}.json) and keeps in step with the chosen language.

i18n.on('languageChanged', setLanguage);

i18n
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    lng: getLanguage(),
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    // strings added after a language loaded (the admin workspace's) re-render what shows them
    react: { bindI18nStore: 'added' },
  });

setLanguageSwitcher((lng) => i18n.changeLanguage(lng));
// The admin workspace's strings (src/app/AppRoutes.tsx) join a language i18next already holds.
// One it does not hold yet gets them with its own read (./backend.ts): added first, they would
// make i18next take the language as loaded and never read its other strings.
onAdminStrings((lng, tree) => {
  if (i18n.hasResourceBundle(lng, 'translation'))
    i18n.addResourceBundle(lng, 'translation', tree, true, true);
});

export { changeLanguage } from './catalog';
export { type LanguageCode, SUPPORTED_LANGUAGES } from './languages';
export { i18n };
