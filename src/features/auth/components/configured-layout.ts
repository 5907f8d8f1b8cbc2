import { type ComponentType, lazy } from 'react';
import type { AuthLayoutProps } from './auth-frame';

// The layout of the portal's own sign-in screens, chosen when the portal is built:
// VITE_LOGIN_VARIANT=v1 (the centred card, the default), v2 (split screen with an illustration)
// or with-appbar (the card under a top bar). Vite writes the value in as a literal, so with the
// default nothing of the other layouts is left; a chosen one loads as a chunk of its own, so
// /login's first load is the same whichever is chosen (plus that chunk for v2 or with-appbar).
const variant = import.meta.env.VITE_LOGIN_VARIANT;

export const configuredLayout: ComponentType<AuthLayoutProps> | undefined =
  variant === 'v2'
    ? lazy(() => import('./AuthSplitLayout').then((m) => ({ default: m.AuthSplitLayout })))
    : variant === 'with-appbar'
      ? lazy(() => import('./AuthAppBarLayout').then((m) => ({ default: m.AuthAppBarLayout })))
      : undefined;
