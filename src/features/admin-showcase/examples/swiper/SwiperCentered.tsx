import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperCentered() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.centered')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(6)}
      centered
      loop
      perView={2.5}
      gap="0.75rem"
    />
  );
}
