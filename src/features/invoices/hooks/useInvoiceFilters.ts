import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type InvoiceFilters, readInvoiceFilters, writeInvoiceFilters } from '../utils/filters';

/** Filters of the bill list, kept in the URL. Changing anything but the page goes back to page 1. */
export function useInvoiceFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readInvoiceFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<InvoiceFilters>) =>
      setParams(
        (prev) => {
          const current = readInvoiceFilters(prev);
          const next = { ...current, ...patch };
          if (!('page' in patch)) next.page = 1;
          return writeInvoiceFilters(next);
        },
        { replace: 'q' in patch },
      ),
    [setParams],
  );
  return [filters, update] as const;
}
