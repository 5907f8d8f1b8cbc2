import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperAutoSwitch() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.autoSwitch')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(5)}
      autoplay={3000}
      loop
      dots
    />
  );
}
