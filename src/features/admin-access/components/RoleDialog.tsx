import type { RoleRow } from '@contract/access';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Skeleton } from '@/components/ui/Skeleton';
import { Textarea } from '@/components/ui/Textarea';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { saveRole, useAllPermissions, useRefreshAccess } from '../api/access-api';
import { PermissionMatrix } from './PermissionMatrix';

type RoleForm = { name: string; description: string };
const FIELDS = ['name', 'description'] as const;
const NAME = /^[a-z][a-z0-9 _-]*$/i;

type Props = {
  /** null: a new role */
  role: RoleRow | null;
  onClose: () => void;
};

/** Add or edit a staff role: its name, description and permissions (mounted only while open). */
export function RoleDialog({ role, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const refresh = useRefreshAccess();
  const permissions = useAllPermissions();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(role?.permission_ids ?? []));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RoleForm>({ defaultValues: { name: role?.name ?? '', description: role?.description ?? '' } });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await saveRole(role?.id ?? null, { ...form, permission_ids: [...chosen] });
      await refresh();
      toast.success(t(role ? 'access.roles.updated' : 'access.roles.added', { name: form.name }));
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
      size="lg"
      fullScreenOnPhone
      title={t(role ? 'access.roles.editTitle' : 'access.roles.addTitle')}
      description={t('access.roles.dialogHint')}
    >
      <FormField label={t('access.roles.name')} error={errors.name?.message} required>
        <Input
          autoFocus
          autoComplete="off"
          {...register('name', {
            required: t('access.validation.nameRequired'),
            minLength: { value: 2, message: t('access.validation.nameShort') },
            maxLength: { value: 40, message: t('access.validation.nameLong', { max: 40 }) },
            pattern: { value: NAME, message: t('access.validation.namePattern') },
            validate: (v) =>
              !['admin', 'client'].includes(v.trim().toLowerCase()) || t('access.validation.builtIn'),
          })}
        />
      </FormField>
      <FormField label={t('access.roles.description')} error={errors.description?.message}>
        <Textarea
          rows={2}
          {...register('description', {
            maxLength: { value: 200, message: t('access.validation.descriptionLong', { max: 200 }) },
          })}
        />
      </FormField>
      {permissions.data ? (
        <PermissionMatrix
          permissions={permissions.data}
          chosen={chosen}
          onChange={setChosen}
          disabled={isSubmitting}
        />
      ) : permissions.isError ? (
        <Alert severity="error">{errorText(permissions.error)}</Alert>
      ) : (
        <Skeleton className="h-64" />
      )}
    </FormDialog>
  );
}
