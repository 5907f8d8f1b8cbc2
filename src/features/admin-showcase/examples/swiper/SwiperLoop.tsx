import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperLoop() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.loop')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(5)}
      loop
      dots
    />
  );
}
