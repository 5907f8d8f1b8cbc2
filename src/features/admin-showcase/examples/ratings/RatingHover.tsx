import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/Rating';

const WORDS = ['useless', 'poor', 'ok', 'good', 'excellent'] as const;

export default function RatingHover() {
  const { t } = useTranslation();
  const [value, setValue] = useState(2);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  const word = (v: number) => t(`showcaseMore.ratings.words.${WORDS[Math.max(1, Math.ceil(v)) - 1]}`);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Rating
        label={t('showcaseMore.ratings.hoverFeedback')}
        value={value}
        onChange={setValue}
        onHover={setHover}
        valueText={(v, max) => `${word(v)} (${t('showcaseMore.ratings.valueText', { value: v, max })})`}
      />
      <span className="text-sm text-text-muted">{shown > 0 && word(shown)}</span>
    </div>
  );
}
