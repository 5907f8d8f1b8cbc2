import { z } from '@contract/zod';
import { CreditCard, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Accordion } from '@/components/ui/Accordion';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { Textarea } from '@/components/ui/Textarea';
import { phone, required } from './rules';
import { useLayoutForm } from './useLayoutForm';

const schema = z
  .object({
    name: required,
    phone,
    address: required,
    delivery: z.enum(['standard', 'express']),
    method: z.enum(['card', 'va']),
    card: z.string(),
    expiry: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'card') return;
    if (!/^\d{16}$/.test(v.card))
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'formsShowcase.errors.card' });
    if (!/^(0[1-9]|1[0-2])\d{2}$/.test(v.expiry))
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'formsShowcase.errors.expiry' });
  });

const SECTIONS = {
  name: 'address',
  phone: 'address',
  address: 'address',
  card: 'payment',
  expiry: 'payment',
} as const;

/** A checkout in collapsible sections; a failed check opens the sections holding errors. */
export default function LayoutCollapsible() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(['address']);
  const { register, control, watch, onSubmit, error } = useLayoutForm(
    schema,
    { name: '', phone: '', address: '', delivery: 'standard', method: 'card', card: '', expiry: '' },
    (errors) =>
      setOpen(
        [...new Set(Object.keys(errors).map((k) => SECTIONS[k as keyof typeof SECTIONS]))].filter(Boolean),
      ),
  );
  const method = watch('method');
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('formsShowcase.layouts.collapsible')}
      className="grid gap-4"
    >
      <Accordion
        multiple
        value={open}
        onValueChange={setOpen}
        items={[
          {
            value: 'address',
            title: t('formsShowcase.layouts.deliveryAddress'),
            content: (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={t('formsShowcase.fields.name')} error={error('name')} required>
                  <Input {...register('name')} />
                </FormField>
                <FormField label={t('formsShowcase.fields.phone')} error={error('phone')} required>
                  <Input inputMode="tel" {...register('phone')} />
                </FormField>
                <FormField
                  label={t('formsShowcase.fields.address')}
                  error={error('address')}
                  required
                  className="sm:col-span-2"
                >
                  <Textarea rows={2} {...register('address')} />
                </FormField>
              </div>
            ),
          },
          {
            value: 'delivery',
            title: t('formsShowcase.layouts.deliveryOptions'),
            content: (
              <Controller
                control={control}
                name="delivery"
                render={({ field }) => (
                  <RadioGroup
                    label={t('formsShowcase.layouts.deliveryOptions')}
                    {...radioField(field)}
                    options={[
                      {
                        value: 'standard',
                        label: t('formsShowcase.layouts.standard'),
                        description: t('formsShowcase.layouts.standardHint'),
                      },
                      {
                        value: 'express',
                        label: t('formsShowcase.layouts.express'),
                        description: t('formsShowcase.layouts.expressHint'),
                      },
                    ]}
                  />
                )}
              />
            ),
          },
          {
            value: 'payment',
            title: t('formsShowcase.layouts.payment'),
            content: (
              <div className="grid gap-4">
                <Controller
                  control={control}
                  name="method"
                  render={({ field }) => (
                    <RadioGroup
                      label={t('formsShowcase.radio.payWith')}
                      variant="cards"
                      {...radioField(field)}
                      options={[
                        {
                          value: 'card',
                          icon: <CreditCard className="size-6" />,
                          label: t('formsShowcase.layouts.card'),
                        },
                        {
                          value: 'va',
                          icon: <Wallet className="size-6" />,
                          label: t('formsShowcase.radio.va'),
                        },
                      ]}
                    />
                  )}
                />
                {method === 'card' && (
                  <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                    <FormField label={t('formsShowcase.mask.card')} error={error('card')} required>
                      <MaskedInput mask="9999 9999 9999 9999" {...register('card')} />
                    </FormField>
                    <FormField label={t('formsShowcase.mask.expiry')} error={error('expiry')} required>
                      <MaskedInput mask="99/99" placeholder="MM/YY" {...register('expiry')} />
                    </FormField>
                  </div>
                )}
              </div>
            ),
          },
        ]}
      />
      <div>
        <Button type="submit">{t('formsShowcase.layouts.placeOrder')}</Button>
      </div>
    </form>
  );
}
