import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/Tabs';
import { useSampleTabs } from './items';

export default function TabsIcon() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Tabs label={t('showcaseMore.tabs.iconOnly')} items={useSampleTabs(3, { iconOnly: true })} />
      <Tabs label={t('showcaseMore.tabs.icon')} items={useSampleTabs(3, { icons: true })} />
    </div>
  );
}
