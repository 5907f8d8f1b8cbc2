import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Snackbar, type SnackbarProps } from '@/components/ui/Snackbar';

type Transition = NonNullable<SnackbarProps['transition']>;

export default function SnackbarTransition() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [transition, setTransition] = useState<Transition>('fade');
  return (
    <div className="flex flex-wrap gap-3">
      {(['fade', 'grow', 'slide'] as const).map((kind) => (
        <Button
          key={kind}
          variant="outlined"
          onClick={() => {
            setTransition(kind);
            setOpen(true);
          }}
        >
          {t(`showcaseMore.snackbar.transitions.${kind}`)}
        </Button>
      ))}
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        transition={transition}
        closeLabel={t('ui.close')}
        message={t('showcaseMore.snackbar.transitionMessage', {
          transition: t(`showcaseMore.snackbar.transitions.${transition}`),
        })}
      />
    </div>
  );
}
