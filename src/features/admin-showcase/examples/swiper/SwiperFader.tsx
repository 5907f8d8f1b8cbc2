import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperFader() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.fader')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(5)}
      fade
      loop
      dots
    />
  );
}
