import {
  BUPOT_SORTS,
  BUPOT_TABS,
  type BupotListQuery,
  type BupotSort,
  type BupotTab,
  PASALS,
  type Pasal,
} from '@contract/ebupot';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Filters of the slip list as kept in the URL; masa/tahun default to the current period. */
export interface ListFilters {
  masa: number | null;
  tahun: number | null;
  pasal: Pasal | '';
  tab: BupotTab | '';
  q: string;
  sort: BupotSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export const PER_PAGE = [10, 25, 50, 100];

/** Current masa and tahun in Asia/Jakarta. */
export function currentPeriod(now = new Date()): { masa: number; tahun: number } {
  const jakarta = new Date(now.getTime() + 7 * 3600_000);
  return { masa: jakarta.getUTCMonth() + 1, tahun: jakarta.getUTCFullYear() };
}

const intIn = (value: string | null, min: number, max: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function readFilters(params: URLSearchParams): ListFilters {
  const now = currentPeriod();
  const all = params.get('masa') === 'all';
  const sort = params.get('sort') as BupotSort;
  const perPage = Number(params.get('perPage'));
  return {
    masa: all ? null : (intIn(params.get('masa'), 1, 12) ?? now.masa),
    tahun: params.get('tahun') === 'all' ? null : (intIn(params.get('tahun'), 2000, 2100) ?? now.tahun),
    pasal: (PASALS as readonly string[]).includes(params.get('pasal') ?? '')
      ? (params.get('pasal') as Pasal)
      : '',
    tab: (params.get('tab') ?? '') in BUPOT_TABS ? (params.get('tab') as BupotTab) : '',
    q: (params.get('q') ?? '').slice(0, 100),
    sort: BUPOT_SORTS.includes(sort) ? sort : 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: intIn(params.get('page'), 1, 100_000) ?? 1,
    perPage: PER_PAGE.includes(perPage) ? perPage : 10,
  };
}

function writeFilters(f: ListFilters): URLSearchParams {
  const now = currentPeriod();
  const p = new URLSearchParams();
  if (f.masa === null) p.set('masa', 'all');
  else if (f.masa !== now.masa) p.set('masa', String(f.masa));
  if (f.tahun === null) p.set('tahun', 'all');
  else if (f.tahun !== now.tahun) p.set('tahun', String(f.tahun));
  if (f.pasal) p.set('pasal', f.pasal);
  if (f.tab) p.set('tab', f.tab);
  if (f.q) p.set('q', f.q);
  if (f.sort !== 'createdAt') p.set('sort', f.sort);
  if (f.order !== 'desc') p.set('order', f.order);
  if (f.page !== 1) p.set('page', String(f.page));
  if (f.perPage !== 10) p.set('perPage', String(f.perPage));
  return p;
}

/** The API query of the filters. */
export function toQuery(f: ListFilters): BupotListQuery {
  return {
    ...(f.masa ? { masa: f.masa } : {}),
    ...(f.tahun ? { tahun: f.tahun } : {}),
    ...(f.pasal ? { pasal: f.pasal } : {}),
    ...(f.tab ? { tab: f.tab } : {}),
    ...(f.q ? { q: f.q } : {}),
    sort: f.sort,
    order: f.order,
    page: f.page,
    perPage: f.perPage,
  };
}

/** Filters kept in the URL; changing anything but the page goes back to page 1. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<ListFilters>) =>
      setParams(
        (prev) => {
          const next = { ...readFilters(prev), ...patch };
          if (!('page' in patch)) next.page = 1;
          return writeFilters(next);
        },
        { replace: 'q' in patch },
      ),
    [setParams],
  );
  return [filters, update] as const;
}
