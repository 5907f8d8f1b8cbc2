import { useMemo } from 'react';
import type { ListQuery } from './ServerListGrid';
import type { ListUrl, Paging } from './url-state';
import { type ListUrlState, useListUrlState } from './useListUrlState';

export type ServerList<S extends Paging<string>, Q, Data> = ListUrlState<S> & {
  name: string;
  /** The API query of the current state. */
  query: Q;
  /** Its answer (TanStack Query's result). */
  answer: ListQuery<Data>;
};

/** A list's URL state and the page of rows it asks the server for (`useAnswer` is the list's query hook). */
export function useServerList<S extends Paging<string>, Q, Data>(
  codec: ListUrl<S>,
  toQuery: (state: S) => Q,
  useAnswer: (query: Q) => ListQuery<Data>,
): ServerList<S, Q, Data> {
  const list = useListUrlState(codec);
  const query = useMemo(() => toQuery(list.state), [toQuery, list.state]);
  return { ...list, name: codec.name, query, answer: useAnswer(query) };
}
