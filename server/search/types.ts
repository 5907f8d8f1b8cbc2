import type { SearchStatus } from '../../contract/shell';
import type { DB } from '../db/client';
import type { AuthUser } from '../env';

export type SearchType = 'pages' | 'transaksi' | 'contacts';

/** One Ctrl+/ result, as the original's /app-bar/search answered it. */
export interface SearchItem {
  id: string;
  url: string;
  icon: string;
  title: string;
  type: SearchType;
  status?: SearchStatus;
}

/** A domain's contribution to search: items of the signed-in user matching q (already trimmed). */
export type SearchProvider = (ctx: { db: DB; user: AuthUser; q: string }) => Promise<SearchItem[]>;
