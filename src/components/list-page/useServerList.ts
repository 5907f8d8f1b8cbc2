import { useMemo } from 'react';
import type { ListQuery } from './ServerListGrid';
import type { ListUrl, Paging } from './url-state';
import { type ListUrlState, useListUrlState } from './useListUrlState';

export type ServerList<S extends Paging<string>, Q, Data> = ListUrlState<S> & {
  name: string;
  /** The API query of the current state. */
  query: Q;
  /**
   * The list's query hook: read its answer with useListAnswer. (A method, so a list passes where
   * its query's type is not spelled out: `ServerList<S, unknown, Data>`.)
   */
  useAnswer(query: Q): ListQuery<Data>;
};

/**
 * A list's URL state and the API query it makes (`useAnswer` is the list's query hook). The page
 * does not subscribe to the answer: ServerListGrid does, so the rows' arrival draws the grid again,
 * not the page with its toolbar. A page that shows more of the answer (counts on its tabs) reads it
 * with useListAnswer.
 */
export function useServerList<S extends Paging<string>, Q, Data>(
  codec: ListUrl<S>,
  toQuery: (state: S) => Q,
  useAnswer: (query: Q) => ListQuery<Data>,
): ServerList<S, Q, Data> {
  const list = useListUrlState(codec);
  const query = useMemo(() => toQuery(list.state), [toQuery, list.state]);
  return { ...list, name: codec.name, query, useAnswer };
}

/** The answer to a list's current query (TanStack Query's result): the component re-renders with it. */
export function useListAnswer<S extends Paging<string>, Q, Data>(list: ServerList<S, Q, Data>) {
  return list.useAnswer(list.query);
}
