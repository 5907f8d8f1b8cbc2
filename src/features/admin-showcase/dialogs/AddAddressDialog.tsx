import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { E, useDone, useErrorText, useExampleForm } from './form';

const COUNTRIES = ['ID', 'MY', 'SG', 'FR', 'SA'] as const;

const schema = z.object({
  firstName: z.string().trim().min(1, E('required')),
  lastName: z.string().trim(),
  country: z.enum(COUNTRIES, E('choose')),
  address1: z.string().trim().min(1, E('required')),
  address2: z.string().trim(),
  town: z.string().trim().min(1, E('required')),
  state: z.string().trim(),
  zip: z.string().regex(/^\d{5}$/, E('zip')),
  primary: z.boolean(),
});

export function AddAddressDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const { register, handleSubmit, formState } = useExampleForm(schema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      country: 'ID',
      address1: '',
      address2: '',
      town: '',
      state: '',
      zip: '',
      primary: false,
    },
  });
  const k = (key: string) => t(`showcaseMore.dialogs.address.${key}`);
  const e = formState.errors;
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={k('title')}
      description={k('text')}
      submitting={formState.isSubmitting}
      onSubmit={handleSubmit(() => done(onClose))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={k('firstName')} error={errorText(e.firstName)} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={k('lastName')} error={errorText(e.lastName)}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={k('country')} error={errorText(e.country)} required className="sm:col-span-2">
          <Select
            options={COUNTRIES.map((c) => ({ value: c, label: countryName.of(c) ?? c }))}
            {...register('country')}
          />
        </FormField>
        <FormField label={k('address1')} error={errorText(e.address1)} required>
          <Input autoComplete="address-line1" {...register('address1')} />
        </FormField>
        <FormField label={k('address2')} error={errorText(e.address2)}>
          <Input autoComplete="address-line2" {...register('address2')} />
        </FormField>
        <FormField label={k('town')} error={errorText(e.town)} required>
          <Input autoComplete="address-level2" {...register('town')} />
        </FormField>
        <FormField label={k('state')} error={errorText(e.state)}>
          <Input autoComplete="address-level1" {...register('state')} />
        </FormField>
        <FormField label={k('zip')} error={errorText(e.zip)} required>
          <Input inputMode="numeric" dir="ltr" autoComplete="postal-code" {...register('zip')} />
        </FormField>
      </div>
      <Switch label={k('primary')} {...register('primary')} />
    </FormDialog>
  );
}
