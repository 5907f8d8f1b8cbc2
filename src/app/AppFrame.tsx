import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import AppLayout from '@/layouts/AppLayout';
import { AbilityProvider, DEFAULT_ACL, defineAbilityFor } from '@/lib/acl';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { userAtom } from '@/lib/session/atoms';
import '@/lib/i18n';
import { MaintenanceGate } from './MaintenanceGate';
import { prefetchFirstPage } from './prefetch-page';
import { queryClient } from './query-client';
import { RouteAccessContext } from './route-access';
import type { AppRoute } from './routes';

/**
 * Everything a signed-in page needs, loaded lazily with the shell: TanStack Query, the CASL
 * ability of the user's role (for this page's subject) and the app layout. The page itself
 * decides between its content and the 401 page from RouteAccessContext.
 */
export default function AppFrame({ route }: { route: AppRoute | undefined }) {
  const user = useAtomSnapshot(userAtom);
  const acl = route?.acl === false ? false : (route?.acl ?? DEFAULT_ACL);
  const subject = acl === false ? undefined : acl.subject;
  const permissions = user?.permissions;
  const ability = useMemo(
    () => defineAbilityFor(user?.role, subject, permissions),
    [user?.role, subject, permissions],
  );
  const allowed = acl === false || (user !== null && ability.can(acl.action, acl.subject));
  if (allowed) prefetchFirstPage(route, queryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <AbilityProvider value={ability}>
        <RouteAccessContext value={allowed}>
          <MaintenanceGate client={user?.role === 'client'}>
            <AppLayout />
          </MaintenanceGate>
        </RouteAccessContext>
      </AbilityProvider>
    </QueryClientProvider>
  );
}
