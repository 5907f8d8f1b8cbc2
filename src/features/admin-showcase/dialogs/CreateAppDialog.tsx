import { Check } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { cn } from '@/lib/cn';
import { E, useDone, useErrorText, useExampleForm } from './form';

const STEPS = ['details', 'frameworks', 'database', 'billing', 'submit'] as const;
const CATEGORIES = ['crm', 'ecommerce', 'learning'] as const;
// Product names, the same in every language.
const FRAMEWORKS = ['React', 'Vue', 'Svelte'] as const;
const DATABASES = ['PostgreSQL', 'MySQL', 'SQLite'] as const;
const NAMED: readonly string[] = [...FRAMEWORKS, ...DATABASES];

const schema = z.object({
  name: z.string().trim().min(3, E('min3')),
  category: z.enum(CATEGORIES, E('choose')),
  framework: z.enum(FRAMEWORKS, E('choose')),
  database: z.enum(DATABASES, E('choose')),
  holder: z.string().trim().min(1, E('required')),
});
type Form = z.infer<typeof schema>;
const STEP_FIELDS: (keyof Form)[][] = [['name', 'category'], ['framework'], ['database'], ['holder'], []];

export function CreateAppDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const [step, setStep] = useState(0);
  const { control, register, handleSubmit, trigger, getValues, formState } = useExampleForm(schema, {
    defaultValues: { name: '', category: 'crm', framework: 'React', database: 'PostgreSQL', holder: '' },
  });
  const k = (key: string) => t(`showcaseMore.dialogs.app.${key}`);
  const e = formState.errors;
  const next = async () => {
    if (await trigger(STEP_FIELDS[step])) setStep((s) => s + 1);
  };
  const radios = (name: 'category' | 'framework' | 'database', values: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          {...radioField(field)}
          label={k(name)}
          error={errorText(e[name])}
          options={values.map((value) => ({ value, label: NAMED.includes(value) ? value : k(value) }))}
        />
      )}
    />
  );
  const values = getValues();
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={k('title')}
      footer={
        <>
          <Button
            variant="outlined"
            color="secondary"
            disabled={step === 0}
            onClick={() => setStep((s) => s - 1)}
          >
            {k('previous')}
          </Button>
          {step < STEPS.length - 1 ? (
            <Button onClick={next}>{k('next')}</Button>
          ) : (
            <Button color="success" onClick={handleSubmit(() => done(onClose))}>
              {k('create')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-6 sm:flex-row">
        <ol className="flex shrink-0 flex-wrap gap-2 sm:flex-col" aria-label={k('steps')}>
          {STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === step ? 'step' : undefined}
              className="flex items-center gap-2 text-sm"
            >
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-xs',
                  i < step
                    ? 'bg-success/20'
                    : i === step
                      ? 'bg-[color-mix(in_srgb,var(--c-primary)_85%,black)] text-white'
                      : 'bg-text/8',
                )}
              >
                {i < step ? <Check aria-hidden="true" className="size-4" /> : i + 1}
              </span>
              <span className={cn(i === step && 'font-medium')}>{k(s)}</span>
            </li>
          ))}
        </ol>
        <div className="min-w-0 flex-1 space-y-4">
          {step === 0 && (
            <>
              <FormField label={k('name')} error={errorText(e.name)} required>
                <Input autoFocus {...register('name')} />
              </FormField>
              {radios('category', CATEGORIES)}
            </>
          )}
          {step === 1 && radios('framework', FRAMEWORKS)}
          {step === 2 && radios('database', DATABASES)}
          {step === 3 && (
            <FormField label={k('holder')} error={errorText(e.holder)} required>
              <Input autoComplete="cc-name" {...register('holder')} />
            </FormField>
          )}
          {step === 4 && (
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {(['name', 'category', 'framework', 'database'] as const).map((f) => (
                <div key={f} className="contents">
                  <dt className="text-text-muted">{k(f)}</dt>
                  <dd className="m-0 font-medium">
                    {f === 'name' || f !== 'category' ? values[f] : k(values[f])}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </Dialog>
  );
}
