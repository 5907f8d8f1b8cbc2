// A server-paged list keeps its state in the URL (shareable, reload and back button work). Reading
// is lenient: a hand-edited or stale value falls back instead of sending the server a query it rejects.
// Only values that differ from their fallback are written.

export type SortDir = 'asc' | 'desc';

/** One value of the list's state, kept in one query parameter. */
export interface UrlParam<T> {
  /** The query parameter's name when it differs from the state key. */
  name?: string;
  /** The value when the URL has none or an unusable one (read each time: it may depend on the date). */
  fallback: () => T;
  /** undefined: unusable. */
  parse: (raw: string) => T | undefined;
  /** undefined: left out of the URL. */
  format: (value: T) => string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: each parameter has its own value type
type Params = Record<string, UrlParam<any>>;
type ValuesOf<P> = { [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never };

export interface SortSpec<K extends string> {
  keys: readonly K[];
  key: K;
  dir: SortDir;
  /** Direction in its own parameter (`sort=key&order=dir`) instead of `sort=key:dir`. */
  orderParam?: string;
}

export interface ListUrlSpec<V extends Params, F extends Params, K extends string> {
  /** Names the list: its saved columns (`portal.${name}.columns`) and its i18n prefix. */
  name: string;
  /** What picks the rows shown (a tab, a period): kept when filters are cleared. */
  views?: V;
  /** What narrows the rows: "Clear filters" sets them back. */
  filters: F;
  sort: SortSpec<K>;
  perPage?: { options: readonly number[]; fallback: number };
  maxPage?: number;
}

export type Paging<K extends string> = { page: number; perPage: number; sortKey: K; sortDir: SortDir };
export type ListState<V, F, K extends string> = ValuesOf<V> & ValuesOf<F> & Paging<K>;

export interface ListUrl<S extends Paging<string>> {
  name: string;
  read(params: URLSearchParams): S;
  write(state: S): URLSearchParams;
  defaults(): S;
  /** Whether a filter (not a view) is set. */
  filtered(state: S): boolean;
  /** The patch that clears every filter. */
  cleared(): Partial<S>;
  perPageOptions: readonly number[];
}

const oneOf = <T>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** Free text (a search), at most `max` characters; written trimmed. */
export const textParam = (max = 100): UrlParam<string> => ({
  fallback: () => '',
  parse: (raw) => raw.slice(0, max),
  format: (value) => value.trim() || undefined,
});

/** One of `list`, else `fallback` ('' = any when none is given). */
export function choiceParam<const T extends string>(
  list: readonly T[],
  options: { fallback: T; name?: string },
): UrlParam<T>;
export function choiceParam<const T extends string>(
  list: readonly T[],
  options?: { name?: string },
): UrlParam<T | ''>;
export function choiceParam<const T extends string>(
  list: readonly T[],
  options: { fallback?: T; name?: string } = {},
): UrlParam<T | ''> {
  return {
    name: options.name,
    fallback: () => options.fallback ?? '',
    parse: (raw) => (oneOf(list, raw) ? raw : undefined),
    format: (value) => value || undefined,
  };
}

/** A string matching `pattern` (a date, a bank code), else ''. */
export const patternParam = (pattern: RegExp): UrlParam<string> => ({
  fallback: () => '',
  parse: (raw) => (pattern.test(raw) ? raw : undefined),
  format: (value) => value || undefined,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** `date_from` and `date_to` (YYYY-MM-DD), as the billing APIs take a date range. */
export const dateRangeParams = () => ({ date_from: patternParam(DATE), date_to: patternParam(DATE) });

/** A whole number in [min, max]. */
export const intParam = (min: number, max: number, fallback: () => number): UrlParam<number> => ({
  fallback,
  parse: (raw) => {
    const n = Number(raw);
    return raw && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  },
  format: String,
});

function readParam<T>(param: UrlParam<T>, key: string, params: URLSearchParams): T {
  const raw = params.get(param.name ?? key);
  return (raw === null ? undefined : param.parse(raw)) ?? param.fallback();
}

function writeParam<T>(param: UrlParam<T>, key: string, value: T, out: URLSearchParams) {
  if (value === param.fallback()) return;
  const text = param.format(value);
  if (text !== undefined) out.set(param.name ?? key, text);
}

/** The URL codec of a list: its views, its filters, the page, the page size and the sort. */
export function listUrl<
  V extends Params = Record<never, never>,
  F extends Params = Params,
  K extends string = string,
>(spec: ListUrlSpec<V, F, K>): ListUrl<ListState<V, F, K>> {
  type S = ListState<V, F, K>;
  const { sort, perPage = { options: [10, 25, 50, 100], fallback: 10 } } = spec;
  const filters = Object.entries(spec.filters) as [string, UrlParam<unknown>][];
  const size: UrlParam<number> = {
    fallback: () => perPage.fallback,
    parse: (raw) => (oneOf(perPage.options, Number(raw)) ? Number(raw) : undefined),
    format: String,
  };
  const fields = [
    ...Object.entries({ ...spec.views, ...spec.filters }),
    ['page', intParam(1, spec.maxPage ?? 1_000_000, () => 1)],
    ['perPage', size],
  ] as [string, UrlParam<unknown>][];

  const readSort = (params: URLSearchParams): Pick<S, 'sortKey' | 'sortDir'> => {
    if (sort.orderParam) {
      const key = params.get('sort');
      const flipped = sort.dir === 'asc' ? 'desc' : 'asc';
      return {
        sortKey: oneOf(sort.keys, key) ? key : sort.key,
        sortDir: params.get(sort.orderParam) === flipped ? flipped : sort.dir,
      } as Pick<S, 'sortKey' | 'sortDir'>;
    }
    const [key, dir] = (params.get('sort') ?? '').split(':');
    return (
      oneOf(sort.keys, key) && (dir === 'asc' || dir === 'desc')
        ? { sortKey: key, sortDir: dir }
        : { sortKey: sort.key, sortDir: sort.dir }
    ) as Pick<S, 'sortKey' | 'sortDir'>;
  };

  const writeSort = (state: S, out: URLSearchParams) => {
    if (sort.orderParam) {
      if (state.sortKey !== sort.key) out.set('sort', state.sortKey);
      if (state.sortDir !== sort.dir) out.set(sort.orderParam, state.sortDir);
    } else if (state.sortKey !== sort.key || state.sortDir !== sort.dir) {
      out.set('sort', `${state.sortKey}:${state.sortDir}`);
    }
  };

  const read = (params: URLSearchParams): S => {
    const state: Record<string, unknown> = {};
    for (const [key, param] of fields) state[key] = readParam(param, key, params);
    return { ...state, ...readSort(params) } as unknown as S;
  };

  return {
    name: spec.name,
    read,
    write(state) {
      const out = new URLSearchParams();
      const values = state as Record<string, unknown>;
      for (const [key, param] of fields) writeParam(param, key, values[key], out);
      writeSort(state, out);
      return out;
    },
    defaults: () => read(new URLSearchParams()),
    filtered: (state) =>
      filters.some(([key, param]) => (state as Record<string, unknown>)[key] !== param.fallback()),
    cleared: () => Object.fromEntries(filters.map(([key, param]) => [key, param.fallback()])) as Partial<S>,
    perPageOptions: perPage.options,
  };
}

/** The values that are set (text trimmed; '' and null left out): the API gets only the filters in use. */
export function setValues<T extends Record<string, string | number | null>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], null | ''> } {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    const set = typeof value === 'string' ? value.trim() : value;
    if (set !== '' && set !== null) out[key] = set;
  }
  return out as { [K in keyof T]?: Exclude<T[K], null | ''> };
}

/** The page, its size and `sort=key:dir` of a list's state, as the billing and admin APIs take them. */
export const pageAndSort = <K extends string>(s: Paging<K>) => ({
  page: s.page,
  perPage: s.perPage,
  sort: `${s.sortKey}:${s.sortDir}` as const,
});

/** The query without its page: what a CSV export of every matching row takes. */
export function allPages<Q extends { page: number; perPage: number }>(query: Q): Omit<Q, 'page' | 'perPage'> {
  const { page: _page, perPage: _perPage, ...rest } = query;
  return rest;
}
