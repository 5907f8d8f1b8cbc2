import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { MaskedInput } from '@/components/ui/MaskedInput';

export default function MaskDateTime() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.pickers.date')}>
        <MaskedInput mask="99/99/9999" placeholder={t('ui.date.placeholder')} />
      </FormField>
      <FormField label={t('formsShowcase.pickers.time')}>
        <MaskedInput mask="99:99" placeholder={t('ui.date.timePlaceholder')} />
      </FormField>
    </div>
  );
}
