import type { ApiErrorBody } from '@contract/errors';

export interface ApiErrorInit {
  status: number;
  code?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
  isNetwork?: boolean;
  /** false when the body carried no `error` (a proxy's HTML page, an empty 5xx) */
  fromServer?: boolean;
}

/**
 * What every failed call rejects with. `message` is the server's text (or, for a network
 * failure, the translation key `common.errors.network`); `code` and `fields` come from the
 * server's `{ error, code, fields }` so forms can translate and place them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;
  /** seconds to wait before trying again (rate limits) */
  readonly retryAfter?: number;
  readonly isNetwork: boolean;
  /** the message is the API's own; otherwise it is only the HTTP status text, not fit to show */
  readonly fromServer: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfter = init.retryAfter;
    this.isNetwork = init.isNetwork ?? false;
    this.fromServer = init.fromServer ?? !this.isNetwork;
  }
}

export const NETWORK_ERROR_KEY = 'common.errors.network';

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/**
 * The error a response carries, or null. The original service sometimes answers HTTP 200 with
 * `{ error }`, so the body is checked whatever the status.
 */
export function errorFromResponse(
  status: number,
  statusText: string,
  data: unknown,
  retryAfterHeader: string | null,
): ApiError | null {
  const body = (data && typeof data === 'object' ? data : {}) as Omit<Partial<ApiErrorBody>, 'error'> & {
    error?: unknown;
  };
  const hasErrorField =
    body.error !== undefined && body.error !== null && body.error !== false && body.error !== '';
  if (status >= 200 && status < 300 && !hasErrorField) return null;

  const message = hasErrorField ? messageOf(body.error) : statusText || `Request failed (${status})`;
  const headerSeconds = retryAfterHeader ? Number(retryAfterHeader) : Number.NaN;
  const retryAfter =
    typeof body.retryAfter === 'number'
      ? body.retryAfter
      : Number.isFinite(headerSeconds)
        ? headerSeconds
        : undefined;
  return new ApiError(message, {
    status,
    code: typeof body.code === 'string' ? body.code : undefined,
    fields: body.fields && typeof body.fields === 'object' ? body.fields : undefined,
    retryAfter,
    fromServer: hasErrorField,
  });
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return 'Request failed';
}
