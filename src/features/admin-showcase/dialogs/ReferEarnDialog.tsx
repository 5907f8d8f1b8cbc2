import { Gift, Send, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { Dialog } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { E, useDone, useErrorText, useExampleForm } from './form';

const schema = z.object({ email: z.string().trim().min(1, E('required')).email(E('email')) });

export function ReferEarnDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = useDone();
  const { register, handleSubmit, formState } = useExampleForm(schema, { defaultValues: { email: '' } });
  const k = (key: string) => t(`showcaseMore.dialogs.refer.${key}`);
  const link = `${window.location.origin}/register?ref=PAJAK2026`;
  return (
    <Dialog open onClose={onClose} size="lg" title={k('title')} description={k('text')}>
      <ol className="grid gap-4 sm:grid-cols-3">
        {[Send, UserPlus, Gift].map((Icon, i) => (
          <li key={Icon.displayName ?? i} className="flex flex-col items-center gap-2 text-center text-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            {k(`step${i + 1}`)}
          </li>
        ))}
      </ol>
      <form noValidate className="mt-6 flex items-start gap-2" onSubmit={handleSubmit(() => done(onClose))}>
        <FormField label={k('email')} error={errorText(formState.errors.email)} className="flex-1">
          <Input type="email" {...register('email')} />
        </FormField>
        <Button type="submit" className="mt-6">
          {k('send')}
        </Button>
      </form>
      <div className="mt-4 flex items-center gap-2 rounded bg-hover p-3 text-sm">
        <span dir="ltr" className="min-w-0 flex-1 truncate">
          {link}
        </span>
        <CopyButton text={link} label={k('link')} withText />
      </div>
    </Dialog>
  );
}
