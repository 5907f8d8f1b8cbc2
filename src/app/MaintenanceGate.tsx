import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { fetchMaintenance, MAINTENANCE_QUERY_KEY } from '@/features/misc/api/maintenance';
import { BlankFrame } from '@/layouts/BlankFrame';

const UnderMaintenancePage = lazy(() => import('@/features/misc/pages/UnderMaintenancePage'));

// How often a client's open portal asks whether maintenance is on or over (a refused write asks
// at once, see ./query-client.ts): the page shows and goes without a reload.
const CHECK_EVERY_MS = 10_000;

/** A client's pages, or while maintenance mode is on the under-maintenance page instead. */
export function MaintenanceGate({ client, children }: { client: boolean; children: ReactNode }) {
  const { data } = useQuery({
    queryKey: MAINTENANCE_QUERY_KEY,
    queryFn: fetchMaintenance,
    enabled: client,
    refetchInterval: CHECK_EVERY_MS,
    staleTime: 0,
  });
  if (!client || !data?.active) return children;
  return (
    <BlankFrame>
      <Suspense fallback={null}>
        <UnderMaintenancePage status={data} />
      </Suspense>
    </BlankFrame>
  );
}
