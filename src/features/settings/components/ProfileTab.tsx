import type { User } from '@contract/auth';
import { createProfileSchema, type ProfileBody } from '@contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { Textarea } from '@/components/ui/Textarea';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { NPWP16_MASK } from '@/lib/format';
import { lazyOnOpen } from '@/lib/lazy-on-open';
import { useSession } from '@/lib/session';
import { saveProfile } from '../api/settings-api';
import { useReportUnsaved } from '../hooks/unsaved-changes';
import { useFieldError } from '../hooks/useFieldError';
import { messageKeys } from '../schemas/messages';
import { ltrDigits } from './ltr-digits';

const EmailChangeDialog = lazyOnOpen(() => import('./EmailChangeDialog').then((m) => m.EmailChangeDialog));

type ProfileForm = {
  nama: string;
  phone: string;
  company_name: string;
  npwp: string;
  address: string;
  city: string;
  postal_code: string;
};
const FIELDS = ['nama', 'phone', 'company_name', 'npwp', 'address', 'city', 'postal_code'] as const;
export const PHONE_MASK = '9999-9999-9999999';

const toForm = (u: User): ProfileForm => ({
  nama: u.nama,
  phone: u.phone ?? '',
  company_name: u.company_name ?? '',
  npwp: u.npwp ?? '',
  address: u.address ?? '',
  city: u.city ?? '',
  postal_code: u.postal_code ?? '',
});

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const fieldError = useFieldError();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const schema = useMemo(() => createProfileSchema(messageKeys), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileForm, unknown, ProfileBody>({
    resolver: zodResolver(schema) as Resolver<ProfileForm, unknown, ProfileBody>,
    defaultValues: toForm(user),
  });
  useReportUnsaved('profile', isDirty);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await saveProfile(values);
      setUser(updated);
      reset(toForm(updated));
      toast.success(t('settings.profile.saved'));
    } catch (err) {
      if (!setFieldErrors(err, setError, FIELDS)) setFailure(apiErrorMessage(err));
    }
  });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader title={t('settings.profile.emailTitle')} subtitle={t('settings.profile.emailHint')} />
        <CardContent className="flex flex-wrap items-center gap-3">
          <Mail aria-hidden="true" className="size-5 text-text-muted" />
          {/* Its own line before a break inside it; a long address wraps after its @. Left to right in Arabic too. */}
          <span
            dir="ltr"
            className="min-w-0 grow break-words font-medium rtl:text-right"
            data-testid="current-email"
          >
            {user.email.split('@')[0]}@<wbr />
            {user.email.split('@')[1]}
          </span>
          <Button variant="outlined" onClick={() => setEmailOpen(true)}>
            {t('settings.profile.changeEmail')}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('settings.profile.title')} subtitle={t('settings.profile.subtitle')} />
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            {failure && (
              <Alert severity="error" className="sm:col-span-2">
                {failure}
              </Alert>
            )}
            <FormField label={t('settings.profile.nama')} error={fieldError(errors.nama)} required>
              <Input autoComplete="name" {...register('nama')} />
            </FormField>
            <FormField label={t('settings.profile.phone')} error={fieldError(errors.phone)} required>
              <MaskedInput mask={PHONE_MASK} inputMode="tel" {...ltrDigits} {...register('phone')} />
            </FormField>
            <FormField label={t('settings.profile.companyName')} error={fieldError(errors.company_name)}>
              <Input autoComplete="organization" {...register('company_name')} />
            </FormField>
            <FormField
              label={t('settings.profile.npwp')}
              hint={t('settings.profile.npwpHint')}
              error={fieldError(errors.npwp)}
            >
              <MaskedInput mask={NPWP16_MASK} {...ltrDigits} {...register('npwp')} />
            </FormField>
            <FormField
              label={t('settings.profile.address')}
              error={fieldError(errors.address)}
              className="sm:col-span-2"
            >
              <Textarea rows={2} autoComplete="street-address" {...register('address')} />
            </FormField>
            <FormField label={t('settings.profile.city')} error={fieldError(errors.city)}>
              <Input autoComplete="address-level2" {...register('city')} />
            </FormField>
            <FormField label={t('settings.profile.postalCode')} error={fieldError(errors.postal_code)}>
              <MaskedInput mask="99999" {...register('postal_code')} />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
              <Button
                variant="text"
                color="secondary"
                disabled={!isDirty || isSubmitting}
                onClick={() => {
                  reset(toForm(user));
                  setFailure(null);
                }}
              >
                {t('settings.common.reset')}
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {t('settings.common.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <EmailChangeDialog open={emailOpen} onClose={() => setEmailOpen(false)} currentEmail={user.email} />
    </div>
  );
}
