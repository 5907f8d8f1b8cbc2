import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperFreeMode() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.freeMode')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(8)}
      freeMode
      perView={3}
      gap="0.75rem"
    />
  );
}
