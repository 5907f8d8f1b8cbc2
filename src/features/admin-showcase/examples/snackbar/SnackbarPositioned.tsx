import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Snackbar, type SnackbarProps } from '@/components/ui/Snackbar';

type Place = {
  vertical: NonNullable<SnackbarProps['vertical']>;
  horizontal: NonNullable<SnackbarProps['horizontal']>;
};

const PLACES: Place[] = [
  { vertical: 'top', horizontal: 'start' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'end' },
  { vertical: 'bottom', horizontal: 'start' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'end' },
];

export default function SnackbarPositioned() {
  const { t } = useTranslation();
  const [place, setPlace] = useState<Place | null>(null);
  const name = (p: Place) => t(`showcaseMore.snackbar.places.${p.vertical}-${p.horizontal}`);
  return (
    <div className="grid grid-cols-3 gap-2">
      {PLACES.map((p) => (
        <Button key={`${p.vertical}-${p.horizontal}`} variant="tonal" size="sm" onClick={() => setPlace(p)}>
          {name(p)}
        </Button>
      ))}
      <Snackbar
        open={place !== null}
        onClose={() => setPlace(null)}
        vertical={place?.vertical}
        horizontal={place?.horizontal}
        closeLabel={t('ui.close')}
        message={place ? t('showcaseMore.snackbar.placed', { place: name(place) }) : ''}
      />
    </div>
  );
}
