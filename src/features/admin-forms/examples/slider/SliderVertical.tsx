import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/Slider';

export default function SliderVertical() {
  const { t } = useTranslation();
  const [level, setLevel] = useState(40);
  const [band, setBand] = useState<[number, number]>([20, 70]);
  return (
    <div className="flex gap-16 ps-4">
      <Slider
        orientation="vertical"
        aria-label={t('formsShowcase.slider.volume')}
        value={level}
        onValueChange={setLevel}
        showValue
      />
      <Slider
        orientation="vertical"
        aria-label={[t('formsShowcase.slider.from'), t('formsShowcase.slider.to')]}
        value={band}
        onValueChange={setBand}
        marks={[0, 50, 100].map((v) => ({ value: v, label: String(v) }))}
      />
    </div>
  );
}
