// API contract of the shell: Ctrl+/ search and the app bar's notifications. Plain values and
// types; the search query's schema is in ./shell/schemas.

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

/**
 * A record's state shown beside its search result: the same codes as its own list
 * (bill: InvoiceStatus, payment: TransaksiStatus, slip: BupotStatus with its revision).
 */
export type SearchStatus =
  | { of: 'invoice'; code: string }
  | { of: 'payment'; code: string }
  | { of: 'slip'; code: string; revision: number };

/** GET /app-bar/search?q=&lng= answers an array of these. */
export interface SearchResult {
  id: string;
  url: string;
  icon: string;
  title: string;
  type: SearchResultType;
  /** records only (pages and settings have none) */
  status?: SearchStatus;
}

export interface NotificationItem {
  id: number;
  /** what happened ('invoice.paid', 'va.expired', …): the portal writes it in the reader's language */
  type: string;
  /** the values the type's text needs (nomor, amount, kind of the bill, …) */
  params: Record<string, string | number>;
  /** Indonesian text written when it was recorded: shown only for a type the portal cannot word */
  title: string;
  body: string;
  url: string | null;
  read: boolean;
  createdAt: string;
}

/** GET /notifications */
export interface NotificationsResponse {
  notifications: NotificationItem[];
  /** unread count of all the user's notifications (not only the listed ones) */
  unread: number;
}

/** POST /notifications/read-all and /notifications/:id/read */
export interface NotificationsReadResponse {
  unread: number;
}

export const NOTIFICATIONS_LIST_LIMIT = 20;
