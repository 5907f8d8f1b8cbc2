import { useTranslation } from 'react-i18next';
import { APP_NAME } from '@/contract/config';

/**
 * Full-page placeholder while the session or a layout loads. Must not suspend itself (it is a
 * Suspense fallback), so it reads translations without suspense: English until a language loads.
 */
export function LoadingScreen() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-bg">
      <span className="text-lg font-semibold text-text">{APP_NAME}</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-3 border-primary/25 border-t-primary"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
