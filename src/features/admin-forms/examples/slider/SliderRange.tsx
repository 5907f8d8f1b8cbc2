import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '@/components/ui/Slider';
import { formatRupiah } from '@/lib/format';

export default function SliderRange() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[number, number]>([2_000_000, 8_000_000]);
  return (
    <div>
      <p className="mb-1 text-sm font-medium">
        {t('formsShowcase.slider.amount')}: {formatRupiah(range[0])} – {formatRupiah(range[1])}
      </p>
      <Slider
        aria-label={[t('formsShowcase.slider.from'), t('formsShowcase.slider.to')]}
        value={range}
        onValueChange={setRange}
        min={0}
        max={10_000_000}
        step={500_000}
        minDistance={1_000_000}
        valueText={(v) => formatRupiah(v)}
      />
    </div>
  );
}
