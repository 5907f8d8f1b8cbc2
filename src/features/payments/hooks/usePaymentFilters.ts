import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PaymentFilters, readPaymentFilters, writePaymentFilters } from '../utils/filters';

/** Filters of Pembayaran, kept in the URL. Changing anything but the page goes back to page 1. */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readPaymentFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<PaymentFilters>) =>
      setParams(
        (prev) => {
          const next = { ...readPaymentFilters(prev), ...patch };
          if (!('page' in patch)) next.page = 1;
          return writePaymentFilters(next);
        },
        { replace: 'q' in patch },
      ),
    [setParams],
  );
  return [filters, update] as const;
}
