import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/Rating';

export default function RatingSizes() {
  const { t } = useTranslation();
  const valueText = (v: number, max: number) => t('showcaseMore.ratings.valueText', { value: v, max });
  return (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Rating
          key={size}
          size={size}
          defaultValue={2}
          label={t('showcaseMore.ratings.size', { size: t(`showcaseMore.sizes.${size}`) })}
          valueText={valueText}
        />
      ))}
    </div>
  );
}
