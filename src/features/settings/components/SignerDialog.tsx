import { jakartaDate } from '@contract/jakarta-time';
import {
  SIGNER_ROLES,
  SIGNER_SCOPES,
  type Signer,
  type SignerIdType,
  type SignerRole,
  type SignerScope,
  SURAT_KUASA_MAX_BYTES,
  sniffDocumentType,
} from '@contract/settings';
import { createSignerSchema, type SignerBody } from '@contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DateInput } from '@/components/ui/DateInput';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { ApiError } from '@/lib/api';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { NIK_MASK, NPWP16_MASK } from '@/lib/format';
import { createSigner, invalidateSigners, updateSigner } from '../api/settings-api';
import { useFieldError } from '../hooks/useFieldError';
import { messageKeys } from '../schemas/messages';
import { FilePicker } from './FilePicker';
import { ltrDigits } from './ltr-digits';
import { idTypeKey, roleKey, scopeKey } from './signer-labels';
import { UploadProgress } from './UploadProgress';

type SignerForm = {
  bertindak_sebagai: SignerRole;
  jenis_identitas: SignerIdType;
  nomor_identitas: string;
  nama: string;
  jabatan: string;
  scope: SignerScope;
  is_default: boolean;
  surat_kuasa_nomor: string;
  surat_kuasa_tanggal: string;
};
const FIELDS = [
  'bertindak_sebagai',
  'jenis_identitas',
  'nomor_identitas',
  'nama',
  'jabatan',
  'scope',
  'surat_kuasa_nomor',
  'surat_kuasa_tanggal',
] as const;
/** Server codes about the document: shown under the file field. */
const FILE_CODES = new Set(['surat_kuasa_required', 'surat_kuasa_too_large', 'surat_kuasa_type']);
const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const toForm = (s: Signer | null): SignerForm => ({
  bertindak_sebagai: s?.bertindak_sebagai ?? 'PENGURUS',
  jenis_identitas: s?.jenis_identitas ?? 'NPWP',
  nomor_identitas: s?.nomor_identitas ?? '',
  nama: s?.nama ?? '',
  jabatan: s?.jabatan ?? '',
  scope: s?.scope ?? 'BOTH',
  is_default: false,
  surat_kuasa_nomor: s?.surat_kuasa_nomor ?? '',
  surat_kuasa_tanggal: s?.surat_kuasa_tanggal ?? '',
});

/** Checks a chosen power of attorney before upload: size, then its first bytes. Answers an error key. */
async function checkDocument(file: File): Promise<string | null> {
  if (file.size > SURAT_KUASA_MAX_BYTES) return 'settings.validation.fileTooLarge2mb';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffDocumentType(head) ? null : 'settings.validation.fileTypeDocument';
}

type Props = {
  /** null: a new signer */
  signer: Signer | null;
  onClose: () => void;
};

/** Add or edit a signer. The dialog is mounted only while open, so each opening starts afresh. */
export function SignerDialog({ signer, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const schema = useMemo(() => createSignerSchema(messageKeys, { today: jakartaDate(new Date()) }), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SignerForm, unknown, SignerBody>({
    resolver: zodResolver(schema) as Resolver<SignerForm, unknown, SignerBody>,
    defaultValues: toForm(signer),
  });

  const role = watch('bertindak_sebagai');
  const idType = watch('jenis_identitas');
  const hasStoredFile = Boolean(signer?.surat_kuasa_file);
  const needsFile = role === 'KUASA' && !file && !hasStoredFile;

  const chooseFile = async (next: File | null) => {
    setFile(next);
    setFileError(next ? await checkDocument(next) : null);
  };

  const fileProblem = () => {
    if (fileError) return fileError;
    return needsFile ? 'settings.validation.kuasaFileRequired' : null;
  };

  const onInvalid = (_: FieldErrors<SignerForm>) => setFileError(fileProblem());
  const onValid = async (body: SignerBody) => {
    const problem = fileProblem();
    setFileError(problem);
    if (problem) return;
    setFailure(null);
    const upload = role === 'KUASA' ? file : null;
    const onProgress = upload ? (p: { percent: number }) => setProgress(p.percent) : undefined;
    if (upload) setProgress(0);
    try {
      if (signer) {
        const { is_default, ...fields } = body;
        await updateSigner(
          signer.id,
          { ...fields, ...(is_default ? { is_default: true } : {}) },
          upload,
          onProgress,
        );
      } else {
        await createSigner(body, upload, onProgress);
      }
      await invalidateSigners(queryClient);
      toast.success(t(signer ? 'settings.signers.saved' : 'settings.signers.added'));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code && FILE_CODES.has(err.code))
        setFileError(`apiErrors.${err.code}`);
      else if (!setFieldErrors(err, setError, FIELDS)) setFailure(apiErrorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  const requestClose = () => {
    if (isSubmitting) return;
    if (isDirty || file) setConfirmDiscard(true);
    else onClose();
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      busy={isSubmitting}
      size="lg"
      fullScreenOnPhone
      title={t(signer ? 'settings.signers.editTitle' : 'settings.signers.addTitle')}
    >
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4 sm:grid-cols-2">
        {failure && (
          <Alert severity="error" className="sm:col-span-2">
            {failure}
          </Alert>
        )}
        <Controller
          control={control}
          name="bertindak_sebagai"
          render={({ field }) => (
            <RadioGroup
              label={t('settings.signers.fields.role')}
              orientation="horizontal"
              className="sm:col-span-2"
              required
              options={SIGNER_ROLES.map((r) => ({
                value: r,
                label: t(roleKey(r)),
                description: t(`settings.signers.roleHint.${r}`),
              }))}
              error={fieldError(errors.bertindak_sebagai)}
              {...radioField(field)}
            />
          )}
        />
        <FormField label={t('settings.signers.fields.nama')} error={fieldError(errors.nama)} required>
          <Input autoFocus {...register('nama')} />
        </FormField>
        <FormField label={t('settings.signers.fields.jabatan')} error={fieldError(errors.jabatan)} required>
          <Input {...register('jabatan')} />
        </FormField>
        <FormField
          label={t('settings.signers.fields.idType')}
          error={fieldError(errors.jenis_identitas)}
          required
        >
          <Select
            options={(['NPWP', 'NIK'] as const).map((v) => ({ value: v, label: t(idTypeKey(v)) }))}
            {...register('jenis_identitas')}
          />
        </FormField>
        <FormField
          label={t('settings.signers.fields.idNumber')}
          hint={t(idType === 'NIK' ? 'settings.signers.nikHint' : 'settings.signers.npwpHint')}
          error={fieldError(errors.nomor_identitas)}
          required
        >
          <MaskedInput
            mask={idType === 'NIK' ? NIK_MASK : NPWP16_MASK}
            {...ltrDigits}
            {...register('nomor_identitas')}
          />
        </FormField>
        <FormField label={t('settings.signers.fields.scope')} error={fieldError(errors.scope)} required>
          <Select
            options={SIGNER_SCOPES.map((v) => ({ value: v, label: t(scopeKey(v)) }))}
            {...register('scope')}
          />
        </FormField>
        <div className="flex items-end pb-2">
          {signer?.is_default ? (
            <p className="text-sm text-text-muted">{t('settings.signers.isDefaultNote')}</p>
          ) : (
            <Switch label={t('settings.signers.fields.makeDefault')} {...register('is_default')} />
          )}
        </div>

        {role === 'KUASA' && (
          <fieldset className="grid gap-4 rounded border border-divider p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{t('settings.signers.kuasaSection')}</legend>
            <FormField
              label={t('settings.signers.fields.kuasaNumber')}
              error={fieldError(errors.surat_kuasa_nomor)}
              required
            >
              <Input {...register('surat_kuasa_nomor')} />
            </FormField>
            <FormField
              label={t('settings.signers.fields.kuasaDate')}
              error={fieldError(errors.surat_kuasa_tanggal)}
              required
            >
              <DateInput max={jakartaDate(new Date())} {...register('surat_kuasa_tanggal')} />
            </FormField>
            <FormField
              label={t('settings.signers.fields.kuasaFile')}
              hint={t('settings.signers.kuasaFileHint')}
              error={fileError ? t(fileError) : undefined}
              required={!hasStoredFile}
              className="sm:col-span-2"
            >
              <FilePicker
                accept={ACCEPT}
                file={file}
                onChange={chooseFile}
                disabled={isSubmitting}
                placeholder={
                  signer?.surat_kuasa_file
                    ? t('settings.signers.storedFile', { name: signer.surat_kuasa_file.name })
                    : undefined
                }
              />
            </FormField>
            {progress !== null && (
              <div className="sm:col-span-2">
                <UploadProgress percent={progress} />
              </div>
            )}
          </fieldset>
        )}

        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="text" color="secondary" onClick={requestClose} disabled={isSubmitting}>
            {t('settings.common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t(signer ? 'settings.common.save' : 'settings.signers.add')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title={t('settings.unsaved.title')}
        message={t('settings.unsaved.text')}
        confirmLabel={t('settings.unsaved.discard')}
        cancelLabel={t('settings.unsaved.stay')}
        color="error"
        onConfirm={onClose}
      />
    </Dialog>
  );
}
