import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/Rating';
import { cn } from '@/lib/cn';

export default function RatingCustomized() {
  const { t } = useTranslation();
  const valueText = (v: number, max: number) => t('showcaseMore.ratings.valueText', { value: v, max });
  return (
    <div className="flex flex-col gap-4">
      <Rating
        label={t('showcaseMore.ratings.hearts')}
        color="error"
        defaultValue={3}
        valueText={valueText}
        icon={(filled) => (
          <Heart aria-hidden="true" className={cn('size-(--rating-size)', filled && 'fill-current')} />
        )}
      />
      <Rating
        label={t('showcaseMore.ratings.tenStars')}
        max={10}
        defaultValue={7}
        color="primary"
        valueText={valueText}
      />
    </div>
  );
}
