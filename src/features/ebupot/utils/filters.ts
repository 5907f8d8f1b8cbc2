import { BUPOT_SORTS, BUPOT_TABS, type BupotListQuery, type BupotTab, PASALS } from '@contract/ebupot';
import {
  choiceParam,
  intParam,
  listUrl,
  setValues,
  textParam,
  type UrlParam,
} from '@/components/list-page/url-state';
import { currentPeriod } from './period';

/** A month or a year: the current one by default, `all` for every one (null). */
function periodParam(min: number, max: number, current: () => number): UrlParam<number | null> {
  const whole = intParam(min, max, current);
  return {
    fallback: current,
    parse: (raw) => (raw === 'all' ? null : whole.parse(raw)),
    format: (value) => (value === null ? 'all' : String(value)),
  };
}

/** The slip list's period, status tab, filters, page and sort, kept in the URL. */
export const ebupotListUrl = listUrl({
  name: 'ebupot',
  views: {
    masa: periodParam(1, 12, () => currentPeriod().masa),
    tahun: periodParam(2000, 2100, () => currentPeriod().tahun),
    tab: choiceParam(Object.keys(BUPOT_TABS) as BupotTab[]),
  },
  filters: { pasal: choiceParam(PASALS), q: textParam() },
  sort: { keys: BUPOT_SORTS, key: 'createdAt', dir: 'desc', orderParam: 'order' },
  maxPage: 100_000,
});

type EbupotFilters = ReturnType<typeof ebupotListUrl.read>;

/** The API query of the filters. */
export const toQuery = (f: EbupotFilters): BupotListQuery => ({
  ...setValues({ masa: f.masa, tahun: f.tahun, pasal: f.pasal, tab: f.tab, q: f.q }),
  sort: f.sortKey,
  order: f.sortDir,
  page: f.page,
  perPage: f.perPage,
});
