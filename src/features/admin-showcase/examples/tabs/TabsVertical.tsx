import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsVertical() {
  const { t } = useTranslation();
  return <Tabs label={t('showcaseMore.tabs.vertical')} items={useSampleTabs(4)} orientation="vertical" />;
}
