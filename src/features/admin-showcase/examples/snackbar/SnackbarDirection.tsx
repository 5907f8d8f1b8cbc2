import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Snackbar, type SnackbarProps } from '@/components/ui/Snackbar';

type From = NonNullable<SnackbarProps['slideFrom']>;

export default function SnackbarDirection() {
  const { t } = useTranslation();
  const [from, setFrom] = useState<From | null>(null);
  return (
    <div className="flex flex-wrap gap-3">
      {(['start', 'up', 'down', 'end'] as const).map((direction) => (
        <Button key={direction} variant="outlined" onClick={() => setFrom(direction)}>
          {t(`showcaseMore.snackbar.from.${direction}`)}
        </Button>
      ))}
      <Snackbar
        open={from !== null}
        onClose={() => setFrom(null)}
        transition="slide"
        slideFrom={from ?? 'up'}
        closeLabel={t('ui.close')}
        message={t('showcaseMore.snackbar.slideMessage')}
      />
    </div>
  );
}
