import { APP_NAME } from '@contract/config';
import { type ReactNode, useLayoutEffect } from 'react';
import { Card } from '@/components/ui/Card';
import { focusRing, inkTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other auth screens. */
  footer?: ReactNode;
}

/** The frame of every auth screen: brand, heading, form, links, centred on the page. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  // The card pre-rendered into /login (server/sign-in-shell.ts) gives way to this one, before it paints.
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-10 sm:px-6">
      <Card className="w-full max-w-[450px] px-6 py-8 sm:px-10 sm:py-10">
        <div className="mb-6 flex items-center gap-2.5">
          <img src="/favicon.svg" alt="" width={34} height={34} className="size-[34px]" />
          <span className="text-xl font-semibold tracking-tight text-text">{APP_NAME}</span>
        </div>
        <h1 className="text-2xl font-semibold text-text">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm text-text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-text-muted">{footer}</div>}
      </Card>
    </div>
  );
}

/** A text link in the auth screens' colours (readable primary in light and dark mode). */
export const authLinkClass = cn('rounded-sm font-medium hover:underline', inkTone.primary, focusRing);
