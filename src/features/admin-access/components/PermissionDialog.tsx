import type { PermissionRow } from '@contract/access';
import { ACTIONS, STAFF_SUBJECTS } from '@contract/acl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { savePermission, useRefreshAccess } from '../api/access-api';

type PermissionForm = Pick<PermissionRow, 'name' | 'action' | 'subject'>;
const FIELDS = ['name', 'action', 'subject'] as const;

/** Add or edit a named permission: one action on one subject (mounted only while open). */
export function PermissionDialog({
  permission,
  onClose,
}: {
  permission: PermissionRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const refresh = useRefreshAccess();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PermissionForm>({
    defaultValues: {
      name: permission?.name ?? '',
      action: permission?.action ?? 'read',
      subject: permission?.subject ?? 'users',
    },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await savePermission(permission?.id ?? null, form);
      await refresh();
      toast.success(
        t(permission ? 'access.permissions.updated' : 'access.permissions.added', { name: form.name }),
      );
      onClose();
    } catch (err) {
      if (!setFieldErrors(err, setError, FIELDS)) setFailure(errorText(err));
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      onSubmit={submit}
      submitting={isSubmitting}
      failure={failure}
      title={t(permission ? 'access.permissions.editTitle' : 'access.permissions.addTitle')}
      description={permission?.roles.length ? t('access.permissions.editWarning') : undefined}
    >
      <FormField label={t('access.permissions.name')} error={errors.name?.message} required>
        <Input
          autoFocus
          autoComplete="off"
          {...register('name', {
            required: t('access.validation.nameRequired'),
            minLength: { value: 2, message: t('access.validation.nameShort') },
            maxLength: { value: 80, message: t('access.validation.nameLong', { max: 80 }) },
          })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('access.permissions.action')} error={errors.action?.message} required>
          <Select
            {...register('action')}
            options={ACTIONS.map((a) => ({ value: a, label: t(`access.actions.${a}`) }))}
          />
        </FormField>
        <FormField label={t('access.permissions.subject')} error={errors.subject?.message} required>
          <Select
            {...register('subject')}
            options={STAFF_SUBJECTS.map((s) => ({ value: s, label: t(`access.subjects.${s}`) }))}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
