import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperSpacing() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.spacing')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(6)}
      perView={2}
      gap="1rem"
    />
  );
}
