import type { AdminUserRow } from '@contract/admin';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { editUser } from '../api/users-api';
import { useUserForm } from './useUserForm';

type EditForm = { nama: string; phone: string; npwp: string; company: string };
const FIELDS = ['nama', 'phone', 'npwp', 'company'] as const;

/** Corrects an account's name, phone, NPWP and company (mounted only while open). */
export function EditUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const defaults: EditForm = {
    nama: user.nama,
    phone: user.phone ?? '',
    npwp: user.npwp ?? '',
    company: user.company_name ?? '',
  };
  const { form, submit, failure, rules } = useUserForm<EditForm>(
    defaults,
    FIELDS,
    async ({ company, ...values }) => {
      await editUser(user.id, { ...values, company_name: company });
      toast.success(t('users.form.saved'));
      onClose();
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <FormDialog
      onClose={onClose}
      onSubmit={submit}
      submitting={isSubmitting}
      failure={failure}
      title={t('users.form.editTitle', { name: user.nama })}
    >
      <FormField label={t('users.form.name')} error={errors.nama?.message} required>
        <Input autoFocus autoComplete="off" {...register('nama', rules.nama)} />
      </FormField>
      <FormField label={t('users.form.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" dir="ltr" {...register('phone', rules.phone)} />
      </FormField>
      <FormField label={t('users.form.npwp')} error={errors.npwp?.message}>
        <Input inputMode="numeric" autoComplete="off" dir="ltr" {...register('npwp', rules.npwp)} />
      </FormField>
      <FormField label={t('users.form.company')} error={errors.company?.message}>
        <Input autoComplete="off" {...register('company', rules.company)} />
      </FormField>
    </FormDialog>
  );
}
