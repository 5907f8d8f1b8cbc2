import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';

export interface ErrorScreenProps {
  code: string;
  title: string;
  text: string;
  backLabel: string;
  /** extra actions next to "Back to Home" */
  actions?: ReactNode;
}

/** The 401 / 404 / 500 screens: status number, title, explanation and a way home. */
export function ErrorScreen({ code, title, text, backLabel, actions }: ErrorScreenProps) {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-12 text-center">
      <p aria-hidden="true" className="text-8xl font-semibold tracking-tight text-primary sm:text-9xl">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-text">{title}</h1>
      <p className="mt-2 max-w-md text-text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to="/">{backLabel}</ButtonLink>
        {actions}
      </div>
    </section>
  );
}
