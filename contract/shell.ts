// API contract of the shell: Ctrl+/ search and the app bar's notifications. Plain values and
// types; the search query's schema is in ./shell/schemas.

import type { z } from 'zod';
import type {
  notificationItemSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  searchResultSchema,
  searchStatusSchema,
} from './shell/responses';

export const SHELL_PATHS = {
  search: '/app-bar/search',
  notifications: '/notifications',
  notificationsReadAll: '/notifications/read-all',
  notificationRead: (id: number) => `/notifications/${id}/read`,
} as const;

export const SEARCH_TYPES = ['pages', 'transaksi', 'contacts'] as const;
export type SearchResultType = (typeof SEARCH_TYPES)[number];

/** Results kept a type (the original's mock answered at most 4 of each). */
export const SEARCH_MAX_PER_TYPE = 4;
/** Longest query the server accepts. */
export const SEARCH_MAX_QUERY = 100;
export const SEARCH_LANGUAGES = ['en', 'id', 'fr', 'ar'] as const;

// The answers' types come from their zod schemas (./shell/responses): type-only, so no zod here.
/** A record's state shown beside its search result (bill, payment or slip codes). */
export type SearchStatus = z.infer<typeof searchStatusSchema>;
/** GET /app-bar/search?q=&lng= answers an array of these. */
export type SearchResult = z.infer<typeof searchResultSchema>;
export type NotificationItem = z.infer<typeof notificationItemSchema>;
/** GET /notifications */
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
/** POST /notifications/read-all and /notifications/:id/read */
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;

export const NOTIFICATIONS_LIST_LIMIT = 20;
