import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsForcedScroll() {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('showcaseMore.tabs.forcedScroll')}
      items={useSampleTabs(7, { icons: true })}
      scrollButtons={{
        previous: t('showcaseMore.tabs.scrollBack'),
        next: t('showcaseMore.tabs.scrollForward'),
      }}
    />
  );
}
