import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsColor() {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('showcaseMore.tabs.color')}
      items={useSampleTabs(3)}
      tabClassName="data-selected:border-secondary! data-selected:text-[color-mix(in_srgb,var(--c-secondary)_85%,black)]! dark:data-selected:text-[color-mix(in_srgb,var(--c-secondary)_45%,white)]!"
    />
  );
}
