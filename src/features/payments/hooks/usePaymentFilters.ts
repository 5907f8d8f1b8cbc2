import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type PaymentFilters, readPaymentFilters, writePaymentFilters } from '../utils/filters';

/** Filters of Pembayaran, kept in the URL. Changing anything but the page goes back to page 1. */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  // Several updates in one event (the grid sorts, then resets the page) must build on each other;
  // setSearchParams' own updater only sees the last rendered URL.
  const latest = useRef(params);
  latest.current = params;
  const filters = useMemo(() => readPaymentFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<PaymentFilters>) => {
      const next = { ...readPaymentFilters(latest.current), ...patch };
      if (!('page' in patch)) next.page = 1;
      latest.current = writePaymentFilters(next);
      setParams(latest.current, { replace: 'q' in patch });
    },
    [setParams],
  );
  return [filters, update] as const;
}
