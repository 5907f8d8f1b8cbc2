import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/Slider';

const RATES = [0, 5, 15, 25, 30, 35];

export default function SliderMarks() {
  const { t } = useTranslation();
  const [step, setStep] = useState(20);
  const [rate, setRate] = useState(15);
  return (
    <div className="grid gap-8">
      <div>
        <p className="mb-1 text-sm font-medium">{t('formsShowcase.slider.steps', { value: step })}</p>
        <Slider
          aria-label={t('formsShowcase.slider.stepsName')}
          value={step}
          onValueChange={setStep}
          step={10}
          marks
        />
      </div>
      <div>
        <p className="mb-1 text-sm font-medium">{t('formsShowcase.slider.rate', { value: rate })}</p>
        <Slider
          aria-label={t('formsShowcase.slider.rateName')}
          value={rate}
          onValueChange={(v) => setRate(RATES.reduce((a, b) => (Math.abs(b - v) < Math.abs(a - v) ? b : a)))}
          min={0}
          max={35}
          step={5}
          marks={RATES.map((r) => ({ value: r, label: `${r}%` }))}
          valueText={(v) => `${v}%`}
        />
      </div>
    </div>
  );
}
