import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { NIK_MASK, NITKU_MASK, NPWP15_MASK, NPWP16_MASK } from '@/lib/format';

export default function MaskTaxIds() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="NPWP">
        <MaskedInput mask={NPWP16_MASK} defaultValue="0012345678901234" />
      </FormField>
      <FormField label={t('formsShowcase.mask.npwp15')}>
        <MaskedInput mask={NPWP15_MASK} defaultValue="012345678901000" />
      </FormField>
      <FormField label="NIK">
        <MaskedInput mask={NIK_MASK} placeholder="3171 0115 0190 0001" />
      </FormField>
      <FormField label="NITKU">
        <MaskedInput mask={NITKU_MASK} placeholder="0012 3456 7890 1234 000000" />
      </FormField>
    </div>
  );
}
