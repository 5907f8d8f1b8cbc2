import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperDefault() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.default')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(5)}
    />
  );
}
