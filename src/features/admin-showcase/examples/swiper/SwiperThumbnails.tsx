import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { SampleThumb, useCarouselLabels, useSampleSlides } from './slides';

export default function SwiperThumbnails() {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('showcaseMore.swiper.thumbnails')}
      labels={useCarouselLabels()}
      slides={useSampleSlides(6, 'h-56')}
      thumbnail={(index) => <SampleThumb index={index} />}
    />
  );
}
