import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

// Where an auth screen's links go and which layout frames it. The portal's own screens (/login,
// /register, …) use the defaults; the template's layout variants (/pages/auth/*, ./AuthVariant.tsx)
// render the same pages inside a provider naming their own family of addresses and layout, so the
// forms, server calls, validation, OTP step and returnUrl rule are the same code everywhere.

export interface AuthPaths {
  login: string;
  register: string;
  verifyOtp: string;
  forgotPassword: string;
  resetPassword: string;
}

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other auth screens. */
  footer?: ReactNode;
}

export interface AuthFrame {
  paths: AuthPaths;
  /** The layout around the card's content; the centred card (AuthCard's own) when none. */
  Layout?: ComponentType<AuthLayoutProps>;
}

export const MAIN_AUTH_PATHS: AuthPaths = {
  login: '/login',
  register: '/register',
  verifyOtp: '/verify-otp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
};

export const AuthFrameContext = createContext<AuthFrame | null>(null);

/** The addresses of this screen's family (the portal's own unless a variant page provides others). */
export const useAuthPaths = (): AuthPaths => useContext(AuthFrameContext)?.paths ?? MAIN_AUTH_PATHS;
