import { z } from '@contract/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Tabs } from '@/components/ui/Tabs';
import { email, password, required } from './rules';
import { useLayoutForm } from './useLayoutForm';

const schema = z.object({ name: required, city: required, username: required, email, password });

export default function LayoutTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const { register, onSubmit, error } = useLayoutForm(
    schema,
    { name: '', city: '', username: '', email: '', password: '' },
    // show the tab holding the first error
    (errors) => setTab(errors.name || errors.city ? 0 : 1),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formsShowcase.layouts.tabs')} className="grid gap-4">
      <Tabs
        label={t('formsShowcase.layouts.tabs')}
        selectedIndex={tab}
        onChange={setTab}
        items={[
          {
            key: 'personal',
            label: t('formsShowcase.layouts.personal'),
            panel: (
              <div className="grid gap-4 pt-4 sm:grid-cols-2">
                <FormField label={t('formsShowcase.fields.name')} error={error('name')} required>
                  <Input {...register('name')} />
                </FormField>
                <FormField label={t('formsShowcase.fields.city')} error={error('city')} required>
                  <Input {...register('city')} />
                </FormField>
              </div>
            ),
          },
          {
            key: 'account',
            label: t('formsShowcase.layouts.account'),
            panel: (
              <div className="grid gap-4 pt-4 sm:grid-cols-2">
                <FormField label={t('formsShowcase.fields.username')} error={error('username')} required>
                  <Input autoComplete="off" {...register('username')} />
                </FormField>
                <FormField label={t('formsShowcase.fields.email')} error={error('email')} required>
                  <Input type="email" autoComplete="off" {...register('email')} />
                </FormField>
                <FormField label={t('formsShowcase.fields.password')} error={error('password')} required>
                  <PasswordInput autoComplete="new-password" {...register('password')} />
                </FormField>
              </div>
            ),
          },
        ]}
      />
      <div>
        <Button type="submit">{t('formsShowcase.common.submit')}</Button>
      </div>
    </form>
  );
}
