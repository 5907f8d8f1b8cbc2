import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/Switch';

export default function SwitchLabelPlacement() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      <Switch label={t('formsShowcase.switch.labelAfter')} defaultChecked />
      <Switch label={t('formsShowcase.switch.labelBefore')} labelFirst defaultChecked />
    </div>
  );
}
