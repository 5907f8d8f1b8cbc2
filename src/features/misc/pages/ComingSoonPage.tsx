import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Input } from '@/components/ui/Input';
import { EMAIL_PATTERN } from '@/lib/contact-rules';
import { useT } from '@/lib/i18n/useT';
import { RocketIllustration } from '../components/Illustration';

/**
 * The template's 'coming soon' page: a notify-me address, checked here. Nothing is launching, so
 * it is stored nowhere, and the page says so instead of pretending.
 */
export default function ComingSoonPage() {
  const { t } = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'invalid' | 'noted'>('idle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState(EMAIL_PATTERN.test(email.trim()) ? 'noted' : 'invalid');
  };
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-12 text-center">
      <RocketIllustration />
      <h1 className="mt-6 text-2xl font-semibold text-text">{t('misc.comingSoon.title')}</h1>
      <p className="mt-2 max-w-md text-text-muted">{t('misc.comingSoon.text')}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex w-full max-w-md flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {t('misc.comingSoon.email')}
        </label>
        <Input
          id={id}
          type="email"
          value={email}
          placeholder={t('misc.comingSoon.email')}
          aria-invalid={state === 'invalid' || undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => {
            setEmail(e.target.value);
            setState('idle');
          }}
          className="flex-1"
        />
        <Button type="submit">{t('misc.comingSoon.notify')}</Button>
      </form>
      <p id={`${id}-note`} role="status" className="mt-2 min-h-5 text-sm">
        {state === 'invalid' && <span className="text-error">{t('misc.comingSoon.invalid')}</span>}
        {state === 'noted' && <span className="text-text-muted">{t('misc.comingSoon.noted')}</span>}
      </p>
      <div className="mt-6">
        <ButtonLink to="/">{t('misc.backHome')}</ButtonLink>
      </div>
    </section>
  );
}
