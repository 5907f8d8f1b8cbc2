import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsCustomizedVertical() {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('showcaseMore.tabs.customizedVertical')}
      items={useSampleTabs(4)}
      orientation="vertical"
      listClassName="border-e-0! gap-2"
      tabClassName="h-10! rounded border-e-0! data-selected:bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] data-selected:text-white! dark:data-selected:text-white!"
    />
  );
}
