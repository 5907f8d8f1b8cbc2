import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/RadioGroup';
import type { SlipFormValues } from '../schemas/form';

/**
 * Whether a NIK recipient has an NPWP. Since PMK 112/2022 an activated NIK is the NPWP, so
 * "identified by NIK" says nothing about registration; the no-NPWP rate follows this choice.
 */
export function NpwpStatusField({ control, error }: { control: Control<SlipFormValues>; error?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="recipientHasNpwp"
      render={({ field }) => (
        <RadioGroup
          className="md:col-span-2"
          label={t('ebupot.fields.recipientHasNpwp')}
          hint={t('ebupot.form.npwpStatusHint')}
          name={field.name}
          value={field.value ? 'registered' : 'unregistered'}
          onValueChange={(v) => field.onChange(v === 'registered')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
          options={(['registered', 'unregistered'] as const).map((v) => ({
            value: v,
            label: t(`ebupot.npwpStatus.${v}`),
          }))}
        />
      )}
    />
  );
}
