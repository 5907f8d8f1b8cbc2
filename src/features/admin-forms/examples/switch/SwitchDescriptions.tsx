import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/Switch';

export default function SwitchDescriptions() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Switch
        label={t('formsShowcase.checkbox.mail')}
        description={t('formsShowcase.checkbox.mailHint')}
        defaultChecked
      />
      <Switch
        label={t('formsShowcase.checkbox.reminders')}
        description={t('formsShowcase.checkbox.remindersHint')}
      />
    </div>
  );
}
