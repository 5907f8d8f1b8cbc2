import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { searchOpenAtom } from '@/features/search/state';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { userAtom } from '@/lib/session';
import { applySettingsToDocument, useSettings, useUpdateSettings } from '@/lib/settings';
import { toasterBox, toasterPosition, toastOptions } from './toasts';

const SearchDialog = lazy(() => import('@/features/search/SearchDialog'));

/** Settings → <html> (mode, skin, theme colour, direction, size variables), and language → direction. */
function useSettingsSync() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    if (language) update({ direction: i18n.dir(language) === 'rtl' ? 'rtl' : 'ltr' });
  }, [language, i18n, update]);

  useLayoutEffect(() => {
    applySettingsToDocument(settings);
  }, [settings]);
}

/**
 * The Ctrl+/ dialog, loaded the first time it opens (only for a signed-in user). The shortcut is
 * the app's (src/app/SearchShortcut.tsx), so a press before this chrome has loaded still opens it.
 */
function GlobalSearch() {
  const user = useAtomSnapshot(userAtom);
  const open = useAtomSnapshot(searchOpenAtom);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  if (!user || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}

/** Lives once for the whole app (mounted by src/app inside the router): toasts, settings sync, search. */
export function GlobalChrome() {
  useSettingsSync();
  const { toastPosition, direction } = useSettings();
  return (
    <>
      <Toaster
        position={toasterPosition(toastPosition, direction)}
        containerStyle={toasterBox}
        toastOptions={toastOptions}
      />
      <GlobalSearch />
    </>
  );
}
