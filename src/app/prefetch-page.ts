import type { QueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '@/components/list-page/prefetch';
import type { AppRoute } from './route-types';

let done = false;

/**
 * Once, on the first signed-in render: the current page's `prefetch` (if its module exports one)
 * asks for its data now, beside the frame's render, not after the page has rendered.
 */
export function prefetchFirstPage(route: AppRoute | undefined, client: QueryClient): void {
  if (done || !route?.load) return;
  done = true;
  const search = new URLSearchParams(window.location.search);
  void route
    .load()
    .then((page) => (page as { prefetch?: PagePrefetch }).prefetch?.(client, search))
    .catch(() => {
      // the page's own render reports a module that fails to load
    });
}
