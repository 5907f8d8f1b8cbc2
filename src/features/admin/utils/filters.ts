import { choiceParam, listUrl, pageAndSort, setValues, textParam } from '@/components/list-page/url-state';

/** The accounts grid's search, role, page and sort, kept in the URL. */
export const usersListUrl = listUrl({
  name: 'admin.users',
  filters: { q: textParam(), role: choiceParam(['client', 'admin']) },
  sort: { keys: ['nama', 'email', 'role', 'created_at'], key: 'created_at', dir: 'desc' },
  maxPage: 100_000,
});

type UsersFilters = ReturnType<typeof usersListUrl.read>;

/** The GET /users query of the filters. */
export const usersQuery = (f: UsersFilters) => ({
  ...setValues({ q: f.q, role: f.role }),
  ...pageAndSort(f),
});
