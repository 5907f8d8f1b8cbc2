import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperVertical() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.vertical')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(5, 'h-full')}
      vertical
      viewportClassName="h-56"
    />
  );
}
