import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/Checkbox';

export default function CheckboxDescriptions() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={t('formsShowcase.checkbox.mail')}
        description={t('formsShowcase.checkbox.mailHint')}
        defaultChecked
      />
      <Checkbox
        label={t('formsShowcase.checkbox.reminders')}
        description={t('formsShowcase.checkbox.remindersHint')}
      />
    </div>
  );
}
