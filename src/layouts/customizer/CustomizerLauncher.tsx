import { Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing, solidTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

const Customizer = lazy(() => import('./Customizer'));

/** Floating button at the end edge; the customizer drawer loads on first open. */
export function CustomizerLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('layout.customizer.open')}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={cn(
          'fixed end-0 top-1/2 z-appbar flex size-10 -translate-y-1/2 items-center justify-center rounded-s-md shadow-menu',
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
