import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

/** The demo fields of a step (not checked; see the linear example for per-step validation). */
export function StepContent({ step }: { step: number }) {
  const { t } = useTranslation();
  const fields = [
    ['username', 'email'],
    ['name', 'city'],
    ['website', 'linkedin'],
  ][step];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">
        {t(
          ['formsShowcase.wizard.account', 'formsShowcase.wizard.personal', 'formsShowcase.wizard.social'][
            step
          ],
        )}
      </legend>
      {fields.map((f) => (
        <FormField key={f} label={t(`formsShowcase.fields.${f}`)}>
          <Input autoComplete="off" />
        </FormField>
      ))}
    </fieldset>
  );
}
