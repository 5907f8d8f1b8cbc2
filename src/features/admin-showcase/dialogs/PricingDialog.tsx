import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/FormDialog';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { Switch } from '@/components/ui/Switch';
import { formatRupiah } from '@/lib/format';
import { E, useDone, useErrorText, useExampleForm } from './form';

// Sample plans (the service has no plans of its own): monthly prices, a year is ten months.
const PLANS = [
  { id: 'basic', monthly: 0 },
  { id: 'standard', monthly: 149_000 },
  { id: 'enterprise', monthly: 499_000 },
] as const;

const schema = z.object({
  plan: z.enum(['basic', 'standard', 'enterprise'], E('choose')),
  annual: z.boolean(),
});

export function PricingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const { control, register, handleSubmit, watch, formState } = useExampleForm(schema, {
    defaultValues: { plan: undefined as unknown as 'basic', annual: false },
  });
  const annual = watch('annual');
  const k = (key: string) => t(`showcaseMore.dialogs.pricing.${key}`);
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={k('title')}
      description={k('text')}
      submitting={formState.isSubmitting}
      submitLabel={k('submit')}
      onSubmit={handleSubmit(() => done(onClose))}
    >
      <Switch label={k('annual')} {...register('annual')} />
      <Controller
        control={control}
        name="plan"
        render={({ field }) => (
          <RadioGroup
            {...radioField(field)}
            label={k('plan')}
            variant="cards"
            error={errorText(formState.errors.plan)}
            options={PLANS.map((p) => ({
              value: p.id,
              label: k(p.id),
              description: `${formatRupiah(annual ? p.monthly * 10 : p.monthly)} / ${annual ? k('year') : k('month')}`,
            }))}
          />
        )}
      />
    </FormDialog>
  );
}
