import { type AppRoute, guest, page } from './route-types';

// The sign-in, registration and password-recovery part of the route table: a first visit to one
// of these opens in the small guest shell (./GuestApp.tsx) with no router; the app renders them too.
export const guestRoutes: AppRoute[] = [
  {
    path: '/login',
    Component: page(() => import('@/features/auth/pages/LoginPage')),
    title: 'app.titles.login',
    ...guest,
  },
  {
    path: '/register',
    Component: page(() => import('@/features/auth/pages/RegisterPage')),
    title: 'app.titles.register',
    ...guest,
  },
  {
    path: '/verify-otp',
    Component: page(() => import('@/features/auth/pages/VerifyOtpPage')),
    title: 'app.titles.verifyOtp',
    ...guest,
  },
  {
    path: '/forgot-password',
    Component: page(() => import('@/features/auth/pages/ForgotPasswordPage')),
    title: 'app.titles.forgotPassword',
    ...guest,
  },
  {
    path: '/reset-password',
    Component: page(() => import('@/features/auth/pages/ResetPasswordPage')),
    title: 'app.titles.resetPassword',
    ...guest,
  },
];

export const isGuestPath = (pathname: string) => guestRoutes.some((r) => r.path === pathname);
