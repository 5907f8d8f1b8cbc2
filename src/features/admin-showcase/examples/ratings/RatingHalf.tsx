import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/Rating';

export default function RatingHalf() {
  const { t } = useTranslation();
  const valueText = (v: number, max: number) => t('showcaseMore.ratings.valueText', { value: v, max });
  return (
    <div className="flex flex-col gap-4">
      <Rating
        label={t('showcaseMore.ratings.halfStars')}
        precision={0.5}
        defaultValue={2.5}
        valueText={valueText}
      />
      <Rating
        readOnly
        label={t('showcaseMore.ratings.readOnly')}
        precision={0.5}
        value={3.5}
        valueText={valueText}
      />
    </div>
  );
}
