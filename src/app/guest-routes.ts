import { SIGN_IN_PAGES } from '@contract/routes/sign-in';
import { routesOf } from './route-types';

// The sign-in, registration and password-recovery pages: a first visit to one of these opens in
// the small guest shell (./GuestApp.tsx) with no router; the app renders them too.
export const guestRouteByName = routesOf(
  SIGN_IN_PAGES,
  import.meta.glob('/src/features/auth/pages/*Page.tsx'),
);

export const guestRoutes = Object.values(guestRouteByName);

export const isGuestPath = (pathname: string) => guestRoutes.some((r) => r.path === pathname);
