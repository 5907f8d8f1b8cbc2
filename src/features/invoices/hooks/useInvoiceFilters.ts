import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type InvoiceFilters, readInvoiceFilters, writeInvoiceFilters } from '../utils/filters';

/** Filters of the bill list, kept in the URL. Changing anything but the page goes back to page 1. */
export function useInvoiceFilters() {
  const [params, setParams] = useSearchParams();
  // Several updates in one event (the grid sorts, then resets the page) must build on each other;
  // setSearchParams' own updater only sees the last rendered URL.
  const latest = useRef(params);
  latest.current = params;
  const filters = useMemo(() => readInvoiceFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<InvoiceFilters>) => {
      const next = { ...readInvoiceFilters(latest.current), ...patch };
      if (!('page' in patch)) next.page = 1;
      latest.current = writeInvoiceFilters(next);
      setParams(latest.current, { replace: 'q' in patch });
    },
    [setParams],
  );
  return [filters, update] as const;
}
