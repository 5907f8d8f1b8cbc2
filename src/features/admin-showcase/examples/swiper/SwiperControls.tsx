import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperControls() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.controls')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(6)}
      dots
      perView={2}
      gap="0.75rem"
    />
  );
}
