import { isValidNik, isValidNpwp16 } from '@contract/tax-id';
import { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, IdCard } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Stepper } from '@/components/ui/Stepper';
import { Switch } from '@/components/ui/Switch';
import { ApiError } from '@/lib/api';
import { formatNik, formatNpwp, NIK_MASK, NPWP16_MASK } from '@/lib/format';
import { toast } from '@/lib/toast';
import { registerSigner } from '../../api/signers';
import { StepButtons } from './StepButtons';

const schema = z
  .object({
    jenis_identitas: z.enum(['NIK', 'NPWP']),
    nomor_identitas: z.string(),
    nama: z.string().trim().min(1, 'formsShowcase.errors.required').max(120, 'formsShowcase.errors.tooLong'),
    jabatan: z
      .string()
      .trim()
      .min(1, 'formsShowcase.errors.required')
      .max(100, 'formsShowcase.errors.tooLong'),
    scope: z.enum(['BUPOT', 'SPT', 'BOTH']),
    is_default: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const ok = v.jenis_identitas === 'NIK' ? isValidNik(v.nomor_identitas) : isValidNpwp16(v.nomor_identitas);
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['nomor_identitas'],
        message: v.jenis_identitas === 'NIK' ? 'formsShowcase.errors.nik' : 'formsShowcase.errors.npwp',
      });
  });
type Values = z.infer<typeof schema>;
const STEP_FIELDS: FieldPath<Values>[][] = [
  ['jenis_identitas', 'nomor_identitas'],
  ['nama', 'jabatan', 'scope'],
  [],
];
const DEFAULTS: Values = {
  jenis_identitas: 'NIK',
  nomor_identitas: '',
  nama: '',
  jabatan: '',
  scope: 'BOTH',
  is_default: false,
};

/** A real wizard: registers an SPT/E-Bupot signer of the admin's own account in three steps (POST /api/penandatangan). */
export default function WizardSigner() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, trigger, handleSubmit, watch, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: DEFAULTS,
  });
  const values = watch();
  const err = (name: keyof Values) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };
  const steps = [
    { title: t('formsShowcase.signer.identity'), subtitle: t('formsShowcase.signer.identityHint') },
    { title: t('formsShowcase.signer.details'), subtitle: t('formsShowcase.signer.detailsHint') },
    { title: t('formsShowcase.signer.review'), subtitle: t('formsShowcase.signer.reviewHint') },
  ];
  const save = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await registerSigner(body);
      toast.success(t('formsShowcase.signer.saved', { name: saved.data.nama }));
      reset(DEFAULTS);
      setActive(0);
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : t('formsShowcase.errors.server'));
    }
  });
  const next = async () => {
    if (!(await trigger(STEP_FIELDS[active], { shouldFocus: true }))) return;
    if (active < steps.length - 1) setActive(active + 1);
    else await save();
  };
  const idMask = values.jenis_identitas === 'NIK' ? NIK_MASK : NPWP16_MASK;
  const shownId =
    values.jenis_identitas === 'NIK' ? formatNik(values.nomor_identitas) : formatNpwp(values.nomor_identitas);
  return (
    <form
      noValidate
      aria-label={t('formsShowcase.signer.title')}
      aria-busy={formState.isSubmitting}
      onSubmit={(e) => {
        e.preventDefault();
        void next();
      }}
      className="grid gap-6"
    >
      <Stepper label={t('formsShowcase.signer.title')} steps={steps} active={active} />
      <hr className="border-divider" />
      {failure && <Alert severity="error">{failure}</Alert>}
      {active === 0 && (
        <div className="grid gap-4">
          <Controller
            control={control}
            name="jenis_identitas"
            render={({ field }) => (
              <RadioGroup
                label={t('formsShowcase.signer.idType')}
                variant="cards"
                {...radioField(field)}
                options={[
                  {
                    value: 'NIK',
                    icon: <IdCard className="size-6" />,
                    label: 'NIK',
                    description: t('formsShowcase.signer.nikHint'),
                  },
                  {
                    value: 'NPWP',
                    icon: <CreditCard className="size-6" />,
                    label: 'NPWP',
                    description: t('formsShowcase.signer.npwpHint'),
                  },
                ]}
              />
            )}
          />
          <FormField label={t('formsShowcase.signer.idNumber')} error={err('nomor_identitas')} required>
            <MaskedInput key={idMask} mask={idMask} {...register('nomor_identitas')} />
          </FormField>
        </div>
      )}
      {active === 1 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('formsShowcase.fields.name')} error={err('nama')} required>
            <Input {...register('nama')} />
          </FormField>
          <FormField label={t('formsShowcase.signer.position')} error={err('jabatan')} required>
            <Input {...register('jabatan')} />
          </FormField>
          <FormField label={t('formsShowcase.signer.scope')} className="sm:col-span-2">
            <Select
              options={(['BOTH', 'BUPOT', 'SPT'] as const).map((s) => ({
                value: s,
                label: t(`formsShowcase.signer.scopes.${s}`),
              }))}
              {...register('scope')}
            />
          </FormField>
        </div>
      )}
      {active === 2 && (
        <div className="grid gap-4">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-text-muted">{t('formsShowcase.signer.idType')}</dt>
            <dd>{values.jenis_identitas}</dd>
            <dt className="text-text-muted">{t('formsShowcase.signer.idNumber')}</dt>
            <dd dir="ltr" className="rtl:text-end">
              {shownId}
            </dd>
            <dt className="text-text-muted">{t('formsShowcase.fields.name')}</dt>
            <dd>{values.nama}</dd>
            <dt className="text-text-muted">{t('formsShowcase.signer.position')}</dt>
            <dd>{values.jabatan}</dd>
            <dt className="text-text-muted">{t('formsShowcase.signer.scope')}</dt>
            <dd>{t(`formsShowcase.signer.scopes.${values.scope}`)}</dd>
          </dl>
          <Switch label={t('formsShowcase.signer.makeDefault')} {...register('is_default')} />
        </div>
      )}
      <StepButtons
        step={active}
        count={steps.length}
        onBack={() => setActive(active - 1)}
        submitting={formState.isSubmitting}
      />
    </form>
  );
}
