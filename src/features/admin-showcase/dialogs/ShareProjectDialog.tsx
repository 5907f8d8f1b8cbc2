import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { E, useDone, useErrorText, useExampleForm } from './form';

const schema = z.object({ email: z.string().trim().min(1, E('required')).email(E('email')) });
const MEMBERS = ['Siti Rahma', 'Budi Santoso', 'Dewi Lestari'];

export function ShareProjectDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const [invited, setInvited] = useState<string[]>([]);
  const { register, handleSubmit, reset, formState } = useExampleForm(schema, {
    defaultValues: { email: '' },
  });
  const k = (key: string) => t(`showcaseMore.dialogs.share.${key}`);
  return (
    <Dialog
      open
      onClose={onClose}
      title={k('title')}
      description={k('text')}
      footer={<Button onClick={() => done(onClose)}>{k('done')}</Button>}
    >
      <form
        noValidate
        className="flex items-start gap-2"
        onSubmit={handleSubmit(({ email }) => {
          setInvited((list) => [...list, email]);
          reset();
        })}
      >
        <FormField label={k('email')} error={errorText(formState.errors.email)} className="flex-1">
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <Button type="submit" className="mt-6">
          {k('invite')}
        </Button>
      </form>
      <h3 className="mt-5 mb-2 text-sm font-medium">{k('members')}</h3>
      <ul className="space-y-3">
        {[...MEMBERS, ...invited].map((name, i) => (
          <li key={name} className="flex items-center gap-3">
            <Avatar name={name} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
            <Select
              size="sm"
              className="w-32"
              aria-label={t('showcaseMore.dialogs.share.permissionOf', { name })}
              defaultValue={i === 0 ? 'owner' : 'viewer'}
              options={['owner', 'editor', 'viewer'].map((value) => ({ value, label: k(value) }))}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
