import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperMultiple() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.multiple')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(7)}
      perView={3}
    />
  );
}
