import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { Select } from '@/components/ui/Select';
import { inkTone } from '@/components/ui/tone';
import { NPWP16_MASK } from '@/lib/format';
import { toast } from '@/lib/toast';
import { basicSchema } from './schemas';

type Values = {
  name: string;
  email: string;
  npwp: string;
  birthDate: string;
  taxType: string;
  agree: boolean;
};

export default function ValidationBasic() {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(basicSchema) as never,
    defaultValues: { name: '', email: '', npwp: '', birthDate: '', taxType: '', agree: false },
  });
  const err = (key?: string) => (key ? t(key) : undefined);
  return (
    <form
      noValidate
      aria-label={t('formsShowcase.validation.basic')}
      onSubmit={handleSubmit(() => {
        toast.success(t('formsShowcase.validation.submitted'));
        reset();
      })}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField label={t('formsShowcase.fields.name')} error={err(errors.name?.message)} required>
        <Input {...register('name')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.email')} error={err(errors.email?.message)} required>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="NPWP" error={err(errors.npwp?.message)} required>
        <MaskedInput mask={NPWP16_MASK} {...register('npwp')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.birthDate')} error={err(errors.birthDate?.message)} required>
        <DateInput {...register('birthDate')} />
      </FormField>
      <FormField label={t('formsShowcase.fields.taxType')} error={err(errors.taxType?.message)} required>
        <Select
          placeholder={t('formsShowcase.select.choose')}
          options={['PPh 21', 'PPh 23', 'PPN'].map((v) => ({ value: v, label: v }))}
          {...register('taxType')}
        />
      </FormField>
      <Controller
        control={control}
        name="agree"
        render={({ field }) => (
          <div className="flex flex-col gap-1 self-end">
            <Checkbox
              label={t('formsShowcase.checkbox.agree')}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={!!errors.agree}
              aria-describedby={errors.agree ? 'basic-agree-error' : undefined}
            />
            {errors.agree && (
              <p id="basic-agree-error" className={`ps-7 text-xs font-medium ${inkTone.error}`}>
                {err(errors.agree.message)}
              </p>
            )}
          </div>
        )}
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
        <Button type="button" variant="outlined" color="secondary" onClick={() => reset()}>
          {t('formsShowcase.common.reset')}
        </Button>
      </div>
    </form>
  );
}
