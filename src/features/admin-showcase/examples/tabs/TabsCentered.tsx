import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsCentered() {
  const { t } = useTranslation();
  return (
    <Tabs label={t('showcaseMore.tabs.centered')} items={useSampleTabs(3)} listClassName="justify-center" />
  );
}
