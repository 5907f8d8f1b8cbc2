import { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { NPWP16_MASK } from '@/lib/format';
import { toast } from '@/lib/toast';
import { checkNpwp } from '../../api/check-npwp';
import { npwpField } from './schemas';

const schema = z.object({
  company: z.string().trim().min(1, 'formsShowcase.errors.required'),
  npwp: npwpField,
});
type Values = z.infer<typeof schema>;

/** Submits to the server (POST /api/forms/check-npwp): a registered NPWP comes back as a field error. */
export default function ValidationAsync() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { company: '', npwp: '' } });
  const onValid = async (values: Values) => {
    try {
      const answer = await checkNpwp(values.npwp);
      if (answer.registered) {
        setError(
          'npwp',
          { type: 'server', message: 'formsShowcase.errors.npwpTaken' },
          { shouldFocus: true },
        );
        return;
      }
      toast.success(t('formsShowcase.validation.npwpFree', { company: values.company }));
      reset();
    } catch {
      setError('root', { type: 'server', message: 'formsShowcase.errors.server' });
    }
  };
  return (
    <form
      noValidate
      aria-label={t('formsShowcase.validation.async')}
      aria-busy={isSubmitting}
      onSubmit={handleSubmit(onValid)}
      className="grid gap-4"
    >
      {errors.root && <Alert severity="error">{t(errors.root.message ?? '')}</Alert>}
      <FormField
        label={t('formsShowcase.fields.company')}
        error={errors.company && t(errors.company.message ?? '')}
        required
      >
        <Input {...register('company')} />
      </FormField>
      <FormField
        label="NPWP"
        hint={t('formsShowcase.validation.npwpHint')}
        error={errors.npwp && t(errors.npwp.message ?? '')}
        required
      >
        <MaskedInput mask={NPWP16_MASK} {...register('npwp')} />
      </FormField>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('formsShowcase.validation.check')}
        </Button>
      </div>
    </form>
  );
}
