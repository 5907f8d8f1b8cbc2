import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { MaskedInput } from '@/components/ui/MaskedInput';

export default function MaskPhone() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('formsShowcase.fields.phone')}>
        <MaskedInput mask="9999-9999-99999" inputMode="tel" placeholder="0812-3456-7890" />
      </FormField>
      <FormField label={t('formsShowcase.mask.prefix')}>
        <MaskedInput mask="+62 999-9999-9999" inputMode="tel" defaultValue="81234567890" />
      </FormField>
    </div>
  );
}
