import { listUrl, pageAndSort, patternParam, setValues, textParam } from '@/components/list-page/url-state';

/** The users table under the role cards: search, role, page and sort, kept in the URL. */
export const roleUsersUrl = listUrl({
  name: 'access.users',
  filters: { q: textParam(), role: patternParam(/^[a-z][a-z0-9 _-]{0,39}$/) },
  sort: { keys: ['nama', 'email', 'role', 'created_at'], key: 'created_at', dir: 'desc' },
  maxPage: 100_000,
});

export const roleUsersQuery = (f: ReturnType<typeof roleUsersUrl.read>) => ({
  ...setValues({ q: f.q, role: f.role }),
  ...pageAndSort(f),
});

/** The permission list: search, page and sort. */
export const permissionsUrl = listUrl({
  name: 'access.permissions',
  filters: { q: textParam() },
  sort: { keys: ['name', 'subject', 'created_at'], key: 'subject', dir: 'asc' },
  maxPage: 100_000,
});

export const permissionsQuery = (f: ReturnType<typeof permissionsUrl.read>) => ({
  ...setValues({ q: f.q }),
  ...pageAndSort(f),
});
