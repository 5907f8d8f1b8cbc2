import { useAtom } from 'jotai';
import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing, solidTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useEverTrue } from '@/lib/ever-true';
import { customizerOpenAtom } from './state';

const Customizer = lazy(() => import('./Customizer'));

/**
 * Floating button at the end edge from lg up (below, where it would cover content, the user menu
 * opens the customizer); the customizer drawer loads on first open.
 */
export function CustomizerLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(customizerOpenAtom);
  const loaded = useEverTrue(open);
  return (
    <>
      <button
        type="button"
        aria-label={t('layout.customizer.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(
          'fixed end-0 top-1/2 z-appbar hidden size-10 lg:flex -translate-y-1/2 items-center justify-center rounded-s-md shadow-menu',
          solidTone.primary,
          focusRing,
        )}
      >
        <Settings aria-hidden="true" className="size-5 motion-safe:animate-[spin_6s_linear_infinite]" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <Customizer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
