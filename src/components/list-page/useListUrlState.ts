import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListUrl, Paging } from './url-state';

export interface ListUrlState<S extends Paging<string>> {
  state: S;
  /** Merges a patch into the URL; anything but a page change goes back to page 1. */
  update: (patch: Partial<S>) => void;
  /** Clears the filters; the views and the sort stay. */
  clear: () => void;
  filtered: boolean;
  perPageOptions: readonly number[];
}

/** A list's state kept in the URL by `codec`. A search (`q`) replaces the history entry. */
export function useListUrlState<S extends Paging<string>>(codec: ListUrl<S>): ListUrlState<S> {
  const [params, setParams] = useSearchParams();
  // Several updates in one event (the grid sorts, then resets the page) must build on each other;
  // setSearchParams' own updater only sees the last rendered URL.
  const latest = useRef(params);
  latest.current = params;
  const state = useMemo(() => codec.read(params), [codec, params]);
  const update = useCallback(
    (patch: Partial<S>) => {
      const next = { ...codec.read(latest.current), ...patch };
      if (!('page' in patch)) next.page = 1;
      latest.current = codec.write(next);
      setParams(latest.current, { replace: 'q' in patch });
    },
    [codec, setParams],
  );
  const clear = useCallback(() => update(codec.cleared()), [codec, update]);
  return { state, update, clear, filtered: codec.filtered(state), perPageOptions: codec.perPageOptions };
}
