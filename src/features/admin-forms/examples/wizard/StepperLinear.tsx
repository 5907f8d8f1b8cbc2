import { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Stepper } from '@/components/ui/Stepper';
import { toast } from '@/lib/toast';
import { useDemoSteps } from './demo-steps';
import { StepButtons } from './StepButtons';

const schema = z.object({
  username: z.string().trim().min(4, 'formsShowcase.errors.usernameShort'),
  password: z.string().min(8, 'formsShowcase.errors.passwordShort'),
  name: z.string().trim().min(1, 'formsShowcase.errors.required'),
  city: z.string().trim().min(1, 'formsShowcase.errors.required'),
  website: z.union([z.literal(''), z.string().url('formsShowcase.errors.url')]),
});
type Values = z.infer<typeof schema>;
const STEP_FIELDS: FieldPath<Values>[][] = [['username', 'password'], ['name', 'city'], ['website']];

/** Linear: Next checks the step's own fields first; a step with errors is marked. */
export default function StepperLinear() {
  const { t } = useTranslation();
  const { steps } = useDemoSteps();
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState<number | null>(null);
  const { register, trigger, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', name: '', city: '', website: '' },
  });
  const err = (name: keyof Values) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };
  const onSubmit = async () => {
    if (!(await trigger(STEP_FIELDS[active], { shouldFocus: true }))) return setFailed(active);
    setFailed(null);
    if (active < steps.length - 1) return setActive(active + 1);
    await handleSubmit(() => {
      toast.success(t('formsShowcase.wizard.done'));
      reset();
      setActive(0);
    })();
  };
  return (
    <form
      noValidate
      aria-label={t('formsShowcase.wizard.linear')}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      className="grid gap-6"
    >
      <Stepper
        label={t('formsShowcase.wizard.steps')}
        steps={steps.map((s, i) => ({ ...s, error: failed === i }))}
        active={active}
      />
      <hr className="border-divider" />
      <div className="grid gap-4 sm:grid-cols-2">
        {active === 0 && (
          <>
            <FormField label={t('formsShowcase.fields.username')} error={err('username')} required>
              <Input autoComplete="off" {...register('username')} />
            </FormField>
            <FormField label={t('formsShowcase.fields.password')} error={err('password')} required>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
          </>
        )}
        {active === 1 && (
          <>
            <FormField label={t('formsShowcase.fields.name')} error={err('name')} required>
              <Input {...register('name')} />
            </FormField>
            <FormField label={t('formsShowcase.fields.city')} error={err('city')} required>
              <Input {...register('city')} />
            </FormField>
          </>
        )}
        {active === 2 && (
          <FormField label={t('formsShowcase.fields.website')} error={err('website')}>
            <Input type="url" placeholder="https://" {...register('website')} />
          </FormField>
        )}
      </div>
      <StepButtons step={active} count={steps.length} onBack={() => setActive(active - 1)} />
    </form>
  );
}
