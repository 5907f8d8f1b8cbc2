import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsDefault() {
  const { t } = useTranslation();
  return <Tabs label={t('showcaseMore.tabs.default')} items={useSampleTabs(3, { disabled: true })} />;
}
