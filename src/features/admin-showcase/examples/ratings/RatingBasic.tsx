import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/Rating';

export default function RatingBasic() {
  const { t } = useTranslation();
  const [value, setValue] = useState(2);
  const valueText = (v: number, max: number) => t('showcaseMore.ratings.valueText', { value: v, max });
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {[
        {
          key: 'controlled',
          node: (
            <Rating
              label={t('showcaseMore.ratings.controlled')}
              value={value}
              onChange={setValue}
              valueText={valueText}
            />
          ),
        },
        {
          key: 'readOnly',
          node: (
            <Rating readOnly label={t('showcaseMore.ratings.readOnly')} value={value} valueText={valueText} />
          ),
        },
        {
          key: 'disabled',
          node: (
            <Rating
              disabled
              label={t('showcaseMore.ratings.disabled')}
              defaultValue={3}
              valueText={valueText}
            />
          ),
        },
        {
          key: 'noRating',
          node: <Rating label={t('showcaseMore.ratings.noRating')} valueText={valueText} />,
        },
      ].map(({ key, node }) => (
        <div key={key}>
          <dt className="mb-1 text-sm font-medium">{t(`showcaseMore.ratings.${key}`)}</dt>
          <dd className="m-0">{node}</dd>
        </div>
      ))}
    </dl>
  );
}
