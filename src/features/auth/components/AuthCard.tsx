import { APP_NAME } from '@contract/config';
import { Suspense, useContext, useLayoutEffect } from 'react';
import { BrandMark } from '@/components/ui/BrandMark';
import { Card } from '@/components/ui/Card';
import { focusRing, inkTone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { AuthFrameContext, type AuthLayoutProps } from './auth-frame';
import { configuredLayout } from './configured-layout';

export type AuthCardProps = AuthLayoutProps;

/**
 * The frame of every auth screen: brand, heading, form, links. The centred card (the template's
 * v1) unless a variant page (AuthFrameContext) or the build's VITE_LOGIN_VARIANT names another layout.
 */
export function AuthCard(props: AuthCardProps) {
  // The card pre-rendered into /login (server/sign-in-shell.ts) gives way to this one, before it paints.
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  const Layout = useContext(AuthFrameContext)?.Layout ?? configuredLayout;
  if (Layout)
    return (
      <Suspense fallback={null}>
        <Layout {...props} />
      </Suspense>
    );
  return (
    <div className="flex min-h-screen items-center justify-center px-4 py-10 sm:px-6">
      <Card className="w-full max-w-[450px] px-6 py-8 sm:px-10 sm:py-10">
        <AuthCardBody {...props} />
      </Card>
    </div>
  );
}

/** Brand, heading, subtitle, the form and the links: what every layout shows. */
export function AuthCardBody({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <>
      <div className="mb-6 flex items-center gap-2.5">
        <BrandMark className="size-[34px]" />
        <span className="text-xl font-semibold tracking-tight text-text">{APP_NAME}</span>
      </div>
      <h1 className="text-2xl font-semibold text-text">{title}</h1>
      {subtitle && <p className="mt-1.5 text-sm text-text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 text-center text-sm text-text-muted">{footer}</div>}
    </>
  );
}

/** A text link in the auth screens' colours (readable primary in light and dark mode). */
export const authLinkClass = cn('rounded-sm font-medium hover:underline', inkTone.primary, focusRing);
