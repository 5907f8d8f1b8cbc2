import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Switch } from '@/components/ui/Switch';
import { E, useDone, useErrorText, useExampleForm } from './form';

/** Luhn check of a card number's digits. */
const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1);
      return sum + (n > 9 ? n - 9 : n);
    }, 0) %
    10 ===
  0;

const notExpired = (value: string) => {
  const [m, y] = value.split('/').map(Number);
  const now = new Date();
  return (
    m >= 1 &&
    m <= 12 &&
    (2000 + y > now.getFullYear() || (2000 + y === now.getFullYear() && m >= now.getMonth() + 1))
  );
};

const schema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{13,19}$/, E('cardNumber'))
        .refine(luhn, E('cardNumber')),
    ),
  name: z.string().trim().min(1, E('required')),
  expiry: z
    .string()
    .regex(/^\d{2}\/\d{2}$/, E('expiry'))
    .refine(notExpired, E('expired')),
  cvc: z.string().regex(/^\d{3,4}$/, E('cvc')),
  save: z.boolean(),
});

export function AddCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const { register, handleSubmit, formState } = useExampleForm(schema, {
    defaultValues: { number: '', name: '', expiry: '', cvc: '', save: true },
  });
  const k = (key: string) => t(`showcaseMore.dialogs.card.${key}`);
  const e = formState.errors;
  return (
    <FormDialog
      onClose={onClose}
      title={k('title')}
      description={k('text')}
      submitting={formState.isSubmitting}
      submitLabel={k('submit')}
      onSubmit={handleSubmit(() => done(onClose))}
    >
      <FormField label={k('number')} error={errorText(e.number)} required>
        <Input inputMode="numeric" autoComplete="cc-number" dir="ltr" {...register('number')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={k('name')} error={errorText(e.name)} required className="sm:col-span-1">
          <Input autoComplete="cc-name" {...register('name')} />
        </FormField>
        <FormField label={k('expiry')} hint="MM/YY" error={errorText(e.expiry)} required>
          <Input autoComplete="cc-exp" dir="ltr" {...register('expiry')} />
        </FormField>
        <FormField label={k('cvc')} error={errorText(e.cvc)} required>
          <Input inputMode="numeric" autoComplete="cc-csc" dir="ltr" {...register('cvc')} />
        </FormField>
      </div>
      <Switch label={k('save')} {...register('save')} />
    </FormDialog>
  );
}
