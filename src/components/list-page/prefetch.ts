import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListUrl, Paging } from './url-state';

/**
 * What a page module may export as `prefetch`: asks for the page's first data as soon as its code
 * is there, on a cold load, while the frame and the page still render (src/app/prefetch-page.ts).
 * The page's own query then finds the answer on its way (same key) instead of asking after it has
 * rendered.
 */
export type PagePrefetch = (client: QueryClient, search: URLSearchParams) => void;

/** A list page's prefetch: the rows its address asks for, as `useServerList` will ask for them. */
export function listPrefetch<S extends Paging<string>, Q, Data, Key extends QueryKey>(
  codec: ListUrl<S>,
  toQuery: (state: S) => Q,
  options: (query: Q) => FetchQueryOptions<Data, Error, Data, Key>,
): PagePrefetch {
  return (client, search) => void client.prefetchQuery(options(toQuery(codec.read(search))));
}
