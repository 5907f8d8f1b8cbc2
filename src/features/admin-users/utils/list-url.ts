import { USER_STATUSES } from '@contract/admin/schemas';
import {
  choiceParam,
  listUrl,
  pageAndSort,
  patternParam,
  setValues,
  textParam,
} from '@/components/list-page/url-state';

/** The users list: search, role, status, page and sort, kept in the URL. */
export const userListUrl = listUrl({
  name: 'users',
  filters: {
    q: textParam(),
    role: patternParam(/^[a-z][a-z0-9 _-]{0,39}$/),
    status: choiceParam(USER_STATUSES),
  },
  sort: { keys: ['nama', 'email', 'role', 'created_at', 'last_sign_in_at'], key: 'created_at', dir: 'desc' },
  maxPage: 100_000,
});

export type UserListState = ReturnType<typeof userListUrl.read>;

export const userListQuery = (f: UserListState) => ({
  ...setValues({ q: f.q, role: f.role, status: f.status }),
  ...pageAndSort(f),
});
