import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsFullWidth() {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('showcaseMore.tabs.fullWidth')}
      items={useSampleTabs(3)}
      tabClassName="flex-1 justify-center"
    />
  );
}
