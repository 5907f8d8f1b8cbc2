import { useId, useState } from 'react';
import toast, { type ToastPosition as Position } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';

const POSITIONS: Position[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

export default function ToastPosition() {
  const { t } = useTranslation();
  const id = useId();
  const [position, setPosition] = useState<Position>('bottom-center');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={id}>{t('showcaseMore.toast.position')}</label>
        <Select
          id={id}
          className="w-48"
          value={position}
          onChange={(event) => setPosition(event.target.value as Position)}
          options={POSITIONS.map((p) => ({ value: p, label: t(`showcaseMore.toast.positions.${p}`) }))}
        />
      </div>
      <Button variant="outlined" onClick={() => toast(t('showcaseMore.toast.positionMessage'), { position })}>
        {t('showcaseMore.toast.show')}
      </Button>
    </div>
  );
}
