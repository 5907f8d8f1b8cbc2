import { Suspense } from 'react';
import ServerErrorPage from '@/features/misc/pages/ServerErrorPage';
import { ErrorBoundary } from './ErrorBoundary';
import { PageShown, RouteProgress } from './RouteProgress';
import { RouteTitle } from './RouteTitle';
import type { AppRoute } from './route-types';

/** A route's page: its title, the progress bar while its code loads, the 500 page if it crashes. */
export function RouteBody({ route, pathname }: { route: AppRoute; pathname: string }) {
  const { Component } = route;
  return (
    <>
      <RouteTitle titleKey={route.title} />
      <ErrorBoundary fallback={<ServerErrorPage />} resetKey={pathname}>
        <Suspense key={route.path} fallback={<RouteProgress />}>
          <Component />
          <PageShown />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
