import { type SEARCH_LANGUAGES, SEARCH_MAX_PER_TYPE, SEARCH_TYPES } from '../../../contract/shell';
import type { DB } from '../../db/client';
import type { AuthUser } from '../../env';
import { log } from '../../lib/logger';
import { searchProviders } from '../../search';
import { searchPages } from '../../search/pages';
import type { SearchItem } from '../../search/types';
import { permissionsOfRole } from '../access/rules';

/** 0 when the title starts with q, 1 when it contains q, 2 when a provider matched another field. */
function matchRank(title: string, needle: string): number {
  const haystack = title.toLocaleLowerCase();
  if (haystack.startsWith(needle)) return 0;
  return haystack.includes(needle) ? 1 : 2;
}

/** Grouped by type (pages, transaksi, contacts), prefix matches first, at most 4 a type. */
export function rankSearchResults(items: SearchItem[], q: string): SearchItem[] {
  const needle = q.toLocaleLowerCase();
  return SEARCH_TYPES.flatMap((type) =>
    items
      .filter((item) => item.type === type)
      .map((item, order) => ({ item, order, rank: matchRank(item.title, needle) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, SEARCH_MAX_PER_TYPE)
      .map(({ item }) => item),
  );
}

/** Ctrl+/ search over the pages the user may open and every domain's rows; `q` is trimmed. */
export async function search(
  db: DB,
  user: AuthUser,
  q: string,
  lng: (typeof SEARCH_LANGUAGES)[number],
): Promise<SearchItem[]> {
  if (!q) return [];
  // A failing domain must not take search down with it: its results are left out.
  const fromDomains = await Promise.all(
    searchProviders.map((provider) =>
      provider({ db, user, q }).catch((error: unknown) => {
        log.error({ err: error }, 'search provider failed');
        return [] as SearchItem[];
      }),
    ),
  );
  const permissions = await permissionsOfRole(db, user.role);
  return rankSearchResults([...searchPages(user, q, lng, permissions), ...fromDomains.flat()], q);
}
