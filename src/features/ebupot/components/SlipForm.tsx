import {
  type Bupot,
  type BupotSignerOption,
  DOC_TYPES,
  FASILITAS,
  type Fasilitas,
  type KodeObjekPajak,
  RECIPIENT_TYPES,
} from '@contract/ebupot';
import { defaultFacility, facilitiesFor, isForeignOnly, recipientAllowed } from '@contract/ebupot/code-rules';
import { FACILITY_MANUAL_RATE, FACILITY_NEEDS_NUMBER } from '@contract/ebupot/compute';
import { COUNTRIES } from '@contract/ebupot/countries';
import { bupotMessageKey } from '@contract/ebupot/schemas';
import { routePath } from '@contract/routes';
import { Save, Send } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { CurrencyInput } from '@/components/ui/CurrencyInput';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { formatMonthYear, monthNames, NIK_MASK, NITKU_MASK, NPWP16_MASK } from '@/lib/format';
import { useCorrectBupot, useCreateBupot, useIssueBupot, useUpdateBupot } from '../api/bupot';
import { FORM_FIELDS, type SlipFormValues, slipFormResolver, toBody } from '../schemas/form';
import { CodeCombobox } from './CodeCombobox';
import { ComputePreview } from './ComputePreview';
import { NpwpStatusField } from './NpwpStatusField';

export type SlipFormMode = 'new' | 'edit' | 'correct';

const FIRST_YEAR = 2025;
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

function Fieldset({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <fieldset className="min-w-0">
        <legend className="mb-4 text-base font-medium text-text">{title}</legend>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}

/** Create, edit (draft) or correct (issued) a slip. Nothing typed is lost when the server refuses. */
export function SlipForm({
  mode,
  slip,
  defaults,
  codes,
  signers,
  ownNpwp,
  today,
  currentYear,
}: {
  mode: SlipFormMode;
  slip?: Bupot;
  defaults: SlipFormValues;
  codes: KodeObjekPajak[];
  signers: BupotSignerOption[];
  ownNpwp: string | null;
  today: string;
  currentYear: number;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const errorText = useApiErrorMessage();
  const create = useCreateBupot();
  const update = useUpdateBupot();
  const issue = useIssueBupot();
  const correct = useCorrectBupot();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SlipFormValues | null>(null);

  const codeMap = useMemo(() => new Map(codes.map((c) => [c.code, c])), [codes]);
  const resolver = useMemo(
    () => slipFormResolver({ today, ownNpwp, codes: codeMap }),
    [today, ownNpwp, codeMap],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SlipFormValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
  });
  const [recipientType, kodeObjek, fasilitas, manualRate, dpp, recipientHasNpwp] = useWatch({
    control,
    name: ['recipientType', 'kodeObjek', 'fasilitas', 'manualRate', 'dpp', 'recipientHasNpwp'],
  });
  const code = codeMap.get(kodeObjek) ?? null;
  const allowed = code ? facilitiesFor(code) : FASILITAS.filter((f) => f !== 'SKD');

  /** Translated text of a message from zod or the server (falls back to the text itself). */
  const msg = (message?: string) => {
    if (!message) return undefined;
    const key = bupotMessageKey(message);
    return key ? t(`ebupot.errors.${key}`) : message;
  };
  const err = (name: keyof SlipFormValues) => msg(errors[name]?.message);

  const onServerError = (e: unknown) => {
    if (!setFieldErrors(e, setError, FORM_FIELDS)) setFormError(errorText(e));
    else setFormError(t('ebupot.form.fixErrors'));
  };

  const saveDraft = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (mode === 'new') {
        const saved = await create.mutateAsync(toBody(values));
        toast.success(t('ebupot.form.savedDraft'));
        navigate(routePath('ebupotEdit', { id: saved.id }), { replace: true });
      } else if (slip) {
        await update.mutateAsync({ id: slip.id, body: toBody(values) });
        toast.success(t('ebupot.form.savedDraft'));
      }
    } catch (e) {
      onServerError(e);
    }
  });

  const askIssue = handleSubmit((values) => {
    setFormError(null);
    setConfirming(values);
  });

  const doIssue = async () => {
    if (!confirming || !slip) return;
    try {
      if (mode === 'correct') {
        const corrected = await correct.mutateAsync({ id: slip.id, body: toBody(confirming) });
        toast.success(t('ebupot.form.corrected', { number: corrected.number }));
        navigate(routePath('ebupotView', { id: corrected.id }), { replace: true });
      } else {
        await update.mutateAsync({ id: slip.id, body: toBody(confirming) });
        const issued = await issue.mutateAsync({ id: slip.id, signerId: confirming.signerId });
        toast.success(t('ebupot.issue.done', { number: issued.number }));
        navigate(routePath('ebupotView', { id: slip.id }), { replace: true });
      }
    } catch (e) {
      // field errors go to the form (the dialog closes so they can be seen); others stay in the dialog
      if (setFieldErrors(e, setError, FORM_FIELDS)) {
        setFormError(t('ebupot.form.fixErrors'));
        return;
      }
      throw new Error(errorText(e));
    }
  };

  const onCodeChange = (next: string) => {
    setValue('kodeObjek', next, { shouldValidate: true, shouldDirty: true });
    const picked = codeMap.get(next);
    if (!picked) return;
    if (!recipientAllowed(picked, getValues('recipientType')))
      setValue('recipientType', isForeignOnly(picked) ? 'FOREIGN' : 'NPWP', { shouldDirty: true });
    if (!facilitiesFor(picked).includes(getValues('fasilitas')))
      setValue('fasilitas', defaultFacility(picked), { shouldDirty: true });
  };

  const months = monthNames(lng);
  const years = Array.from({ length: Math.max(1, currentYear - FIRST_YEAR + 1) }, (_, i) => currentYear - i);
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([lng], { type: 'region' });
    return [...COUNTRIES.entries()]
      .filter(([alpha3]) => alpha3 !== 'IDN')
      .map(([alpha3, alpha2]) => ({ value: alpha3, label: `${names.of(alpha2) ?? alpha3} (${alpha3})` }))
      .sort((a, b) => a.label.localeCompare(b.label, lng));
  }, [lng]);
  const periodLocked = mode === 'correct';
  const busy = isSubmitting || create.isPending || update.isPending;

  return (
    <form noValidate onSubmit={saveDraft} className="flex flex-col gap-4">
      {formError && (
        <Alert severity="error" onClose={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      {mode === 'correct' && slip && (
        <Alert
          severity="info"
          title={t('ebupot.form.correctTitle', { number: slip.number, n: slip.revision + 1 })}
        >
          {t('ebupot.form.correctBody')}
        </Alert>
      )}

      <Fieldset title={t('ebupot.form.period')}>
        {periodLocked ? (
          <FormField
            label={t('ebupot.form.period')}
            hint={t('ebupot.form.periodLocked')}
            className="md:col-span-2"
          >
            <Input readOnly value={formatMonthYear(defaults.masa, defaults.tahun, lng)} />
          </FormField>
        ) : (
          <>
            <FormField label={t('ebupot.fields.masa')} required error={err('masa')}>
              <Select
                {...register('masa', { valueAsNumber: true })}
                options={months.map((m, i) => ({ value: String(i + 1), label: m }))}
              />
            </FormField>
            <FormField label={t('ebupot.fields.tahun')} required error={err('tahun')}>
              <Select
                {...register('tahun', { valueAsNumber: true })}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
              />
            </FormField>
          </>
        )}
      </Fieldset>

      <Fieldset title={t('ebupot.form.recipient')}>
        <Controller
          control={control}
          name="recipientType"
          render={({ field }) => (
            <RadioGroup
              className="md:col-span-2"
              label={t('ebupot.fields.recipientType')}
              orientation="horizontal"
              {...radioField(field)}
              error={err('recipientType')}
              options={RECIPIENT_TYPES.map((r) => ({ value: r, label: t(`ebupot.idTypeLong.${r}`) }))}
            />
          )}
        />
        <FormField
          label={t(`ebupot.recipientIdLabel.${recipientType}`)}
          required
          error={err('recipientId')}
          hint={
            recipientType === 'NIK'
              ? t('ebupot.form.nikHint')
              : recipientType === 'NPWP'
                ? t('ebupot.form.npwpHint')
                : undefined
          }
        >
          {recipientType === 'FOREIGN' ? (
            <Input {...register('recipientId')} autoComplete="off" maxLength={30} />
          ) : (
            <MaskedInput
              dir="ltr"
              mask={recipientType === 'NIK' ? NIK_MASK : NPWP16_MASK}
              {...register('recipientId')}
            />
          )}
        </FormField>
        {recipientType === 'NIK' && <NpwpStatusField control={control} error={err('recipientHasNpwp')} />}
        <FormField label={t('ebupot.fields.recipientName')} required error={err('recipientName')}>
          <Input {...register('recipientName')} maxLength={100} autoComplete="off" />
        </FormField>
        {recipientType === 'FOREIGN' ? (
          <>
            <FormField label={t('ebupot.fields.recipientCountry')} required error={err('recipientCountry')}>
              <Select
                {...register('recipientCountry')}
                placeholder={t('ebupot.form.choose')}
                options={countryNames}
              />
            </FormField>
            <FormField label={t('ebupot.fields.recipientAddress')} required error={err('recipientAddress')}>
              <Textarea {...register('recipientAddress')} rows={2} maxLength={300} />
            </FormField>
          </>
        ) : (
          <FormField
            label={t('ebupot.fields.recipientNitku')}
            hint={t('ebupot.form.nitkuHint')}
            error={err('recipientNitku')}
          >
            <MaskedInput dir="ltr" mask={NITKU_MASK} {...register('recipientNitku')} />
          </FormField>
        )}
        <FormField
          label={t('ebupot.fields.recipientEmail')}
          hint={t('ebupot.form.recipientEmailHint')}
          error={err('recipientEmail')}
        >
          <Input type="email" dir="ltr" autoComplete="off" maxLength={254} {...register('recipientEmail')} />
        </FormField>
      </Fieldset>

      <Fieldset title={t('ebupot.form.tax')}>
        <FormField
          label={t('ebupot.fields.kodeObjek')}
          required
          error={err('kodeObjek')}
          className="md:col-span-2"
        >
          <CodeCombobox
            codes={codes}
            value={kodeObjek}
            onChange={onCodeChange}
            invalid={Boolean(errors.kodeObjek)}
          />
        </FormField>
        {code && (
          <p className="text-xs text-text-muted md:col-span-2" data-testid="code-info">
            {t('ebupot.pasalLabel', { pasal: code.pasal })} ·{' '}
            {code.final === null
              ? t('ebupot.final.unknown')
              : code.final
                ? t('ebupot.final.yes')
                : t('ebupot.final.no')}
            {code.basis ? ` · ${code.basis}` : ''}
            {code.note ? ` · ${code.note}` : ''}
          </p>
        )}
        <FormField label={t('ebupot.fields.fasilitas')} required error={err('fasilitas')}>
          <Select
            {...register('fasilitas')}
            options={FASILITAS.filter((f) => allowed.includes(f) || f === fasilitas).map((f) => ({
              value: f,
              label: t(`ebupot.fasilitas.${f}`),
            }))}
          />
        </FormField>
        {FACILITY_NEEDS_NUMBER[fasilitas as Fasilitas] && (
          <FormField label={t('ebupot.fields.fasilitasNumber')} required error={err('fasilitasNumber')}>
            <Input {...register('fasilitasNumber')} maxLength={50} autoComplete="off" />
          </FormField>
        )}
        {FACILITY_MANUAL_RATE.has(fasilitas as Fasilitas) && (
          <FormField
            label={t('ebupot.fields.manualRate')}
            required
            hint={t('ebupot.form.manualRateHint')}
            error={err('manualRate')}
          >
            <Input
              {...register('manualRate')}
              inputMode="decimal"
              maxLength={6}
              end={<span aria-hidden="true">%</span>}
            />
          </FormField>
        )}
        <FormField label={t('ebupot.fields.dpp')} required error={err('dpp')}>
          <CurrencyInput {...register('dpp')} />
        </FormField>
        <div className="md:col-span-2">
          <ComputePreview
            code={code}
            recipientType={recipientType}
            recipientHasNpwp={recipientType !== 'NIK' || recipientHasNpwp}
            fasilitas={fasilitas as Fasilitas}
            manualRate={manualRate}
            dpp={dpp}
          />
        </div>
      </Fieldset>

      <Fieldset title={t('ebupot.form.reference')}>
        <FormField label={t('ebupot.fields.docType')} required error={err('docType')}>
          <Select
            {...register('docType')}
            placeholder={t('ebupot.form.choose')}
            options={DOC_TYPES.map((d) => ({ value: d, label: t(`ebupot.docTypes.${d}`) }))}
          />
        </FormField>
        <FormField label={t('ebupot.fields.docNumber')} required error={err('docNumber')}>
          <Input {...register('docNumber')} maxLength={50} autoComplete="off" />
        </FormField>
        <FormField label={t('ebupot.fields.docDate')} required error={err('docDate')}>
          <DateInput {...register('docDate')} max={today} />
        </FormField>
        <FormField label={t('ebupot.fields.withholdingDate')} required error={err('withholdingDate')}>
          <DateInput {...register('withholdingDate')} max={today} />
        </FormField>
      </Fieldset>

      <Fieldset title={t('ebupot.form.signer')}>
        <FormField
          label={t('ebupot.fields.signer')}
          error={err('signerId')}
          hint={signers.length === 0 ? t('ebupot.form.noSigner') : t('ebupot.form.signerHint')}
        >
          <Select
            {...register('signerId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
            placeholder={t('ebupot.form.signerDefault')}
            options={signers.map((s) => ({ value: String(s.id), label: `${s.nama} — ${s.jabatan}` }))}
          />
        </FormField>
      </Fieldset>

      <div className="flex flex-wrap items-center justify-end gap-2">
        <ButtonLink variant="text" color="secondary" to={routePath('ebupotList')}>
          {t('ebupot.form.back')}
        </ButtonLink>
        {mode !== 'correct' && (
          <Button
            type="submit"
            variant={mode === 'edit' ? 'outlined' : 'contained'}
            loading={busy}
            startIcon={<Save aria-hidden="true" className="size-4" />}
          >
            {t('ebupot.form.saveDraft')}
          </Button>
        )}
        {mode !== 'new' && (
          <Button
            onClick={askIssue}
            disabled={busy}
            startIcon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          >
            {mode === 'correct' ? t('ebupot.form.issueCorrection') : t('ebupot.actions.issue')}
          </Button>
        )}
      </div>
      {mode === 'new' && <p className="text-end text-xs text-text-muted">{t('ebupot.form.issueLater')}</p>}

      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setConfirming(null)}
            title={mode === 'correct' ? t('ebupot.form.correctConfirmTitle') : t('ebupot.issue.title')}
            message={mode === 'correct' ? t('ebupot.form.correctConfirmBody') : t('ebupot.issue.message')}
            confirmLabel={mode === 'correct' ? t('ebupot.form.issueCorrection') : t('ebupot.issue.confirm')}
            cancelLabel={t('ebupot.issue.keep')}
            onConfirm={doIssue}
          />
        </Suspense>
      )}
    </form>
  );
}
