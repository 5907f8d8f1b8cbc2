import type { PageDeclaration } from './types';

const guest = { authGuard: false, guestGuard: true, acl: false, layout: 'blank' } as const;

// The sign-in, registration and password-recovery pages of the route declaration (../routes.ts),
// apart so the small guest shell (src/app/GuestApp.tsx) loads only these: a first visit to one
// of them opens there, without the router; the app renders them too.
export const SIGN_IN_PAGES = {
  login: {
    path: '/login',
    page: 'src/features/auth/pages/LoginPage.tsx',
    title: 'app.titles.login',
    ...guest,
  },
  register: {
    path: '/register',
    page: 'src/features/auth/pages/RegisterPage.tsx',
    title: 'app.titles.register',
    ...guest,
  },
  verifyOtp: {
    path: '/verify-otp',
    page: 'src/features/auth/pages/VerifyOtpPage.tsx',
    title: 'app.titles.verifyOtp',
    ...guest,
  },
  forgotPassword: {
    path: '/forgot-password',
    page: 'src/features/auth/pages/ForgotPasswordPage.tsx',
    title: 'app.titles.forgotPassword',
    ...guest,
  },
  resetPassword: {
    path: '/reset-password',
    page: 'src/features/auth/pages/ResetPasswordPage.tsx',
    title: 'app.titles.resetPassword',
    ...guest,
  },
} as const satisfies Record<string, PageDeclaration>;
