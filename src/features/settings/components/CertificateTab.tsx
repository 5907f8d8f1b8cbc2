import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES, type CertificateResponse } from '@contract/settings';
import { createCertificateUploadSchema } from '@contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { settingsKeys, uploadCertificate, useCertificate } from '../api/settings-api';
import { useReportUnsaved } from '../hooks/unsaved-changes';
import { useFieldError } from '../hooks/useFieldError';
import { messageKeys } from '../schemas/messages';
import { CertificateCard } from './CertificateCard';
import { FilePicker } from './FilePicker';
import { UploadProgress } from './UploadProgress';

/** Errors the server reports about the file itself (shown under the file field). */
const FILE_CODES = new Set([
  'certificate_file_required',
  'certificate_too_large',
  'certificate_type',
  'certificate_not_pkcs12',
  'certificate_no_key',
  'certificate_expired',
  'certificate_not_yet_valid',
  'certificate_npwp_missing',
  'certificate_npwp_mismatch',
]);

function checkCertificateFile(file: File | null): string | null {
  if (!file) return 'settings.validation.certificateFileRequired';
  if (!CERTIFICATE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext)))
    return 'settings.validation.certificateType';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'settings.validation.certificateTooLarge';
  return null;
}

export function CertificateTab() {
  const { t } = useTranslation();
  const certificate = useCertificate();
  const apiErrorMessage = useApiErrorMessage();
  const current = certificate.data?.certificate ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      {certificate.isPending ? (
        <Skeleton className="h-64" />
      ) : certificate.isError ? (
        <Card>
          <ErrorState message={apiErrorMessage(certificate.error)} onRetry={() => certificate.refetch()} />
        </Card>
      ) : current ? (
        <CertificateCard certificate={current} />
      ) : (
        <Card>
          <CardHeader title={t('settings.certificate.cardTitle')} />
          <CardContent>
            <p className="text-sm text-text-muted">{t('settings.certificate.none')}</p>
          </CardContent>
        </Card>
      )}
      <UploadCard replacing={Boolean(current)} />
    </div>
  );
}

function UploadCard({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** a new key empties the native file input after a successful upload */
  const [pickerKey, setPickerKey] = useState(0);
  const schema = useMemo(() => createCertificateUploadSchema(messageKeys), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<{ passphrase: string }, unknown, { passphrase: string }>({
    resolver: zodResolver(schema),
    defaultValues: { passphrase: '' },
  });
  useReportUnsaved('certificate', isDirty || file !== null);

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(next ? checkCertificateFile(next) : null);
  };

  const onInvalid = (_: FieldErrors) => setFileError(checkCertificateFile(file));
  const onValid = async ({ passphrase }: { passphrase: string }) => {
    const problem = checkCertificateFile(file);
    setFileError(problem);
    if (problem || !file) return;
    setFailure(null);
    setProgress(0);
    try {
      const answer = await uploadCertificate(file, passphrase, (p) => setProgress(p.percent));
      queryClient.setQueryData<CertificateResponse>(settingsKeys.certificate, {
        certificate: answer.certificate,
      });
      reset({ passphrase: '' });
      setFile(null);
      setPickerKey((k) => k + 1);
      toast.success(t('settings.certificate.saved'));
    } catch (err) {
      // the chosen file and the typed passphrase stay, so the user only corrects what was wrong
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === 'certificate_wrong_passphrase')
        setError('passphrase', { type: 'server', message: apiErrorMessage(err) }, { shouldFocus: true });
      else if (code && FILE_CODES.has(code)) setFileError(`apiErrors.${code}`);
      else setFailure(apiErrorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t(replacing ? 'settings.certificate.replaceTitle' : 'settings.certificate.uploadTitle')}
        subtitle={t('settings.certificate.uploadHint')}
      />
      <CardContent>
        <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormField
            label={t('settings.certificate.file')}
            hint={t('settings.certificate.fileHint')}
            error={fileError ? t(fileError) : undefined}
            required
          >
            <FilePicker
              key={pickerKey}
              accept=".p12,.pfx"
              file={file}
              onChange={choose}
              disabled={isSubmitting}
            />
          </FormField>
          <FormField
            label={t('settings.certificate.passphrase')}
            hint={t('settings.certificate.passphraseHint')}
            error={fieldError(errors.passphrase)}
            required
          >
            <PasswordInput autoComplete="off" {...register('passphrase')} />
          </FormField>
          {progress !== null && <UploadProgress percent={progress} />}
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting}>
              {t('settings.certificate.upload')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
