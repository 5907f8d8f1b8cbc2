import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { E, useDone, useErrorText, useExampleForm } from './form';

// The template's two-factor dialog as a form example. The portal's real two-factor setup (with a
// QR code and recovery codes) is on the account settings' security tab.
const schema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('app'), code: z.string().regex(/^\d{6}$/, E('code')), phone: z.string() }),
  z.object({
    method: z.literal('sms'),
    code: z.string(),
    phone: z.string().regex(/^\+?\d{8,15}$/, E('phone')),
  }),
]);

export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const [step, setStep] = useState<'choose' | 'verify'>('choose');
  const { control, register, handleSubmit, watch, formState } = useExampleForm(schema, {
    defaultValues: { method: 'app', code: '', phone: '' },
  });
  const method = watch('method');
  const k = (key: string) => t(`showcaseMore.dialogs.twoFactor.${key}`);
  const e = formState.errors as Partial<Record<'code' | 'phone', { message?: string }>>;
  return (
    <Dialog
      open
      onClose={onClose}
      title={k('title')}
      description={step === 'choose' ? k('text') : method === 'app' ? k('appText') : k('smsText')}
      footer={
        step === 'choose' ? (
          <Button onClick={() => setStep('verify')}>{k('continue')}</Button>
        ) : (
          <>
            <Button variant="outlined" color="secondary" onClick={() => setStep('choose')}>
              {k('back')}
            </Button>
            <Button onClick={handleSubmit(() => done(onClose))}>{k('submit')}</Button>
          </>
        )
      }
    >
      {step === 'choose' ? (
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              {...radioField(field)}
              label={k('method')}
              variant="cards"
              options={[
                { value: 'app', label: k('app'), description: k('appDescription') },
                { value: 'sms', label: k('sms'), description: k('smsDescription') },
              ]}
            />
          )}
        />
      ) : method === 'app' ? (
        <FormField label={k('code')} error={errorText(e.code)} required>
          <Input autoFocus inputMode="numeric" autoComplete="one-time-code" dir="ltr" {...register('code')} />
        </FormField>
      ) : (
        <FormField label={k('phone')} error={errorText(e.phone)} required>
          <Input autoFocus inputMode="tel" autoComplete="tel" dir="ltr" {...register('phone')} />
        </FormField>
      )}
    </Dialog>
  );
}
