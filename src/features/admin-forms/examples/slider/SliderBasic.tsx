import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/Slider';

export default function SliderBasic() {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(30);
  return (
    <div className="grid gap-6">
      <div>
        <p id="slider-basic" className="mb-1 text-sm font-medium">
          {t('formsShowcase.slider.volume')}: <output>{volume}</output>
        </p>
        <Slider
          aria-label={t('formsShowcase.slider.volume')}
          value={volume}
          onValueChange={setVolume}
          showValue
        />
      </div>
      <div>
        <p className="mb-1 text-sm font-medium">{t('formsShowcase.slider.disabled')}</p>
        <Slider
          aria-label={t('formsShowcase.slider.disabled')}
          value={60}
          onValueChange={() => {}}
          disabled
        />
      </div>
    </div>
  );
}
