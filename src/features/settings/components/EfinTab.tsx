import { EFIN_LENGTH, EFIN_MAX_LENGTH, type EfinResponse } from '@contract/settings';
import { createEfinSchema } from '@contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Skeleton } from '@/components/ui/Skeleton';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { formatDateTime, parseDigits } from '@/lib/format';
import { saveEfin, settingsKeys, useEfin } from '../api/settings-api';
import { useReportUnsaved } from '../hooks/unsaved-changes';
import { useFieldError } from '../hooks/useFieldError';
import { messageKeys } from '../schemas/messages';

export function EfinTab() {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const queryClient = useQueryClient();
  const efin = useEfin();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => createEfinSchema(messageKeys), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<{ efin: string }, unknown, { efin: string }>({
    resolver: zodResolver(schema),
    defaultValues: { efin: '' },
  });
  useReportUnsaved('efin', isDirty);
  const typed = parseDigits(watch('efin'));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await saveEfin(values.efin);
      queryClient.setQueryData<EfinResponse>(settingsKeys.efin, answer);
      reset({ efin: '' });
      toast.success(t('settings.efin.saved'));
    } catch (err) {
      if (!setFieldErrors(err, setError, ['efin'] as const)) setFailure(apiErrorMessage(err));
    }
  });

  const saved = efin.data?.efin ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader title={t('settings.efin.currentTitle')} subtitle={t('settings.efin.about')} />
        <CardContent>
          {efin.isPending ? (
            <Skeleton className="h-12" />
          ) : efin.isError ? (
            <ErrorState message={apiErrorMessage(efin.error)} onRetry={() => efin.refetch()} />
          ) : saved ? (
            <div className="grid gap-3">
              <div className="flex items-center gap-3">
                <KeyRound aria-hidden="true" className="size-5 text-text-muted" />
                <span className="sr-only">{t('settings.efin.maskedLabel', { last4: saved.last4 })}</span>
                <span
                  dir="ltr"
                  aria-hidden="true"
                  className="font-mono text-lg tracking-widest"
                  data-testid="efin-masked"
                >
                  {saved.masked}
                </span>
              </div>
              <p className="text-xs text-text-muted">
                {tIsolated(
                  'settings.efin.updatedAt',
                  {},
                  { at: formatDateTime(saved.updated_at, i18n.language) },
                )}
              </p>
              {efin.data?.warning && (
                <Alert severity="warning">
                  {t('settings.efin.lengthWarning', { length: saved.length, expected: EFIN_LENGTH })}
                </Alert>
              )}
            </div>
          ) : (
            <p className="text-sm text-text-muted">{t('settings.efin.none')}</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t(saved ? 'settings.efin.replaceTitle' : 'settings.efin.addTitle')} />
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormField
              label={t('settings.efin.field')}
              hint={t('settings.efin.hint', { length: EFIN_LENGTH, max: EFIN_MAX_LENGTH })}
              error={fieldError(errors.efin)}
              required
            >
              <PasswordInput inputMode="numeric" autoComplete="off" {...register('efin')} />
            </FormField>
            {typed.length > EFIN_LENGTH && typed.length <= EFIN_MAX_LENGTH && !errors.efin && (
              <Alert severity="warning">
                {t('settings.efin.lengthWarning', { length: typed.length, expected: EFIN_LENGTH })}
              </Alert>
            )}
            <div className="flex justify-end">
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {t('settings.common.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
