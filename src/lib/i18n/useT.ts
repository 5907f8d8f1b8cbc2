import { use, useCallback, useSyncExternalStore } from 'react';
import { getLanguage, isLoaded, loadLanguage, subscribe, t as translateIn } from './catalog';
import type { TranslateOptions } from './translate';

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * The translator of the pages outside the signed-in frame (and of the small shared pieces they
 * use). Like react-i18next's useTranslation it suspends until the language has loaded, unless
 * `suspend` is false (then English shows until it has).
 */
export function useT(suspend = true): { t: Translate; lng: string } {
  const lng = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  if (suspend && !isLoaded(lng)) use(loadLanguage(lng));
  const t = useCallback<Translate>((key, options) => translateIn(lng, key, options), [lng]);
  return { t, lng };
}
