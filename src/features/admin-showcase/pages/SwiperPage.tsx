import { useTranslation } from 'react-i18next';
import { type ExampleModules, ExampleSet } from '../components/ExampleSet';
import { ShowcasePage } from '../components/ShowcasePage';

const modules: ExampleModules = import.meta.glob('../examples/swiper/[A-Z]*.tsx', { eager: true });
const sources: Record<string, ExampleSource> = import.meta.glob('../examples/swiper/[A-Z]*.tsx', {
  eager: true,
  query: '?source',
  import: 'default',
});

export default function SwiperPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsSwiper')} subtitle={t('showcaseMore.swiper.subtitle')}>
      <ExampleSet
        modules={modules}
        sources={sources}
        ns="showcaseMore.swiper"
        order={[
          ['SwiperDefault', 'default'],
          ['SwiperLoop', 'loop'],
          ['SwiperMultiple', 'multiple'],
          ['SwiperSpacing', 'spacing'],
          ['SwiperFreeMode', 'freeMode'],
          ['SwiperCentered', 'centered'],
          ['SwiperVertical', 'vertical'],
          ['SwiperControls', 'controls'],
          ['SwiperThumbnails', 'thumbnails'],
          ['SwiperFader', 'fader'],
          ['SwiperAutoSwitch', 'autoSwitch'],
        ]}
      />
    </ShowcasePage>
  );
}
