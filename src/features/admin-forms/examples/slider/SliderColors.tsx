import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/Slider';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

export default function SliderColors() {
  const { t } = useTranslation();
  const [values, setValues] = useState<number[]>([20, 30, 40, 50, 60, 70]);
  return (
    <div className="grid gap-2">
      {COLORS.map((color, i) => (
        <Slider
          key={color}
          color={color}
          size={i % 2 ? 'sm' : 'md'}
          aria-label={t('formsShowcase.slider.colored', { color })}
          value={values[i]}
          onValueChange={(v) => setValues((all) => all.map((x, j) => (j === i ? v : x)))}
        />
      ))}
    </div>
  );
}
