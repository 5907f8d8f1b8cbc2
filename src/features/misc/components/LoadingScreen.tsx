import { APP_NAME } from '@contract/config';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { useT } from '@/lib/i18n/useT';
import { sessionUnreachableAtom } from '@/lib/session/atoms';

/**
 * Full-page placeholder while the session or a layout loads. Must not suspend itself (it is a
 * Suspense fallback), so it reads translations without suspense: English until a language loads.
 * While the start-up session check cannot reach the server it says so (the check keeps retrying).
 */
export function LoadingScreen() {
  const { t } = useT(false);
  const unreachable = useAtomSnapshot(sessionUnreachableAtom);
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-bg">
      <span className="text-lg font-semibold text-text">{APP_NAME}</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-3 border-primary/25 border-t-primary"
      />
      {unreachable ? (
        <p className="max-w-sm px-4 text-center text-sm text-text-muted">
          {t('common.errors.network')} {t('common.retrying')}
        </p>
      ) : (
        <span className="sr-only">{t('common.loading')}</span>
      )}
    </div>
  );
}
