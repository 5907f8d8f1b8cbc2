import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/Checkbox';

export default function CheckboxBasic() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      <Checkbox label={t('formsShowcase.checkbox.checked')} defaultChecked />
      <Checkbox label={t('formsShowcase.checkbox.unchecked')} />
      <Checkbox label={t('formsShowcase.checkbox.disabled')} disabled />
      <Checkbox label={t('formsShowcase.checkbox.disabledChecked')} disabled defaultChecked />
    </div>
  );
}
