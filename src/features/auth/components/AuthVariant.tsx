import { adminPath } from '@contract/routes/admin';
import type { ComponentType, ReactNode } from 'react';
import { AuthAppBarLayout } from './AuthAppBarLayout';
import { AuthSplitLayout } from './AuthSplitLayout';
import { type AuthFrame, AuthFrameContext, type AuthPaths } from './auth-frame';

export type AuthVariantName = 'v1' | 'v2' | 'with-appbar';

/** The variant pages' addresses (contract/routes/admin/pages.ts declares them). */
const family = (v: 'V1' | 'V2'): AuthPaths => ({
  login: adminPath(`authLogin${v}`),
  register: adminPath(`authRegister${v}`),
  verifyOtp: adminPath(`authVerifyOtp${v}`),
  forgotPassword: adminPath(`authForgotPassword${v}`),
  resetPassword: adminPath(`authResetPassword${v}`),
});

const FRAMES: Record<AuthVariantName, AuthFrame> = {
  // v1 is the portal's own centred card (AuthCard without a Layout)
  v1: { paths: family('V1') },
  v2: { paths: family('V2'), Layout: AuthSplitLayout },
  // the with-appbar sign-in leads on to the v1 screens, as the template's does
  'with-appbar': {
    paths: { ...family('V1'), login: adminPath('authLoginWithAppBar') },
    Layout: AuthAppBarLayout,
  },
};

/**
 * One of the template's layout variants around the portal's own auth page: the same form, server
 * calls, validation and returnUrl rule, only the layout and the addresses its links lead to differ.
 */
export function AuthVariant({ variant, children }: { variant: AuthVariantName; children: ReactNode }) {
  return <AuthFrameContext value={FRAMES[variant]}>{children}</AuthFrameContext>;
}

/** A variant page: `Page` (one of the portal's auth pages) in the `variant` layout. */
export function variantPage(variant: AuthVariantName, Page: ComponentType) {
  return function AuthVariantPage() {
    return (
      <AuthVariant variant={variant}>
        <Page />
      </AuthVariant>
    );
  };
}
