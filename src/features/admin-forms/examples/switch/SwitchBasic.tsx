import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/Switch';

export default function SwitchBasic() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      <Switch label={t('formsShowcase.switch.on')} defaultChecked />
      <Switch label={t('formsShowcase.switch.off')} />
      <Switch label={t('formsShowcase.switch.disabled')} disabled />
      <Switch label={t('formsShowcase.switch.disabledOn')} disabled defaultChecked />
    </div>
  );
}
