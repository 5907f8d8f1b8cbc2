import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Drawer } from '@/components/ui/Drawer';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useRoles } from '@/features/admin-access';
import { roleLabel } from '@/lib/acl/role-label';
import { addUser } from '../api/users-api';
import { useUserForm } from './useUserForm';

const LOCALES = ['id', 'en', 'fr', 'ar'] as const;
type AddForm = { nama: string; email: string; role: string; phone: string; npwp: string; locale: string };
const FIELDS = ['nama', 'email', 'role', 'phone', 'npwp', 'locale'] as const;

/**
 * Invites a person: the server opens the account and mails a code to set the password. What was
 * typed stays when the server refuses it; its field errors show on their fields.
 */
export function AddUserDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const roles = useRoles();
  const defaults: AddForm = {
    nama: '',
    email: '',
    role: 'client',
    phone: '',
    npwp: '',
    locale: LOCALES.find((l) => i18n.language.startsWith(l)) ?? 'id',
  };
  const { form, submit, failure, rules } = useUserForm<AddForm>(defaults, FIELDS, async (values) => {
    await addUser({ ...values, locale: values.locale as (typeof LOCALES)[number] });
    toast.success(t('users.form.sent', { email: values.email.trim() }));
    form.reset();
    onClose();
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const formId = 'add-user-form';
  return (
    <Drawer
      open={open}
      onClose={() => !isSubmitting && onClose()}
      title={t('users.form.addTitle')}
      width="440px"
      footer={
        <>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {t('users.form.send')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-text-muted">{t('users.form.addHint')}</p>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormField label={t('users.form.name')} error={errors.nama?.message} required>
          <Input autoComplete="off" {...register('nama', rules.nama)} />
        </FormField>
        <FormField label={t('users.form.email')} error={errors.email?.message} required>
          <Input type="email" autoComplete="off" dir="ltr" {...register('email', rules.email)} />
        </FormField>
        <FormField label={t('users.form.role')} error={errors.role?.message} required>
          <Select
            {...register('role')}
            options={(roles.data?.roles ?? [{ name: 'client' }]).map((r) => ({
              value: r.name,
              label: roleLabel(t, r.name),
            }))}
          />
        </FormField>
        <FormField
          label={t('users.form.phone')}
          hint={t('users.form.optional')}
          error={errors.phone?.message}
        >
          <Input type="tel" autoComplete="off" dir="ltr" {...register('phone', rules.phone)} />
        </FormField>
        <FormField label={t('users.form.npwp')} hint={t('users.form.optional')} error={errors.npwp?.message}>
          <Input inputMode="numeric" autoComplete="off" dir="ltr" {...register('npwp', rules.npwp)} />
        </FormField>
        <FormField label={t('users.form.language')} error={errors.locale?.message}>
          <Select
            {...register('locale')}
            options={LOCALES.map((l) => ({ value: l, label: t(`users.form.languages.${l}`) }))}
          />
        </FormField>
      </form>
    </Drawer>
  );
}
