import type { User } from '@contract/auth';
import { SETTINGS_MESSAGES, SETTINGS_PATHS, type SettingsMessages } from '@contract/settings';
import { createProfileSchema, type ProfileBody } from '@contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { api } from '@/lib/api';
import { setFieldErrors, useApiErrorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useErrorText } from './form';

// The one example with a real action: it edits the signed-in user's own profile (PUT
// /api/users/profile) with the contract's schema, the rules the server checks.

type Form = Record<(typeof FIELDS)[number], string>;
const FIELDS = ['nama', 'phone', 'company_name', 'npwp', 'address', 'city', 'postal_code'] as const;

/** The contract's messages as the settings translations' keys (settings.validation.*). */
const messages = Object.fromEntries(
  Object.keys(SETTINGS_MESSAGES).map((name) => [name, `settings.validation.${name}`]),
) as SettingsMessages;

export function EditUserInfoDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const errorText = useErrorText();
  const apiErrorMessage = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => createProfileSchema(messages), []);
  const { register, handleSubmit, setError, formState } = useForm<Form, unknown, ProfileBody>({
    resolver: zodResolver(schema) as Resolver<Form, unknown, ProfileBody>,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, user[f] ?? ''])) as Form,
  });
  const k = (key: string) => t(`showcaseMore.dialogs.user.${key}`);
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setUser(await api.put<User>(SETTINGS_PATHS.profile, values));
      toast.success(k('saved'));
      onClose();
    } catch (err) {
      if (!setFieldErrors(err, setError, FIELDS)) setFailure(apiErrorMessage(err));
    }
  });
  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={k('title')}
      description={k('text')}
      submitting={formState.isSubmitting}
      failure={failure}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={k('name')} error={errorText(e.nama)} required>
          <Input autoComplete="name" {...register('nama')} />
        </FormField>
        <FormField label={k('contact')} error={errorText(e.phone)} required>
          <Input inputMode="tel" dir="ltr" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label={k('company')} error={errorText(e.company_name)}>
          <Input autoComplete="organization" {...register('company_name')} />
        </FormField>
        <FormField label={k('taxId')} error={errorText(e.npwp)}>
          <Input inputMode="numeric" dir="ltr" {...register('npwp')} />
        </FormField>
        <FormField label={k('address')} error={errorText(e.address)} className="sm:col-span-2">
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label={k('city')} error={errorText(e.city)}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label={k('postalCode')} error={errorText(e.postal_code)}>
          <Input inputMode="numeric" dir="ltr" autoComplete="postal-code" {...register('postal_code')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
